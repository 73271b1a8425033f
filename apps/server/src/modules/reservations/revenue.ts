import type { CategoryRevenue, CodeRevenue, RevenueBreakdown } from '@sortim/contracts/revenue';
import { count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '#src/db/client.ts';
import { activities, bookings, profiles, promoCodes } from '#src/db/schema.ts';

/*
 * What some paid bookings sold, by price and by promo code (the host dashboard's revenue, the admin's
 * analytics). A price's revenue is read from the bookings' lines as they were priced when held, before any
 * code; a code's from the bookings that used it. `where` chooses the bookings (a query of bookings joined
 * with their activities).
 */

const cents = (value: SQL) => sql<number>`coalesce(${value}, 0)::int`.mapWith(Number);

/**
 * `byName`: a host's own prices each in a row of their own, by their names (the host dashboard); otherwise
 * every 'custom' price in one row (the admin's report, across hosts).
 */
export async function revenueBreakdown(
  db: Database,
  where: SQL | undefined,
  options: { byName: boolean },
): Promise<RevenueBreakdown> {
  const [[totals], byCategory, byCode] = await Promise.all([
    db
      .select({
        bookings: count(),
        soldCents: cents(sql`sum(${bookings.subtotalCents})`),
        discountCents: cents(sql`sum(${bookings.discountCents})`),
        paidCents: cents(sql`sum(${bookings.amountCents})`),
      })
      .from(bookings)
      .innerJoin(activities, eq(activities.id, bookings.activityId))
      .where(where),
    revenueByCategory(db, where, options.byName),
    revenueByCode(db, where),
  ]);
  return {
    totals: totals ?? { bookings: 0, soldCents: 0, discountCents: 0, paidCents: 0 },
    byCategory,
    byCode,
  };
}

async function revenueByCategory(
  db: Database,
  where: SQL | undefined,
  byName: boolean,
): Promise<CategoryRevenue[]> {
  const names = byName ? sql`case when line->>'kind' = 'custom' then line->'names' end` : sql`null::jsonb`;
  const result = await db.execute(sql`
    select line->>'kind' as kind, ${names} as names,
      coalesce(sum(case when line->>'kind' = 'private_minimum' then 0
        else (line->>'quantity')::int end), 0)::int as tickets,
      coalesce(sum((line->>'totalCents')::int), 0)::int as sold_cents
    from ${bookings}
    inner join ${activities} on ${activities.id} = ${bookings.activityId}
    cross join lateral jsonb_array_elements(${bookings.lines}) as line
    where ${where ?? sql`true`}
    group by 1, 2
    order by sold_cents desc, tickets desc, kind`);
  // Both drivers answer raw SQL with `{ rows }`; the shared Database type cannot say so.
  const { rows } = result as unknown as {
    rows: {
      kind: CategoryRevenue['kind'];
      names: CategoryRevenue['names'];
      tickets: number;
      sold_cents: number;
    }[];
  };
  return rows.map((row) => ({
    kind: row.kind,
    names: row.names ?? null,
    tickets: Number(row.tickets),
    soldCents: Number(row.sold_cents),
  }));
}

function revenueByCode(db: Database, where: SQL | undefined): Promise<CodeRevenue[]> {
  const paid = sql`sum(${bookings.amountCents})`;
  return db
    .select({
      code: promoCodes.code,
      payer: sql<
        CodeRevenue['payer']
      >`case when ${promoCodes.hostId} is null then 'platform' else 'host' end`,
      hostName: profiles.displayName,
      bookings: count(),
      paidCents: cents(paid),
      discountCents: cents(sql`sum(${bookings.discountCents})`),
    })
    .from(bookings)
    .innerJoin(activities, eq(activities.id, bookings.activityId))
    .innerJoin(promoCodes, eq(promoCodes.id, bookings.promoCodeId))
    .leftJoin(profiles, eq(profiles.id, promoCodes.hostId))
    .where(where)
    .groupBy(promoCodes.id, promoCodes.code, promoCodes.hostId, profiles.displayName)
    .orderBy(desc(paid), promoCodes.code);
}

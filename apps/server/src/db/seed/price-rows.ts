import type { priceCategories, promoCodeActivities, promoCodes } from '#src/db/schema.ts';
import type { ScheduledActivity } from './activity-rows.ts';
import type { SeededPerson } from './people-rows.ts';

/*
 * The demo's prices and codes (issue 36): the categories some activities add to their own price, early
 * birds, and the codes of a host and of the platform. seed.ts inserts them once the activities are in (the
 * first category of each is the database's), then sets the early birds and the "from" prices.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

export type PriceRows = {
  priceCategories: (typeof priceCategories.$inferInsert)[];
  /** The first category's early bird, set once the database made the category. */
  earlyBirds: {
    activityId: string;
    earlyPriceCents: number;
    earlyUntil: Date | null;
    earlySeats: number | null;
  }[];
  promoCodes: (typeof promoCodes.$inferInsert)[];
  promoCodeActivities: (typeof promoCodeActivities.$inferInsert)[];
};

/** Jordi's codes, and one of the platform's: every demo code has an id the seed picks, so its rows link. */
const CODE_IDS = {
  jordi: '8f1d6c2e-4b7a-4c59-9e21-5a0c3d7e1b01',
  mercat: '8f1d6c2e-4b7a-4c59-9e21-5a0c3d7e1b02',
  welcome: '8f1d6c2e-4b7a-4c59-9e21-5a0c3d7e1b03',
} as const;

export function buildPrices(scheduled: ScheduledActivity[], people: SeededPerson[]): PriceRows {
  const rows: PriceRows = { priceCategories: [], earlyBirds: [], promoCodes: [], promoCodeActivities: [] };
  for (const activity of scheduled) {
    const { prices = [], earlyBird } = activity.definition;
    prices.forEach((price, i) => {
      rows.priceCategories.push({
        activityId: activity.id,
        position: i + 1,
        kind: price.kind,
        names: price.names ?? null,
        priceCents: Math.round(price.priceEur * 100),
        minAge: price.ages?.[0] ?? null,
        maxAge: price.ages?.[1] ?? null,
        takesSeat: price.takesSeat ?? true,
        needsAdult: price.needsAdult ?? false,
        codeOnly: price.codeOnly ?? false,
      });
    });
    if (earlyBird) {
      rows.earlyBirds.push({
        activityId: activity.id,
        earlyPriceCents: Math.round(earlyBird.priceEur * 100),
        earlyUntil:
          earlyBird.daysBefore === undefined
            ? null
            : new Date(activity.startTime.getTime() - earlyBird.daysBefore * DAY_MS),
        earlySeats: earlyBird.seats ?? null,
      });
    }
  }
  const jordi = people.find((p) => p.key === 'jordi');
  if (jordi) {
    rows.promoCodes.push(
      {
        id: CODE_IDS.jordi,
        code: 'JORDI10',
        hostId: jordi.id,
        createdBy: jordi.id,
        allActivities: true,
        percentOff: 10,
        perAccountLimit: 1,
        totalLimit: 50,
        note: 'Thanks for cooking with me again!',
      },
      {
        id: CODE_IDS.mercat,
        code: 'MERCAT',
        hostId: jordi.id,
        createdBy: jordi.id,
        amountOffCents: 100,
        unlocksHidden: true,
        note: 'The market stallholders’ price: welcome, neighbours.',
      },
    );
    const market = scheduled.find((a) => a.definition.title.startsWith('Sant Antoni Market'));
    if (market) rows.promoCodeActivities.push({ codeId: CODE_IDS.mercat, activityId: market.id });
  }
  rows.promoCodes.push({
    id: CODE_IDS.welcome,
    // As much as the platform's fee (10 %): a platform code is paid from the fee (decision 175).
    code: 'WELCOME10',
    hostId: null,
    allActivities: true,
    percentOff: 10,
    perAccountLimit: 1,
    note: 'Welcome to Sortim: 10 % off your first booking.',
  });
  return rows;
}

import type { ActivityDetail } from '@sortim/contracts/activities';
import { ACTIVITY_FIELD_MESSAGES, type EditableActivity } from '@sortim/contracts/hosting';
import { PRICING_MESSAGES, type PriceCategoryInput } from '@sortim/contracts/pricing';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { App } from '#src/app.ts';
import { bookings, priceCategories } from '#src/db/schema.ts';
import { useTestApp } from '#src/test/app.ts';
import { signUp, type TestAccount } from '#src/test/auth.ts';
import { TEST_CARD, testProviderOf } from '#src/test/checkout.ts';
import {
  activityInput,
  createRequest,
  DAY,
  duplicateRequest,
  editForm,
  hostActivity,
  payingHost,
  priceInput,
  publicListed,
  putRequest,
  uniqueWord,
} from '#src/test/host-activities.ts';

const ctx = useTestApp();

const CHILD: PriceCategoryInput = {
  kind: 'child',
  priceCents: 800,
  minAge: 4,
  maxAge: 12,
  needsAdult: true,
};
const INFANT: PriceCategoryInput = {
  kind: 'infant',
  priceCents: 0,
  maxAge: 3,
  takesSeat: false,
  needsAdult: true,
};

/** Creates through the API as `host`; the created ids, soonest first. */
async function createWithPrices(app: App, host: TestAccount, overrides: Parameters<typeof activityInput>[0]) {
  const res = await createRequest(app, host, activityInput(overrides));
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { ids: string[] }).ids;
}

/** The activity's page as a guest reads it. */
async function detail(app: App, id: string): Promise<ActivityDetail> {
  const res = await app.inject({ method: 'GET', url: `/api/activities/${id}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as ActivityDetail;
}

/** A guest books and pays for `lines` (category ids and quantities); returns the booking. */
async function bookLines(app: App, activityId: string, lines: { categoryId: string; quantity: number }[]) {
  const guest = await signUp(app);
  const res = await app.inject({
    method: 'POST',
    url: '/api/checkout',
    headers: { cookie: guest.cookie },
    payload: { activityId, lines },
  });
  expect(res.statusCode, res.body).toBe(201);
  const outcome = await testProviderOf(app).pay(res.json().sessionId, TEST_CARD);
  expect(outcome.kind).toBe('paid');
  const [booking] = await app.db.select().from(bookings).where(eq(bookings.activityId, activityId));
  if (!booking) throw new Error('the payment made no booking');
  return booking;
}

const namesOf = (activity: EditableActivity) =>
  activity.priceCategories.map((c) => [c.kind, c.priceCents, c.hidden]);

describe('an activity’s prices, as its host writes them', () => {
  it('creates an activity with a child and an infant price and an early-bird first price', async () => {
    const host = await signUp(ctx.app, { roles: ['host'] });
    const word = uniqueWord();
    const until = new Date(Date.now() + 5 * DAY).toISOString();
    const [id] = (await createWithPrices(ctx.app, host, {
      title: `Paella class ${word}`,
      priceCents: 1500,
      earlyBird: { priceCents: 1200, until, seats: null },
      priceCategories: [CHILD, INFANT],
      privateOffer: { minimumCents: 20000, maxGroup: 10 },
    })) as [string];

    const editable = await hostActivity(ctx.app, host, id);
    expect(editable.priceCategories).toMatchObject([
      { kind: 'adult', priceCents: 1500, earlyBird: { priceCents: 1200, until, seats: null }, inUse: false },
      { kind: 'child', priceCents: 800, minAge: 4, maxAge: 12, needsAdult: true, takesSeat: true },
      { kind: 'infant', priceCents: 0, takesSeat: false, needsAdult: true, earlyBird: null },
    ]);
    expect(editable.privateOffer).toEqual({ minimumCents: 20000, maxGroup: 10 });
    // The card's "from" price: the child's €8 (the infant takes no seat, so its €0 is not a price per seat).
    expect(editable).toMatchObject({ priceCents: 800, severalPrices: true });
    const [card] = await publicListed(ctx.app, word);
    expect(card).toMatchObject({ priceCents: 800, severalPrices: true });
    expect((await detail(ctx.app, id)).privateOffer).toEqual({ minimumCents: 20000, maxGroup: 10 });
  });

  it('gives every date of a series the same prices, each counting its own early-bird seats', async () => {
    const host = await payingHost(ctx.app);
    const ids = await createWithPrices(ctx.app, host, {
      priceCents: 1500,
      earlyBird: { priceCents: 1000, until: null, seats: 2 },
      priceCategories: [CHILD],
      recurrence: { occurrences: 3, frequency: 'weekly' },
    });
    expect(ids).toHaveLength(3);
    const [first, second] = ids as [string, string];
    const pricesOfEach = await Promise.all(ids.map((id) => hostActivity(ctx.app, host, id)));
    for (const activity of pricesOfEach) {
      expect(namesOf(activity)).toEqual([
        ['adult', 1500, false],
        ['child', 800, false],
      ]);
    }
    expect(new Set(pricesOfEach.flatMap((a) => a.priceCategories.map((c) => c.id))).size).toBe(6);

    const adult = (await detail(ctx.app, first)).priceCategories[0];
    if (!adult) throw new Error('no first price');
    await bookLines(ctx.app, first, [{ categoryId: adult.id, quantity: 2 }]);

    expect((await detail(ctx.app, first)).priceCategories[0]?.earlyBird?.seatsLeft).toBe(0);
    expect((await detail(ctx.app, second)).priceCategories[0]?.earlyBird?.seatsLeft).toBe(2);
  });

  it('changes, adds and deletes prices on an edit, keeping the from price in step', async () => {
    const host = await signUp(ctx.app, { roles: ['host'] });
    const word = uniqueWord();
    const [id] = (await createWithPrices(ctx.app, host, {
      title: `Kayak trip ${word}`,
      priceCents: 3000,
      priceCategories: [CHILD, { kind: 'reduced', priceCents: 2500 }],
    })) as [string];
    const before = await hostActivity(ctx.app, host, id);
    const [adult, child] = before.priceCategories;
    if (!adult || !child) throw new Error('three prices expected');

    const res = await putRequest(
      ctx.app,
      host,
      id,
      editForm(before, {
        priceCents: 3200,
        // The child is dearer now, the reduced price is gone, a senior price is new.
        priceCategories: [
          { ...priceInput(child), priceCents: 1800 },
          { kind: 'senior', priceCents: 2200, minAge: 65 },
        ],
      }),
    );

    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json() as EditableActivity;
    expect(namesOf(saved)).toEqual([
      ['adult', 3200, false],
      ['child', 1800, false],
      ['senior', 2200, false],
    ]);
    expect(saved.priceCategories[0]?.id).toBe(adult.id);
    expect(saved.priceCategories[1]?.id).toBe(child.id);
    expect(saved).toMatchObject({ priceCents: 1800, severalPrices: true });
    expect(await hostActivity(ctx.app, host, id)).toEqual(saved);
    const [card] = await publicListed(ctx.app, word);
    expect(card).toMatchObject({ priceCents: 1800, severalPrices: true });

    // The price filter reads the same from price: under €20, the €18 child finds it.
    const filtered = await ctx.app.inject({
      method: 'GET',
      url: `/api/activities?q=${word}&priceMax=20`,
    });
    expect(filtered.json().items).toHaveLength(1);

    // Back to one price: the card says "€32", not "from".
    const alone = await putRequest(ctx.app, host, id, editForm(saved, { priceCategories: [] }));
    expect(alone.statusCode, alone.body).toBe(200);
    expect(alone.json()).toMatchObject({ priceCents: 3200, severalPrices: false });
  });

  it('leaves hidden and code-only prices out of the from price, and shows them to the host', async () => {
    const host = await signUp(ctx.app, { roles: ['host'] });
    const [id] = (await createWithPrices(ctx.app, host, {
      priceCents: 2000,
      priceCategories: [
        {
          kind: 'custom',
          names: { en: 'Friends', es: 'Amigos', ca: 'Amics' },
          priceCents: 1000,
          codeOnly: true,
        },
        { kind: 'reduced', priceCents: 1200, hidden: true },
      ],
    })) as [string];

    const editable = await hostActivity(ctx.app, host, id);
    expect(editable).toMatchObject({ priceCents: 2000, severalPrices: false });
    expect(editable.priceCategories.map((c) => [c.kind, c.codeOnly, c.hidden])).toEqual([
      ['adult', false, false],
      ['custom', true, false],
      ['reduced', false, true],
    ]);
    expect(editable.priceCategories[1]?.names).toEqual({ en: 'Friends', es: 'Amigos', ca: 'Amics' });
    // Guests see neither: the hidden one is no longer sold, the code-only one shows with its code.
    expect((await detail(ctx.app, id)).priceCategories.map((c) => c.kind)).toEqual(['adult']);
  });

  it('refuses to delete a price a booking names (409), lets the host hide it, and never touches the booking', async () => {
    const host = await payingHost(ctx.app);
    const [id] = (await createWithPrices(ctx.app, host, {
      priceCents: 1500,
      priceCategories: [CHILD],
    })) as [string];
    const before = await hostActivity(ctx.app, host, id);
    const [adult, child] = before.priceCategories;
    if (!adult || !child) throw new Error('two prices expected');
    const booking = await bookLines(ctx.app, id, [
      { categoryId: adult.id, quantity: 1 },
      { categoryId: child.id, quantity: 1 },
    ]);
    expect(booking.amountCents).toBe(2300);

    const loaded = await hostActivity(ctx.app, host, id);
    expect(loaded.priceCategories.map((c) => c.inUse)).toEqual([true, true]);

    const removed = await putRequest(ctx.app, host, id, editForm(loaded, { priceCategories: [] }));
    expect(removed.statusCode).toBe(409);
    expect(removed.json().error.message).toBe(PRICING_MESSAGES.categoryInUse);
    expect(await hostActivity(ctx.app, host, id)).toEqual(loaded);

    const hidden = await putRequest(
      ctx.app,
      host,
      id,
      editForm(loaded, {
        priceCents: 2000,
        priceCategories: [{ ...priceInput(child), hidden: true }],
      }),
    );
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect((await detail(ctx.app, id)).priceCategories.map((c) => [c.kind, c.priceCents])).toEqual([
      ['adult', 2000],
    ]);
    const [after] = await ctx.app.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(after).toMatchObject({ amountCents: 2300, subtotalCents: 2300, lines: booking.lines });
  });

  it('takes a price left out of the list as deleted when nothing sold names it', async () => {
    const host = await signUp(ctx.app, { roles: ['host'] });
    const [id] = (await createWithPrices(ctx.app, host, { priceCategories: [CHILD, INFANT] })) as [string];
    const before = await hostActivity(ctx.app, host, id);
    const infant = before.priceCategories[2];
    if (!infant) throw new Error('three prices expected');

    const res = await putRequest(
      ctx.app,
      host,
      id,
      editForm(before, { priceCategories: [priceInput(infant)] }),
    );

    expect(res.statusCode, res.body).toBe(200);
    expect(namesOf(res.json())).toEqual([
      ['adult', 1500, false],
      ['infant', 0, false],
    ]);
    const rows = await ctx.app.db.select().from(priceCategories).where(eq(priceCategories.activityId, id));
    expect(rows).toHaveLength(2);
  });

  it('keeps the prices an edit leaves out (a page loaded before prices existed)', async () => {
    const host = await signUp(ctx.app, { roles: ['host'] });
    const [id] = (await createWithPrices(ctx.app, host, {
      priceCents: 1500,
      earlyBird: { priceCents: 1200, until: null, seats: 5 },
      priceCategories: [CHILD],
      privateOffer: { minimumCents: 10000, maxGroup: 8 },
    })) as [string];
    const before = await hostActivity(ctx.app, host, id);
    const {
      priceCategories: _p,
      earlyBird: _e,
      privateOffer: _o,
      ...oldForm
    } = editForm(before, { title: 'Paella class for everyone' });

    const res = await putRequest(ctx.app, host, id, oldForm);

    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json() as EditableActivity;
    expect(saved.priceCategories).toEqual(before.priceCategories);
    expect(saved.privateOffer).toEqual(before.privateOffer);
    // The early bird kept must stay below the price: a lower price without it is refused.
    const cheaper = await putRequest(ctx.app, host, id, { ...oldForm, priceCents: 1100 });
    expect(cheaper.statusCode).toBe(400);
    expect(cheaper.json().error.fields).toEqual({ 'earlyBird.priceCents': PRICING_MESSAGES.earlyPrice });
  });

  it('refuses prices that do not add up, with the field and the reason, and changes nothing', async () => {
    const host = await signUp(ctx.app, { roles: ['host'] });
    const other = await signUp(ctx.app, { roles: ['host'] });
    const [id] = (await createWithPrices(ctx.app, host, { priceCents: 1500, capacity: 10 })) as [string];
    const [elsewhere] = (await createWithPrices(ctx.app, other, { priceCategories: [CHILD] })) as [string];
    const foreign = (await hostActivity(ctx.app, other, elsewhere)).priceCategories[1];
    if (!foreign) throw new Error('the other host’s child price');
    const current = await hostActivity(ctx.app, host, id);

    const refusals: [Record<string, unknown>, string, string][] = [
      [
        { earlyBird: { priceCents: 1500, until: null, seats: 3 } },
        'earlyBird.priceCents',
        PRICING_MESSAGES.earlyPrice,
      ],
      [
        { earlyBird: { priceCents: 1000, until: null, seats: null } },
        'earlyBird.until',
        PRICING_MESSAGES.earlyEnd,
      ],
      [
        { priceCategories: [{ ...CHILD, earlyBird: { priceCents: 900, until: null, seats: 2 } }] },
        'priceCategories.0.earlyBird.priceCents',
        PRICING_MESSAGES.earlyPrice,
      ],
      [
        { priceCategories: [{ ...CHILD, minAge: 12, maxAge: 4 }] },
        'priceCategories.0.maxAge',
        PRICING_MESSAGES.ageRange,
      ],
      [
        { priceCategories: [{ kind: 'custom', priceCents: 500 }] },
        'priceCategories.0.names',
        PRICING_MESSAGES.name,
      ],
      [{ priceCategories: Array(8).fill(CHILD) }, 'priceCategories', PRICING_MESSAGES.tooManyCategories],
      [{ priceCategories: [{ ...CHILD, priceCents: -1 }] }, 'priceCategories.0.priceCents', ''],
      [
        { privateOffer: { minimumCents: 10000, maxGroup: 1 } },
        'privateOffer.maxGroup',
        ACTIVITY_FIELD_MESSAGES.privateMaxGroup,
      ],
      [
        { privateOffer: { minimumCents: 10000, maxGroup: 11 } },
        'privateOffer.maxGroup',
        ACTIVITY_FIELD_MESSAGES.privateGroupOverCapacity,
      ],
      [
        { privateOffer: { minimumCents: -5, maxGroup: 6 } },
        'privateOffer.minimumCents',
        ACTIVITY_FIELD_MESSAGES.privateMinimum,
      ],
      // Another activity's price is not this one's to change.
      [{ priceCategories: [priceInput(foreign)] }, 'priceCategories.0.id', PRICING_MESSAGES.unknownCategory],
    ];
    for (const [change, field, message] of refusals) {
      const res = await putRequest(ctx.app, host, id, editForm(current, change));
      expect(res.statusCode, field).toBe(400);
      const fields = res.json().error.fields as Record<string, string>;
      expect(Object.keys(fields), field).toContain(field);
      if (message) expect(fields[field], field).toBe(message);
    }
    expect(await hostActivity(ctx.app, host, id)).toEqual(current);
    // The same rules on create.
    const created = await createRequest(
      ctx.app,
      host,
      activityInput({ priceCategories: [{ ...CHILD, minAge: 12, maxAge: 4 }] }),
    );
    expect(created.statusCode).toBe(400);
    expect(Object.keys(created.json().error.fields)).toEqual(['priceCategories.0.maxAge']);
  });

  it('refuses another host’s edit of the prices, and changes nothing', async () => {
    const host = await signUp(ctx.app, { roles: ['host'] });
    const other = await signUp(ctx.app, { roles: ['host'] });
    const [id] = (await createWithPrices(ctx.app, host, { priceCategories: [CHILD] })) as [string];
    const current = await hostActivity(ctx.app, host, id);

    const res = await putRequest(ctx.app, other, id, editForm(current, { priceCategories: [] }));
    const anonymous = await putRequest(ctx.app, {}, id, editForm(current, { priceCategories: [] }));

    expect(res.statusCode).toBe(403);
    expect(anonymous.statusCode).toBe(401);
    expect(
      (
        await ctx.app.inject({
          method: 'GET',
          url: `/api/host/activities/${id}`,
          headers: { cookie: other.cookie },
        })
      ).statusCode,
    ).toBe(403);
    expect(await hostActivity(ctx.app, host, id)).toEqual(current);
  });

  it('copies the prices and the private offer to a duplicate, with its early-bird seats all open', async () => {
    const host = await payingHost(ctx.app);
    const [id] = (await createWithPrices(ctx.app, host, {
      priceCents: 1500,
      earlyBird: { priceCents: 1000, until: null, seats: 3 },
      priceCategories: [CHILD, INFANT],
      privateOffer: { minimumCents: 15000, maxGroup: 10 },
    })) as [string];
    const adult = (await hostActivity(ctx.app, host, id)).priceCategories[0];
    if (!adult) throw new Error('no first price');
    await bookLines(ctx.app, id, [{ categoryId: adult.id, quantity: 2 }]);

    const res = await duplicateRequest(ctx.app, host, id);

    expect(res.statusCode, res.body).toBe(201);
    const original = await hostActivity(ctx.app, host, id);
    const copy = await hostActivity(ctx.app, host, res.json().id);
    const withoutIds = (a: EditableActivity) =>
      a.priceCategories.map(({ id: _id, inUse: _u, earlyBird, ...rest }) => ({
        ...rest,
        earlyBird: earlyBird && { ...earlyBird, seatsLeft: null },
      }));
    expect(withoutIds(copy)).toEqual(withoutIds(original));
    expect(original.priceCategories[0]?.earlyBird?.seatsLeft).toBe(1);
    expect(copy.priceCategories[0]?.earlyBird?.seatsLeft).toBe(3);
    expect(copy.priceCategories.map((c) => c.inUse)).toEqual([false, false, false]);
    expect(copy).toMatchObject({ priceCents: 800, severalPrices: true, privateOffer: original.privateOffer });
  });
});

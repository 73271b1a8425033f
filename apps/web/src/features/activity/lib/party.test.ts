import type { AppliedCode } from '@sortim/contracts/promo-codes';
import { firstPrice } from '#/test/activity-factories.ts';
import {
  addLimit,
  categoriesOffered,
  openEarlyBird,
  partyLines,
  partySize,
  priceParty,
  startingParty,
} from './party.ts';

const ADULT = firstPrice(3000);
const CHILD = firstPrice(800, { id: 'child', kind: 'child', needsAdult: true });
const INFANT = firstPrice(0, { id: 'infant', kind: 'infant', takesSeat: false, needsAdult: true });
const ALL = [ADULT, CHILD, INFANT];
const USUAL = { maxSeats: 10, available: 8 };
const NOW = new Date('2026-03-01T10:00:00Z');

describe('a party on the activity page', () => {
  it('starts with one guest of the first price, and sends only the prices chosen, in order', () => {
    expect(startingParty(ALL)).toEqual({ [ADULT.id]: 1 });
    expect(partyLines(ALL, { infant: 1, [ADULT.id]: 2, child: 0 })).toEqual([
      { categoryId: ADULT.id, quantity: 2 },
      { categoryId: 'infant', quantity: 1 },
    ]);
  });

  it('counts seats without infants on a lap, and tickets with them', () => {
    expect(partySize(ALL, { [ADULT.id]: 2, child: 1, infant: 2 })).toEqual({ seats: 3, tickets: 5 });
  });

  it('stops a seat-taking guest at the seats or the spots, whichever comes first, and an infant at the tickets', () => {
    expect(addLimit(CHILD, ALL, { [ADULT.id]: 7 }, USUAL)).toBeNull();
    expect(addLimit(CHILD, ALL, { [ADULT.id]: 8 }, USUAL)).toBe('spots');
    expect(addLimit(CHILD, ALL, { [ADULT.id]: 10 }, { maxSeats: 10, available: 20 })).toBe('maxSeats');
    expect(addLimit(INFANT, ALL, { [ADULT.id]: 8 }, USUAL)).toBeNull();
    expect(addLimit(INFANT, ALL, { [ADULT.id]: 10, infant: 10 }, { maxSeats: 10, available: 20 })).toBe(
      'tickets',
    );
    // A private group's line may be as large as the group: 15 adults of a group of 15.
    expect(addLimit(ADULT, ALL, { [ADULT.id]: 10 }, { maxSeats: 15, available: 20 })).toBeNull();
    expect(addLimit(ADULT, ALL, { [ADULT.id]: 15 }, { maxSeats: 15, available: 20 })).toBe('maxSeats');
  });

  it('adds the prices a code unlocks once, after the activity’s own', () => {
    const friends = firstPrice(2000, { id: 'friends', kind: 'custom', codeOnly: true });
    const code = { unlocked: [friends, ADULT] } as unknown as AppliedCode;
    expect(categoriesOffered([ADULT], code).map((c) => c.id)).toEqual([ADULT.id, 'friends']);
    expect(categoriesOffered([ADULT], null)).toEqual([ADULT]);
  });

  it("prices a platform code's discount at most the platform's share, as the server does", () => {
    const code: AppliedCode = {
      code: 'SORTIM50',
      percentOff: 50,
      amountOffCents: null,
      minParty: null,
      payer: 'platform',
      feePercent: 10,
      note: null,
      unlocksHidden: false,
      unlocked: [],
    };
    const priced = priceParty({
      categories: ALL,
      party: { [ADULT.id]: 2 },
      code,
      privateGroup: null,
      now: NOW,
    });
    expect(priced.ok && priced.quote.discountCents).toBe(600);
    expect(priced.ok && priced.quote.amountCents).toBe(5400);
  });

  it('has an early-bird price only while it lasts', () => {
    const bird = { priceCents: 1200, until: '2026-03-02T10:00:00Z', seats: 5, seatsLeft: 1 };
    const early = firstPrice(1500, { earlyBird: bird });
    expect(openEarlyBird(early, NOW)).toMatchObject({ priceCents: 1200, seatsLeft: 1 });
    expect(openEarlyBird(early, new Date('2026-03-02T10:00:00Z'))).toBeNull();
    expect(openEarlyBird({ ...early, earlyBird: { ...bird, seatsLeft: 0 } }, NOW)).toBeNull();
  });
});

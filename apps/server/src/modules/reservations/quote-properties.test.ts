import type { PriceCategory } from '@sortim/contracts/pricing';
import { type QuoteCode, quote } from '@sortim/contracts/quote';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hostShareCents } from './host-payouts.ts';
import { refundShareOf } from './refund-terms.ts';

/*
 * The quote's arithmetic over any activity, party, code and moment (contracts/quote.ts), with the refund
 * and payout rules that later read what it decided: no amount is negative, the lines add up to the total,
 * the discount never exceeds the price, and whatever is refunded, the refund, the host's share and the
 * platform's fee add up to what the guest paid.
 */

const NOW = new Date('2026-12-01T10:00:00Z');

const category = (id: number): fc.Arbitrary<PriceCategory> =>
  fc.record({
    id: fc.constant(`00000000-0000-4000-8000-${String(id).padStart(12, '0')}`),
    kind:
      id === 0
        ? fc.constant('adult' as const)
        : fc.constantFrom('child', 'reduced', 'senior', 'infant', 'custom'),
    names: fc.constant(null),
    priceCents: fc.integer({ min: 0, max: 50_000 }),
    minAge: fc.constant(null),
    maxAge: fc.constant(null),
    takesSeat: id === 0 ? fc.constant(true) : fc.boolean(),
    needsAdult: id === 0 ? fc.constant(false) : fc.boolean(),
    codeOnly: fc.constant(false),
    hidden: fc.constant(false),
    earlyBird: fc.option(
      fc.record({
        priceCents: fc.integer({ min: 0, max: 50_000 }),
        // Some end before NOW, some after, some never (seats only).
        until: fc.option(
          fc.constantFrom('2026-11-30T10:00:00Z', '2026-12-01T10:00:00Z', '2026-12-05T23:00:00Z'),
          {
            nil: null,
          },
        ),
        seats: fc.option(fc.integer({ min: 1, max: 20 }), { nil: null }),
        seatsLeft: fc.option(fc.integer({ min: 0, max: 20 }), { nil: null }),
      }),
      { nil: null },
    ),
  });

const categories = fc
  .integer({ min: 1, max: 5 })
  .chain((n) => fc.tuple(...Array.from({ length: n }, (_, i) => category(i))));

const code: fc.Arbitrary<QuoteCode | null> = fc.option(
  fc.oneof(
    fc.record({
      percentOff: fc.integer({ min: 1, max: 100 }),
      amountOffCents: fc.constant(null),
      minParty: fc.option(fc.integer({ min: 1, max: 6 }), { nil: null }),
      payer: fc.constantFrom('host' as const, 'platform' as const),
      unlocksHidden: fc.boolean(),
    }),
    fc.record({
      percentOff: fc.constant(null),
      amountOffCents: fc.integer({ min: 1, max: 100_000 }),
      minParty: fc.option(fc.integer({ min: 1, max: 6 }), { nil: null }),
      payer: fc.constantFrom('host' as const, 'platform' as const),
      unlocksHidden: fc.boolean(),
    }),
  ),
  { nil: null },
);

const party = categories.chain((cats) =>
  fc.record({
    categories: fc.constant(cats),
    lines: fc.tuple(
      ...cats.map((c) =>
        fc.record({ categoryId: fc.constant(c.id), quantity: fc.integer({ min: 0, max: 6 }) }),
      ),
    ),
    code,
    feePercent: fc.integer({ min: 0, max: 50 }),
    privateMinimumCents: fc.option(fc.integer({ min: 0, max: 200_000 }), { nil: null }),
  }),
);

describe('quote', () => {
  it('never gives a negative amount, adds its lines up to the total, and never discounts beyond the price', () => {
    fc.assert(
      fc.property(party, (input) => {
        const result = quote({
          ...input,
          now: NOW,
          maxSeats: input.privateMinimumCents === null ? null : 40,
        });
        if (!result.ok) return;
        const q = result.quote;
        for (const line of q.lines) {
          expect(line.unitPriceCents).toBeGreaterThanOrEqual(0);
          expect(line.totalCents).toBe(line.quantity * line.unitPriceCents);
        }
        expect(q.lines.reduce((sum, line) => sum + line.totalCents, 0)).toBe(q.subtotalCents);
        expect(q.discountCents).toBeGreaterThanOrEqual(0);
        expect(q.discountCents).toBeLessThanOrEqual(q.subtotalCents);
        expect(q.amountCents).toBe(q.subtotalCents - q.discountCents);
        expect(q.platformFeeCents).toBeGreaterThanOrEqual(0);
        expect(q.hostShareCents).toBeGreaterThanOrEqual(0);
        expect(q.platformFeeCents + q.hostShareCents).toBe(q.amountCents);
        if (input.privateMinimumCents !== null)
          expect(q.subtotalCents).toBeGreaterThanOrEqual(input.privateMinimumCents);
      }),
      { numRuns: 2000 },
    );
  });

  it('pays the host as if there were no code when the code is the platform’s', () => {
    fc.assert(
      fc.property(party, (input) => {
        const withCode = quote({ ...input, now: NOW, maxSeats: 40 });
        const without = quote({ ...input, code: null, now: NOW, maxSeats: 40 });
        if (!withCode.ok || !without.ok || input.code?.payer !== 'platform') return;
        expect(withCode.quote.hostShareCents).toBe(without.quote.hostShareCents);
        expect(withCode.quote.discountCents).toBeLessThanOrEqual(without.quote.platformFeeCents);
      }),
      { numRuns: 1000 },
    );
  });

  it('splits any refund so that the refund, the host’s share and the fee kept add up to what was paid', () => {
    fc.assert(
      fc.property(party, fc.constantFrom(0, 0.5, 1), (input, refundShare) => {
        const result = quote({ ...input, now: NOW, maxSeats: 40 });
        if (!result.ok) return;
        const { amountCents, platformFeeCents } = result.quote;
        const refunded = refundShare === 0 ? 0 : refundShareOf(amountCents, refundShare as 0.5 | 1);
        const status = refunded > 0 ? 'refunded' : 'paid';
        const host = hostShareCents({ status, amountCents, refundedCents: refunded, platformFeeCents });
        const feeKept = amountCents - refunded - host;
        expect(refunded).toBeLessThanOrEqual(amountCents);
        expect(host).toBeGreaterThanOrEqual(0);
        expect(feeKept).toBeGreaterThanOrEqual(0);
        expect(feeKept).toBeLessThanOrEqual(platformFeeCents);
        expect(refunded + host + feeKept).toBe(amountCents);
      }),
      { numRuns: 2000 },
    );
  });

  it('keeps the early-bird price until its moment and for its seats, then the later price', () => {
    const adult: PriceCategory = {
      id: '00000000-0000-4000-8000-000000000000',
      kind: 'adult',
      names: null,
      priceCents: 1500,
      minAge: null,
      maxAge: null,
      takesSeat: true,
      needsAdult: false,
      codeOnly: false,
      hidden: false,
      earlyBird: { priceCents: 1200, until: '2026-12-05T23:00:00Z', seats: 10, seatsLeft: 1 },
    };
    const priced = (now: string, seatsLeft: number | null) =>
      quote({
        categories: [{ ...adult, earlyBird: adult.earlyBird && { ...adult.earlyBird, seatsLeft } }],
        lines: [{ categoryId: adult.id, quantity: 2 }],
        now: new Date(now),
        code: null,
        feePercent: 10,
        privateMinimumCents: null,
      });
    const lastSeat = priced('2026-12-05T22:59:59Z', 1);
    expect(lastSeat.ok && lastSeat.quote.lines.map((l) => [l.quantity, l.unitPriceCents, l.early])).toEqual([
      [1, 1200, true],
      [1, 1500, false],
    ]);
    const aSecondBefore = priced('2026-12-05T22:59:59Z', 5);
    expect(aSecondBefore.ok && aSecondBefore.quote.subtotalCents).toBe(2400);
    const atTheEnd = priced('2026-12-05T23:00:00Z', 5);
    expect(atTheEnd.ok && atTheEnd.quote.subtotalCents).toBe(3000);
  });
});

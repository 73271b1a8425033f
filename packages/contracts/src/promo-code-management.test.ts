import { describe, expect, it } from 'vitest';
import { PROMO_CODE_MESSAGES, PromoCodeInput, promoCodeState } from './promo-code-management.ts';

const base = { code: 'friends-10', percentOff: 10, scope: { kind: 'all' } } as const;
const issues = (input: unknown) =>
  PromoCodeInput.safeParse(input).error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];

describe('PromoCodeInput', () => {
  it('takes a code in any case and keeps it upper case, with no limits unless given', () => {
    expect(PromoCodeInput.parse(base)).toEqual({
      code: 'FRIENDS-10',
      percentOff: 10,
      amountOffCents: null,
      startsAt: null,
      endsAt: null,
      totalLimit: null,
      perAccountLimit: null,
      minParty: null,
      note: null,
      unlocksHidden: false,
      scope: { kind: 'all' },
    });
  });

  it('needs exactly one of a percentage and an amount off', () => {
    const both = issues({ ...base, amountOffCents: 500 });
    expect(both).toEqual([['percentOff', PROMO_CODE_MESSAGES.oneDiscount]]);
    expect(issues({ ...base, percentOff: null })).toEqual([['percentOff', PROMO_CODE_MESSAGES.oneDiscount]]);
    expect(issues({ ...base, percentOff: null, amountOffCents: 500 })).toEqual([]);
  });

  it('refuses a percentage outside 1-100, a window that ends before it starts, a minimum party over 20', () => {
    expect(issues({ ...base, percentOff: 101 })).toEqual([['percentOff', PROMO_CODE_MESSAGES.percentOff]]);
    expect(
      issues({ ...base, startsAt: '2027-01-02T10:00:00.000Z', endsAt: '2027-01-02T10:00:00.000Z' }),
    ).toEqual([['endsAt', PROMO_CODE_MESSAGES.window]]);
    expect(issues({ ...base, minParty: 21 })).toEqual([['minParty', PROMO_CODE_MESSAGES.minParty]]);
  });

  it('tells how a code is written, and that a chosen scope names at least one activity', () => {
    expect(issues({ ...base, code: 'no spaces' })).toEqual([['code', PROMO_CODE_MESSAGES.codeShape]]);
    expect(issues({ ...base, scope: { kind: 'activities', activityIds: [] } })).toEqual([
      ['scope.activityIds', PROMO_CODE_MESSAGES.chooseActivities],
    ]);
  });

  it('keeps a note to 200 characters, an empty one as none', () => {
    expect(PromoCodeInput.parse({ ...base, note: '  ' }).note).toBeNull();
    expect(issues({ ...base, note: 'x'.repeat(201) })).toEqual([['note', PROMO_CODE_MESSAGES.note]]);
  });
});

describe('promoCodeState', () => {
  const now = new Date('2027-01-10T12:00:00Z');
  const open = { pausedAt: null, startsAt: null, endsAt: null, totalLimit: null };

  it('is live without a window or limit, scheduled before its start, ended at its end', () => {
    expect(promoCodeState(open, 0, now)).toBe('live');
    expect(promoCodeState({ ...open, startsAt: '2027-01-11T00:00:00Z' }, 0, now)).toBe('scheduled');
    expect(promoCodeState({ ...open, endsAt: now.toISOString() }, 0, now)).toBe('ended');
  });

  it('is used up at its total limit, and paused above all', () => {
    expect(promoCodeState({ ...open, totalLimit: 2 }, 2, now)).toBe('used_up');
    expect(promoCodeState({ ...open, totalLimit: 2 }, 1, now)).toBe('live');
    expect(
      promoCodeState({ ...open, pausedAt: now.toISOString(), endsAt: '2027-01-01T00:00:00Z' }, 9, now),
    ).toBe('paused');
  });
});

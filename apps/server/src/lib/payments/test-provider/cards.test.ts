import { describe, expect, it } from 'vitest';
import { GOOD_CARD } from '#src/test/test-provider-harness.ts';
import { checkTestCard } from './cards.ts';

describe('the test payment provider', () => {
  it('checks the card as Stripe’s test mode does', () => {
    const now = new Date('2026-05-15T12:00:00Z');
    const check = (card: Partial<typeof GOOD_CARD>) => checkTestCard({ ...GOOD_CARD, ...card }, now);

    expect(check({})).toBeNull();
    expect(check({ number: '4242424242424242', expiry: '05/26', cvc: '1234' })).toBeNull();
    expect(check({ number: '4242 4242' })).toEqual({
      message: 'Your card number is incomplete.',
      field: 'number',
    });
    expect(check({ number: '4242 4242 4242 4241' })).toEqual({
      message: 'Your card number is invalid.',
      field: 'number',
    });
    expect(check({ number: '5555 5555 5555 4444' })).toEqual({
      message: 'Your card was declined. This is test mode: use a test card such as 4242 4242 4242 4242.',
      field: 'number',
    });
    expect(check({ expiry: '04/26' })).toEqual({
      message: "Your card's expiration date is in the past.",
      field: 'expiry',
    });
    expect(check({ expiry: '13/30' })?.field).toBe('expiry');
    expect(check({ expiry: '1230' })?.field).toBe('expiry');
    expect(check({ cvc: '12' })).toEqual({
      message: "Your card's security code is incomplete.",
      field: 'cvc',
    });
    expect(check({ cvc: '12a' })?.field).toBe('cvc');
  });
});

import { centsToEuros, eurosToCents } from '#/features/activity-editor/lib/money.ts';

describe('eurosToCents', () => {
  it.each([
    [10, 1000],
    [0, 0],
    [19.99, 1999],
    [0.29, 29],
    [1.005, 101],
    [12.5, 1250],
    [35.1, 3510],
  ])('turns %s euros into %s cents', (euros, cents) => {
    expect(eurosToCents(euros)).toBe(cents);
  });

  it('round-trips cents', () => {
    for (const cents of [0, 1, 99, 1999, 250_000]) expect(eurosToCents(centsToEuros(cents))).toBe(cents);
  });
});

/**
 * Euros typed in the form (step 0.01) as integer cents. Binary floating point makes 19.99 * 100 =
 * 1998.9999999999998 and 1.005 * 100 = 100.49999999999999, so the product is first rounded to a few
 * decimals, then to whole cents (half up, as people round money).
 */
export function eurosToCents(euros: number): number {
  return Math.round(Number((euros * 100).toFixed(6)));
}

export const centsToEuros = (cents: number): number => cents / 100;

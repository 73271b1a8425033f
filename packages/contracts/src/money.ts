/** Money travels as integer euro cents; these convert at the edges (forms, display). */
export const eurosToCents = (euros: number): number => Math.round(euros * 100);
export const centsToEuros = (cents: number): number => cents / 100;

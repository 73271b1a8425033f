/**
 * 'Now' for text written relative to it (a date shows its year only when it is not this year's). A seam of
 * its own so the component tests pin it, and a fixed date in a test reads the same whatever year they run in.
 */
export const today = { date: (): Date => new Date() };

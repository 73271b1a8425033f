/**
 * Completed / started x 100, to 1 decimal (half up, as PostgreSQL's round); 0 when nothing started.
 * One formula for the overview, the daily rollup and the A/B test, so the three tabs never disagree.
 * Rounding `completed x 1000 / started` keeps an exact half (1 of 8 is 12.5) exact.
 */
export function conversionRate(completed: number, started: number): number {
  return started > 0 ? Math.round((completed * 1000) / started) / 10 : 0;
}

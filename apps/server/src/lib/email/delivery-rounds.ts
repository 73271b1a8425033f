import { createHash } from 'node:crypto';

/*
 * How long the outbox keeps trying to deliver a message while the mail server refuses or is away. Each
 * round is one `email.deliver` job with pg-boss's own retries (about 5 to 10 minutes of them, see
 * lib/queues.ts); when a round's retries are spent the row stays queued, and the outbox sweep (every
 * minute) starts the next round once its time comes, counted from the row's creation. So an outage of
 * minutes costs minutes, one of hours costs at most about the same again, and a message is given up
 * ('failed') only when it could not be delivered for a whole day.
 */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** When each round may start, by the row's age. Round 0 is the dispatch at creation. */
export const DELIVERY_ROUND_STARTS_MS = [
  0,
  15 * MINUTE,
  30 * MINUTE,
  HOUR,
  2 * HOUR,
  4 * HOUR,
  8 * HOUR,
  16 * HOUR,
];

/** A row still undelivered at this age is marked failed for good. */
export const GIVE_UP_AFTER_MS = 24 * HOUR;

/** The round a row of this age is in: the last one whose start has come. */
export function roundAt(ageMs: number): number {
  let round = 0;
  for (const [i, start] of DELIVERY_ROUND_STARTS_MS.entries()) if (ageMs >= start) round = i;
  return round;
}

/**
 * The pg-boss job id of a row's round: the row's own id for round 0 (so a repeated dispatch adds nothing),
 * then a UUID derived from the row and the round, so each round has exactly one job however many sweeps
 * or processes try to start it.
 */
export function deliveryJobId(outboxId: string, round: number): string {
  if (round === 0) return outboxId;
  const hex = createHash('sha256').update(`${outboxId}#round-${round}`).digest('hex');
  // The layout of a UUID version 5 (name-based), which pg-boss's uuid column takes like any other.
  const variant = ((Number.parseInt(hex.slice(16, 17), 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

import { z } from 'zod';

/** A plain acknowledgement for actions with nothing else to return. */
export const Ok = z.object({ ok: z.literal(true) });
export type Ok = z.infer<typeof Ok>;

/** The message the UI shows for a 429 from any endpoint. */
export const RATE_LIMITED_MESSAGE = 'Too many attempts. Please wait a moment and try again.';

import { z } from 'zod';

/** A plain acknowledgement for actions with nothing else to return. */
export const Ok = z.object({ ok: z.literal(true) });
export type Ok = z.infer<typeof Ok>;

// The messages live beside, without zod, for the web app's first load; imported from here as before.
export { COMMON_MESSAGES, RATE_LIMITED_MESSAGE, REQUEST_MESSAGES } from './common-messages.ts';

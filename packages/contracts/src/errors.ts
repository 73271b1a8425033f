import { z } from 'zod';

/**
 * Every error response of the API: `{ error: { code, message, messageKey?, fields?, fieldKeys? } }`.
 * Messages are English; a message the contracts define also travels as its key (see messages.ts), which
 * the client translates, keeping the English when it does not know the key.
 */
export const ApiError = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    messageKey: z.string().optional(),
    fields: z.record(z.string(), z.string()).optional(),
    /** The keys of the `fields` messages that have one, by field. */
    fieldKeys: z.record(z.string(), z.string()).optional(),
  }),
});
export type ApiError = z.infer<typeof ApiError>;

export const ERROR_CODES = [
  'bad_request',
  'validation_failed',
  'unauthorized',
  'forbidden',
  'not_found',
  'conflict',
  'rate_limited',
  'internal',
  'unavailable',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

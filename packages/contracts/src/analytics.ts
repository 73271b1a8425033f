import { z } from 'zod';

export const ANALYTICS_LIMITS = {
  pageMax: 200,
  sessionIdMin: 8,
  sessionIdMax: 100,
  /** Bytes of the metadata as JSON (UTF-8). */
  metadataMaxBytes: 2048,
} as const;

/**
 * The events a browser may send. checkout_started is not one of them: the server records it as it creates a
 * checkout (a signed-in guest, a bookable activity, spots held), so nobody can inflate the conversion rate
 * or tilt the A/B test by posting it.
 */
export const CLIENT_ANALYTICS_EVENT_TYPES = ['page_view'] as const;
export const CLIENT_EVENT_TYPE_MESSAGE =
  'must be page_view: checkout_started is recorded by the server when a checkout starts';

const jsonBytes = (value: unknown) => new TextEncoder().encode(JSON.stringify(value)).length;

/**
 * `POST /api/analytics/events`. The user comes from the session, never from the body. A page view names
 * a page or an activity.
 */
export const AnalyticsEventInput = z
  .object({
    eventType: z.enum(CLIENT_ANALYTICS_EVENT_TYPES, { error: CLIENT_EVENT_TYPE_MESSAGE }),
    page: z
      .string()
      .max(ANALYTICS_LIMITS.pageMax)
      .regex(/^\/[^\s]*$/, 'must be a path starting with /')
      .optional(),
    activityId: z.uuid().optional(),
    /** Kept by the browser in sessionStorage for the visit. */
    sessionId: z.string().min(ANALYTICS_LIMITS.sessionIdMin).max(ANALYTICS_LIMITS.sessionIdMax),
    metadata: z
      .record(z.string(), z.unknown())
      .refine((value) => jsonBytes(value) <= ANALYTICS_LIMITS.metadataMaxBytes, {
        message: `must be at most ${ANALYTICS_LIMITS.metadataMaxBytes} bytes as JSON`,
      })
      .optional(),
  })
  .refine((v) => v.page !== undefined || v.activityId !== undefined, {
    message: 'a page view needs a page or an activityId',
    path: ['page'],
  });
export type AnalyticsEventInput = z.infer<typeof AnalyticsEventInput>;

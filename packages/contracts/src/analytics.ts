import { z } from 'zod';
import { ANALYTICS_EVENT_TYPES } from './taxonomy.ts';

export const ANALYTICS_LIMITS = {
  pageMax: 200,
  sessionIdMin: 8,
  sessionIdMax: 100,
  /** Bytes of the metadata as JSON (UTF-8). */
  metadataMaxBytes: 2048,
} as const;

const jsonBytes = (value: unknown) => new TextEncoder().encode(JSON.stringify(value)).length;

/**
 * `POST /api/analytics/events`. The user comes from the session, never from the body. A page view names
 * a page or an activity; a checkout start names its activity.
 */
export const AnalyticsEventInput = z
  .object({
    eventType: z.enum(ANALYTICS_EVENT_TYPES),
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
  .refine((v) => v.eventType !== 'page_view' || v.page !== undefined || v.activityId !== undefined, {
    message: 'a page view needs a page or an activityId',
    path: ['page'],
  })
  .refine((v) => v.eventType !== 'checkout_started' || v.activityId !== undefined, {
    message: 'a checkout start needs its activityId',
    path: ['activityId'],
  });
export type AnalyticsEventInput = z.infer<typeof AnalyticsEventInput>;

import { randomBytes } from 'node:crypto';

/** The feed's secret token, its only credential: renewing it stops the old URL at once. */
export const newFeedToken = () => randomBytes(24).toString('base64url');

/** Where calendar apps subscribe to the feed behind `token`. */
export const feedUrl = (publicUrl: string, token: string) => `${publicUrl}/api/calendar/feeds/${token}.ics`;

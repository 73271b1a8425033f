import { isNull } from 'drizzle-orm';
import { reviews } from '#src/db/schema.ts';

/**
 * A review still shown: not hidden by an admin acting on a report. Every page, list and average of
 * reviews reads only these (the activity's list, the host's profile and rating, the admin dashboard);
 * a hidden review stays in the table for the record and still counts as the reviewer's one review.
 */
export const reviewShown = isNull(reviews.hiddenAt);

/**
 * SLOT: the reviews section (average to 1 decimal and count, the list newest first, the review form). Its API
 * is not built yet; until it lands this renders nothing rather than an empty or invented list.
 */
export function ActivityReviewsSlot(_props: { activityId: string }) {
  return null;
}

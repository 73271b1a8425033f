/**
 * SLOT: the attendees card (signed-in users only). `GET /api/activities/:id/attendees` applies the privacy
 * rule on the server and is not built yet; until it lands this renders nothing rather than a fake list.
 */
export function ActivityAttendeesSlot(_props: { activityId: string }) {
  return null;
}

import type { AttendeeList } from '@sortim/contracts/attendees';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, typedReply } from '#/lib/api-client.ts';
import { activityKeys } from '#/lib/query-keys.ts';

/** `GET /api/activities/:id/attendees`: signed-in callers only; the server cuts it down to what they may see. */
export const fetchAttendees = (activityId: string) =>
  api.get(`/api/activities/${encodeURIComponent(activityId)}/attendees`, typedReply<AttendeeList>());

export const attendeesQuery = (activityId: string) =>
  queryOptions({ queryKey: activityKeys.attendees(activityId), queryFn: () => fetchAttendees(activityId) });

/** `enabled` is false for anonymous visitors: they see nothing, so nothing is asked. */
export function useAttendees(activityId: string, { enabled }: { enabled: boolean }) {
  return useQuery({ ...attendeesQuery(activityId), enabled });
}

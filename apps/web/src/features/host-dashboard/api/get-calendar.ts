import { CalendarStatus } from '@sortim/contracts/calendar';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#/lib/api-client.ts';
import { hostKeys } from '#/lib/query-keys.ts';

/** `GET /api/host/calendar`: the connected .ics address (if any), its last sync and the private feed. */
export const fetchCalendar = () => api.get('/api/host/calendar', CalendarStatus);

export const calendarQuery = queryOptions({ queryKey: hostKeys.calendar, queryFn: fetchCalendar });

export function useCalendar() {
  return useQuery(calendarQuery);
}

/**
 * Every calendar call answers with the new status: keep it, and when events were imported refresh the
 * host's activity lists, which now hold the new drafts.
 */
export async function storeCalendarStatus(queryClient: QueryClient, status: CalendarStatus) {
  queryClient.setQueryData(hostKeys.calendar, status);
  if (status.imported === 0) return;
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: hostKeys.dashboard }),
    queryClient.invalidateQueries({ queryKey: hostKeys.activities }),
  ]);
}

import { CalendarStatus } from '@sortim/contracts/calendar';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { storeCalendarStatus } from '#/features/host-dashboard/api/get-calendar.ts';
import { api } from '#/lib/api-client.ts';

/** `POST /api/host/calendar/sync`: fetch the connected calendar again now. */
export const syncCalendar = () => api.post('/api/host/calendar/sync', CalendarStatus);

export function useSyncCalendar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: syncCalendar,
    onSuccess: (status) => storeCalendarStatus(queryClient, status),
  });
}

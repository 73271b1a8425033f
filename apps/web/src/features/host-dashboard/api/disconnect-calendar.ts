import { CalendarStatus } from '@sortim/contracts/calendar';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { storeCalendarStatus } from '#/features/host-dashboard/api/get-calendar.ts';
import { api } from '#/lib/api-client.ts';

/** `DELETE /api/host/calendar`: stop importing; drafts already imported stay. */
export const disconnectCalendar = () => api.delete('/api/host/calendar', CalendarStatus);

export function useDisconnectCalendar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disconnectCalendar,
    onSuccess: (status) => storeCalendarStatus(queryClient, status),
  });
}

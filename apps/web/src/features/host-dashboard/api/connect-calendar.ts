import { type CalendarConnectInput, CalendarStatus } from '@sortim/contracts/calendar';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { storeCalendarStatus } from '#/features/host-dashboard/api/get-calendar.ts';
import { api } from '#/lib/api-client.ts';

/** `PUT /api/host/calendar`: connect an .ics address and sync it at once (400/502 'Connection failed'). */
export const connectCalendar = (input: CalendarConnectInput) =>
  api.put('/api/host/calendar', CalendarStatus, input);

export function useConnectCalendar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: connectCalendar,
    onSuccess: (status) => storeCalendarStatus(queryClient, status),
  });
}

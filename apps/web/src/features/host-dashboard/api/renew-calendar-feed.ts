import { CalendarStatus } from '@sortim/contracts/calendar';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { storeCalendarStatus } from '#/features/host-dashboard/api/get-calendar.ts';
import { api } from '#/lib/api-client.ts';

/** `POST /api/host/calendar/feed`: a new private feed address; the old one stops working. */
export const renewCalendarFeed = () => api.post('/api/host/calendar/feed', CalendarStatus);

export function useRenewCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renewCalendarFeed,
    onSuccess: (status) => storeCalendarStatus(queryClient, status),
  });
}

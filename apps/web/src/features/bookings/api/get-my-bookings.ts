import { MyBookingList } from '@sortim/contracts/bookings';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#/lib/api-client.ts';
import { sessionKeys } from '#/lib/query-keys.ts';

/** `GET /api/bookings`: the caller's own bookings, newest first, each with its activity. */
export const fetchMyBookings = () => api.get('/api/bookings', MyBookingList);

export const myBookingsQuery = queryOptions({ queryKey: sessionKeys.bookings, queryFn: fetchMyBookings });

export function useMyBookings() {
  return useQuery(myBookingsQuery);
}

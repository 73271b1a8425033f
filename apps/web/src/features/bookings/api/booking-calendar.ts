/**
 * `GET /api/bookings/:id/calendar`: the caller's booking as an iCalendar file, the event its e-mails carry.
 * A plain link (the session cookie goes with it): a phone opens it in its calendar, a computer downloads it.
 */
export const bookingCalendarUrl = (bookingId: string) =>
  `/api/bookings/${encodeURIComponent(bookingId)}/calendar`;

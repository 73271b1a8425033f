import { APP_NAME } from '@sortim/contracts/product';
import { createEvent } from 'ics';

export type BookingEventInput = {
  bookingId: string;
  title: string;
  startTime: Date;
  endTime: Date;
  locationName: string;
  address: string;
  /** The activity's page, linked from the event. */
  url: string;
  /** Raised with each change the host makes (the activity's schedule version), so calendars replace the event. */
  sequence?: number;
};

/** The UID a booking's event keeps everywhere, so a calendar replaces it instead of adding a copy. */
export const bookingEventUid = (bookingId: string) => `booking-${bookingId}@sortim.app`;

/**
 * A booking as an iCalendar file (one VEVENT). Times go in and out as UTC instants, so the event is
 * exact whatever the server's zone; calendar apps show it in the reader's own zone.
 */
export function bookingCalendarFile(input: BookingEventInput): string {
  const { error, value } = createEvent({
    productId: `-//${APP_NAME}//Bookings//EN`,
    uid: bookingEventUid(input.bookingId),
    sequence: input.sequence ?? 0,
    title: input.title,
    start: input.startTime.getTime(),
    end: input.endTime.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    location: `${input.locationName}, ${input.address}`,
    url: input.url,
    description: `Your ${APP_NAME} booking. Details: ${input.url}`,
    status: 'CONFIRMED',
    busyStatus: 'BUSY',
  });
  if (error || !value) {
    throw new Error(`could not build the calendar file of booking ${input.bookingId}`, { cause: error });
  }
  return value;
}

import { APP_TIME_ZONE, CURRENCY } from '@sortim/contracts/product';

/*
 * How e-mails write money and times. Activities happen in Barcelona, so every time is its wall time
 * (daylight saving included) whatever the server's zone; e-mails are in English, 24-hour.
 */

const euros = new Intl.NumberFormat('en-GB', {
  style: 'currency',
  currency: CURRENCY,
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** Integer euro cents as '€45.00'. */
export const formatEuros = (cents: number): string => euros.format(cents / 100);

const wallClock = new Intl.DateTimeFormat('en-GB', {
  timeZone: APP_TIME_ZONE,
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

function barcelonaParts(date: Date) {
  const parts = wallClock.formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return {
    // Assembled by hand: ICU versions differ on the comma after the weekday.
    day: `${part('weekday')} ${part('day')} ${part('month')} ${part('year')}`,
    time: `${part('hour')}:${part('minute')}`,
  };
}

/** A moment in Barcelona: 'Saturday 5 December 2026, 18:00'. */
export function formatBarcelonaTime(date: Date): string {
  const { day, time } = barcelonaParts(date);
  return `${day}, ${time}`;
}

/** An activity's slot in Barcelona: 'Saturday 5 December 2026, 18:00–21:00'; the end day is named when it differs. */
export function formatBarcelonaSlot(start: Date, end: Date): string {
  const from = barcelonaParts(start);
  const to = barcelonaParts(end);
  return from.day === to.day
    ? `${from.day}, ${from.time}–${to.time}`
    : `${from.day}, ${from.time} – ${to.day}, ${to.time}`;
}

/** '1 spot', '3 spots'. */
export const formatSpots = (spots: number): string => `${spots} ${spots === 1 ? 'spot' : 'spots'}`;

/** A title as one line: line breaks in a subject would start new header lines. */
export const oneLine = (value: string): string => value.replace(/\s+/g, ' ').trim();

import { CHECK_IN_SCAN_MAX_AGE_HOURS, type CheckInResult } from '@sortim/contracts/check-in';
import { toLocale } from '@sortim/contracts/product';
import { ticketLabel } from '@sortim/contracts/ticket-category';
import type { TFunction } from 'i18next';
import { formatDate, formatDateTime, formatTime } from '#/lib/format.ts';

/** The headline of a scan's answer: 'Valid: party of 3, 2 of 3 in', 'Already checked in at 10:02 by Marta'. */
export function outcomeText(
  t: TFunction,
  result: CheckInResult,
  /** The check-in window, and the activity's city's clock its times are written on. */
  window: { opensAt: string; closesAt: string; timeZone: string },
  language: string,
): string {
  const party = result.party;
  switch (result.outcome) {
    case 'valid':
      return party
        ? t('door.outcome.valid', { total: party.tickets, in: party.checkedIn })
        : t('door.outcome.validSeat');
    case 'undone':
      return party
        ? t('door.outcome.undone', { total: party.tickets, in: party.checkedIn })
        : t('door.outcome.undoneSeat');
    case 'already_checked_in': {
      const time = result.checkedInAt ? formatTime(result.checkedInAt) : null;
      if (time && result.checkedInByName) {
        return t('door.outcome.alreadyBy', { time, name: result.checkedInByName });
      }
      return time ? t('door.outcome.alreadyAt', { time }) : t('door.outcome.already');
    }
    case 'refunded':
      return t('door.outcome.refunded');
    case 'cancelled':
      return t('door.outcome.cancelled');
    case 'other_activity':
      return t('door.outcome.otherActivity');
    case 'unknown':
      return t('door.outcome.unknown');
    case 'stale':
      return t('door.outcome.stale', { hours: CHECK_IN_SCAN_MAX_AGE_HOURS });
    case 'limit_reached':
      return t('door.outcome.limitReached');
    case 'not_open': {
      const before = Date.now() < Date.parse(window.opensAt);
      const at = before ? window.opensAt : window.closesAt;
      if (formatDate(at, language, window.timeZone) === formatDate(Date.now(), language, window.timeZone)) {
        return t(before ? 'door.outcome.opensAt' : 'door.outcome.closedAt', {
          time: formatTime(at, window.timeZone),
        });
      }
      return t(before ? 'door.outcome.opensOn' : 'door.outcome.closedOn', {
        date: formatDateTime(at, language, window.timeZone),
      });
    }
  }
}

/** The scanned ticket's price and its guest's name ('Child · Marc'): the door checks an age. */
export function ticketText(result: CheckInResult, language: string): string | null {
  return ticketLabel(result, toLocale(language));
}

/** Who a scan was about: 'Ana · seat 2'. */
export function whoText(t: TFunction, result: CheckInResult): string | null {
  if (!result.party) return null;
  return result.seat === null
    ? result.party.guestName
    : t('door.guestSeat', { name: result.party.guestName, seat: result.seat });
}

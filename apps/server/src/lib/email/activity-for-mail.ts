import { activities } from '#src/db/schema.ts';
import { activityCityName, activityTimeZone } from '#src/lib/activity-time-zone.ts';

/**
 * An activity as e-mails tell of it: the columns every e-mail about an activity selects (its query reads
 * `activities`), beside whom it goes to (recipient.ts). Its title as guests read it is `guestTitle` of these;
 * a field every such e-mail needs (a time zone, a meeting point) is one line here.
 */
export const activityForMailColumns = {
  title: activities.title,
  seriesId: activities.seriesId,
  startTime: activities.startTime,
  endTime: activities.endTime,
  /** Its city's zone: every date and time the e-mail writes is on that wall clock. */
  timeZone: activityTimeZone,
  /** Its city's name, which the e-mail's sentences give as that clock's ("Lisbon time"). */
  cityName: activityCityName,
};

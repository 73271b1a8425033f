import type { MyBooking } from '@sortim/contracts/bookings';
import CalendarDays from 'lucide-react/icons/calendar-days';
import MapPin from 'lucide-react/icons/map-pin';
import { useTranslation } from 'react-i18next';
import { Fact } from '#/components/fact-list.tsx';
import { formatActivityDate } from '#/lib/format.ts';

/** A booked activity's Barcelona date and time and its place, as facts of a FactList (My Bookings, tickets). */
export function BookingWhenWhere({ activity }: { activity: MyBooking['activity'] }) {
  const { t, i18n } = useTranslation();
  const place = [activity.locationName, activity.address].filter(Boolean).join(', ');
  return (
    <>
      <Fact icon={CalendarDays} label={t('myBookings.when')} hideLabel>
        <span className="tabular-nums">
          {formatActivityDate(activity.startTime, activity.endTime, i18n.language, activity.timeZone)}
        </span>
      </Fact>
      {place && (
        <Fact icon={MapPin} label={t('myBookings.where')} hideLabel>
          {place}
        </Fact>
      )}
    </>
  );
}

import type { ActivityDetail } from '@sortim/contracts/activities';
import Check from 'lucide-react/icons/check';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '#/components/ui/button.tsx';
import { formatActivityDate } from '#/lib/format.ts';

/** Dates shown before 'Show all': a choice, without pushing the booking button far down. */
const FIRST_SHOWN = 3;

/**
 * The dates of a series (a series is one activity to guests): each is an activity of its own, with its
 * own spots, bookings and waitlist, so choosing one opens its page. Nothing for an activity outside a
 * series, or a series with this date alone left.
 */
export function SeriesDates({
  activity,
}: {
  activity: Pick<ActivityDetail, 'id' | 'seriesDates' | 'timeZone'>;
}) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const [showAll, setShowAll] = useState(false);
  const dates = activity.seriesDates;
  if (dates.length < 2) return null;
  // The date on show is always among those listed, however far into the series it is.
  const current = dates.findIndex((date) => date.id === activity.id);
  const shown = showAll ? dates : dates.slice(0, Math.max(FIRST_SHOWN, current + 1));

  return (
    <nav aria-labelledby={headingId} className="flex flex-col gap-2">
      <h2 id={headingId} className="font-semibold text-sm">
        {t('activity.seriesDates.title')}
      </h2>
      <ul className="flex flex-col gap-1.5">
        {shown.map((date) => {
          const selected = date.id === activity.id;
          return (
            <li key={date.id}>
              <Link
                to={`/activity/${date.id}`}
                aria-current={selected ? 'page' : undefined}
                className="flex flex-col rounded-lg border px-3 py-2 text-sm transition-colors hover:bg-muted aria-[current=page]:border-primary aria-[current=page]:bg-primary/5"
              >
                <span className="tabular-nums">
                  {formatActivityDate(date.startTime, date.endTime, i18n.language, activity.timeZone)}
                </span>
                <span className="flex items-center justify-between gap-2 text-muted-foreground text-xs tabular-nums">
                  {date.spotsRemaining > 0
                    ? t('activityCard.spotsLeft', { count: date.spotsRemaining })
                    : t('activityCard.soldOut')}
                  {/* Marked by more than its colour: the date on show carries a check. */}
                  {selected && <Check aria-hidden className="size-4 shrink-0 text-primary" />}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
      {shown.length < dates.length && (
        <Button variant="ghost" size="sm" className="w-fit" onClick={() => setShowAll(true)}>
          {t('activity.seriesDates.showAll', { count: dates.length })}
        </Button>
      )}
    </nav>
  );
}

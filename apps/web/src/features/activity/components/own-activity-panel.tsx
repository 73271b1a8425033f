import type { ActivityDetail } from '@sortim/contracts/activities';
import { useQuery } from '@tanstack/react-query';
import ClipboardCheck from 'lucide-react/icons/clipboard-check';
import Pencil from 'lucide-react/icons/pencil';
import Users from 'lucide-react/icons/users';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '#/components/ui/button.tsx';
import { activityGuestsQuery } from '#/lib/host-activities.ts';

/**
 * What the host sees on their own activity's page instead of the booking panel: what they can do with it
 * (edit it, see who booked, open the door), and whether guests can see it yet. A host cannot book their own
 * activity, so nothing here offers it.
 */
export function OwnActivityPanel({ activity }: { activity: Pick<ActivityDetail, 'id' | 'isPublished'> }) {
  const { t } = useTranslation();
  const guests = useQuery(activityGuestsQuery(activity.id));
  const seatsSold = guests.data?.totals.seatsSold;
  return (
    <section aria-labelledby="own-activity-title" className="flex flex-col gap-3">
      <h2 id="own-activity-title" className="font-semibold text-lg">
        {t('activity.own.title')}
      </h2>
      {!activity.isPublished && <p className="text-muted-foreground text-sm">{t('activity.own.draft')}</p>}
      <div className="grid gap-2">
        <Button asChild size="lg">
          <Link to={`/edit-activity/${activity.id}`}>
            <Pencil aria-hidden />
            {t('activity.own.edit')}
          </Link>
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link to={`/activity-guests/${activity.id}`}>
            <Users aria-hidden />
            {seatsSold === undefined
              ? t('activity.own.guestsLoading')
              : t('activity.own.guests', { count: seatsSold })}
          </Link>
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link to={`/check-in/${activity.id}`}>
            <ClipboardCheck aria-hidden />
            {t('activity.own.doorCheckIn')}
          </Link>
        </Button>
      </div>
    </section>
  );
}

import type { PrivateRequest } from '@sortim/contracts/private-groups';
import CalendarHeart from 'lucide-react/icons/calendar-heart';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '#/components/ui/badge.tsx';
import { useMyPrivateRequests } from '#/features/bookings/api/get-my-private-requests.ts';
import { formatActivityDate } from '#/lib/format.ts';

/**
 * The guest's requests for private dates, under their bookings: each with its activity, the date and group
 * asked for, where it stands, and a link to its page (where an accepted one is paid). Nothing shows for a
 * guest who never asked, nor while the list loads or when it fails: the bookings are the page.
 */
export function PrivateRequestList() {
  const { t } = useTranslation();
  const query = useMyPrivateRequests();
  const items = query.data?.items ?? [];
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="private-requests-title" className="mt-10 flex flex-col gap-3">
      <h2 id="private-requests-title" className="flex items-center gap-2 font-semibold text-xl">
        <CalendarHeart aria-hidden className="size-5 text-primary" />
        {t('privateRequests.list.title')}
      </h2>
      <ul className="flex flex-col gap-2">
        {items.map((request) => (
          <li key={request.id}>
            <RequestRow request={request} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function RequestRow({ request }: { request: PrivateRequest }) {
  const { t, i18n } = useTranslation();
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl border bg-card p-3 shadow-sm">
      <div className="flex min-w-0 flex-col gap-0.5">
        <p className="font-medium">{request.activity.title}</p>
        <p className="text-muted-foreground text-sm tabular-nums">
          {formatActivityDate(request.startsAt, request.endsAt, i18n.language, request.activity.timeZone)} ·{' '}
          {t('privateRequests.group', { count: request.groupSize })}
        </p>
      </div>
      <div className="flex items-center gap-3">
        <Badge variant="secondary">{t(`privateRequests.stage.${request.stage}`)}</Badge>
        <Link
          to={`/private-requests/${request.id}`}
          className="rounded-sm text-link text-sm hover:underline focus-visible:ring-[3px] focus-visible:ring-ring focus-visible:outline-none"
        >
          {t('privateRequests.list.open')}
          <span className="sr-only">: {request.activity.title}</span>
        </Link>
      </div>
    </div>
  );
}

import type { PrivateRequest } from '@sortim/contracts/private-groups';
import CalendarDays from 'lucide-react/icons/calendar-days';
import CalendarHeart from 'lucide-react/icons/calendar-heart';
import CreditCard from 'lucide-react/icons/credit-card';
import Users from 'lucide-react/icons/users';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { EmptyState } from '#/components/empty-state.tsx';
import { Fact, FactList } from '#/components/fact-list.tsx';
import { LoadError } from '#/components/load-error.tsx';
import { LoadingState } from '#/components/loading-state.tsx';
import { PageHeader } from '#/components/page-header.tsx';
import { Badge } from '#/components/ui/badge.tsx';
import { Button } from '#/components/ui/button.tsx';
import { isMissingRequest, usePrivateRequest } from '#/features/private-groups/api/get-private-request.ts';
import { usePayPrivateRequest } from '#/features/private-groups/api/pay-private-request.ts';
import { errorMessage } from '#/lib/api-client.ts';
import { useCityName } from '#/lib/cities.ts';
import { formatActivityDate, formatDateTime, formatMoney } from '#/lib/format.ts';
import { useMe } from '#/lib/session.ts';
import { toast } from '#/lib/toast.ts';

/**
 * /private-requests/:id, where a request for a private date stands, for its guest (and the activity's host or
 * an admin, who read it): the date and group asked for, the messages, and the next step. Accepted and still
 * held: the guest's "Pay €X", which opens the payment page of the held date. Expired: the link is over and the
 * date was released.
 */
export function PrivateRequestPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const query = usePrivateRequest(id);

  if (query.isPending) {
    return (
      <div className="page-container pb-16">
        <LoadingState message={t('privateRequestPage.loading')} />
      </div>
    );
  }
  if (query.isError) {
    return (
      <div className="page-container max-w-3xl pb-16">
        <PageHeader title={t('privateRequestPage.title')} />
        {isMissingRequest(query.error) ? (
          <EmptyState
            icon={CalendarHeart}
            title={t('privateRequestPage.notFound')}
            body={t('privateRequestPage.notFoundBody')}
          />
        ) : (
          <LoadError
            headingLevel={2}
            title={t('privateRequestPage.loadError')}
            onRetry={() => void query.refetch()}
            retrying={query.isRefetching}
          />
        )}
      </div>
    );
  }
  return <RequestDetails request={query.data} />;
}

function RequestDetails({ request }: { request: PrivateRequest }) {
  const { t, i18n } = useTranslation();
  const me = useMe();
  const isGuest = me.user?.id === request.guest.id;

  return (
    <div className="page-container max-w-3xl pb-16">
      <PageHeader title={t('privateRequestPage.title')} subtitle={request.activity.title}>
        <Badge variant="secondary" size="md">
          {t(`privateRequests.stage.${request.stage}`)}
        </Badge>
      </PageHeader>
      <div className="flex flex-col gap-6 rounded-xl border bg-card p-5">
        <FactList className="grid gap-4 sm:grid-cols-2">
          <Fact icon={CalendarDays} label={t('privateRequestPage.when')}>
            <span className="tabular-nums">
              {formatActivityDate(request.startsAt, request.endsAt, i18n.language, request.activity.timeZone)}
            </span>
          </Fact>
          <Fact icon={Users} label={t('privateRequestPage.group')}>
            {t('privateRequests.group', { count: request.groupSize })}
            {!isGuest && (
              <span className="block text-muted-foreground">
                {t('privateRequestPage.requestedBy', { name: request.guest.displayName })}
              </span>
            )}
          </Fact>
        </FactList>
        {request.message && <Said label={t('privateRequestPage.yourMessage')} text={request.message} />}
        {request.hostNote && <Said label={t('privateRequestPage.hostNote')} text={request.hostNote} />}
        <NextStep request={request} isGuest={isGuest} />
      </div>
    </div>
  );
}

function Said({ label, text }: { label: string; text: string }) {
  return (
    <figure className="flex flex-col gap-1">
      <figcaption className="font-medium text-muted-foreground text-xs uppercase tracking-wide">
        {label}
      </figcaption>
      <blockquote className="whitespace-pre-line border-l-2 pl-3">{text}</blockquote>
    </figure>
  );
}

/** What the request's stage says, and the way on. */
function NextStep({ request, isGuest }: { request: PrivateRequest; isGuest: boolean }) {
  const { t, i18n } = useTranslation();
  const nameOf = useCityName();
  const activityLink = (
    <Button asChild variant="outline">
      <Link to={`/activity/${request.activity.id}`}>{t('privateRequestPage.seeActivity')}</Link>
    </Button>
  );
  switch (request.stage) {
    case 'pending':
      return <p>{t('privateRequestPage.pendingBody')}</p>;
    case 'declined':
      return (
        <div className="flex flex-col items-start gap-3">
          <p>{t('privateRequestPage.declinedBody')}</p>
          {activityLink}
        </div>
      );
    case 'expired':
      return (
        <div className="flex flex-col items-start gap-3">
          <p>{t('privateRequestPage.expiredBody')}</p>
          {activityLink}
        </div>
      );
    case 'paid':
      return (
        <div className="flex flex-col items-start gap-3">
          <p>{t('privateRequestPage.paidBody')}</p>
          {isGuest && (
            <Button asChild variant="outline">
              <Link to="/bookings">{t('privateRequestPage.seeBookings')}</Link>
            </Button>
          )}
        </div>
      );
    case 'payable':
      return (
        <div className="flex flex-col items-start gap-3">
          <p>
            {t('privateRequestPage.payableBody', {
              until: request.date
                ? formatDateTime(request.date.payBy, i18n.language, request.activity.timeZone)
                : '',
              city: nameOf(request.activity.cityName),
            })}
          </p>
          {isGuest && request.date && (
            <PayButton requestId={request.id} amountCents={request.date.amountCents} />
          )}
        </div>
      );
  }
}

/** "Pay €X": the payment page of the held date; busy from the click until the browser has left. */
function PayButton({ requestId, amountCents }: { requestId: string; amountCents: number }) {
  const { t, i18n } = useTranslation();
  const pay = usePayPrivateRequest(requestId);
  const [leaving, setLeaving] = useState(false);
  const busy = pay.isPending || leaving;

  const start = () => {
    if (busy) return;
    pay.mutate(undefined, {
      onSuccess: ({ url }) => {
        setLeaving(true);
        window.location.assign(url);
      },
      onError: (error) =>
        toast.error(t('privateRequestPage.payFailed'), { description: errorMessage(error, '') }),
    });
  };

  return (
    <Button size="lg" onClick={start} disabled={busy}>
      <CreditCard aria-hidden />
      {busy
        ? t('privateRequestPage.paying')
        : t('privateRequestPage.pay', { amount: formatMoney(amountCents, i18n.language) })}
    </Button>
  );
}

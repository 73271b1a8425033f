import type { PrivateRequest } from '@sortim/contracts/private-groups';
import { DeclinePrivateRequestInput, PRIVATE_REQUEST_TEXT_MAX } from '@sortim/contracts/private-groups';
import Loader2 from 'lucide-react/icons/loader-circle';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormField, fieldAria } from '#/components/form-field.tsx';
import { Badge } from '#/components/ui/badge.tsx';
import { Button } from '#/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#/components/ui/card.tsx';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '#/components/ui/dialog.tsx';
import { Textarea } from '#/components/ui/textarea.tsx';
import {
  useAnswerPrivateRequest,
  useHostPrivateRequests,
} from '#/features/host-dashboard/api/host-private-requests.ts';
import { errorMessage } from '#/lib/api-client.ts';
import { formatActivityDate } from '#/lib/format.ts';
import { messageText } from '#/lib/message-text.ts';
import { toast } from '#/lib/toast.ts';

/**
 * Requests for private dates of the host's activities whose time has not passed, those waiting for an answer
 * first, each with Accept (the date is made and held for the group 48 hours) and Decline with a note. The
 * request e-mail's link lands here (#private-requests). Nothing shows while there are none.
 */
export function PrivateRequestsCard() {
  const { t } = useTranslation();
  const query = useHostPrivateRequests();
  const headingId = useId();
  const items = query.data?.items ?? [];
  if (items.length === 0) return null;
  return (
    <Card id="private-requests" aria-labelledby={headingId} role="region" className="scroll-mt-24">
      <CardHeader>
        <CardTitle>
          <h2 id={headingId} className="text-lg">
            {t('hostPrivateRequests.title')}
          </h2>
        </CardTitle>
        <CardDescription>{t('hostPrivateRequests.subtitle')}</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="flex flex-col divide-y">
          {items.map((request) => (
            <li key={request.id} className="py-3 first:pt-0 last:pb-0">
              <RequestRow request={request} />
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

function RequestRow({ request }: { request: PrivateRequest }) {
  const { t, i18n } = useTranslation();
  const when = formatActivityDate(request.startsAt, request.endsAt, i18n.language, request.activity.timeZone);
  return (
    <article aria-label={`${request.activity.title} · ${when}`} className="flex flex-col gap-2">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="flex min-w-0 flex-col gap-0.5">
          <Link to={`/activity/${request.activity.id}`} className="font-medium text-link hover:underline">
            {request.activity.title}
          </Link>
          <p className="text-sm tabular-nums">{when}</p>
          <p className="text-muted-foreground text-sm">
            {t('hostPrivateRequests.from', { name: request.guest.displayName })} ·{' '}
            {t('privateRequests.group', { count: request.groupSize })}
          </p>
        </div>
        <Badge variant={request.stage === 'pending' ? 'accent' : 'secondary'}>
          {t(`hostPrivateRequests.stage.${request.stage}`)}
        </Badge>
      </div>
      {request.message && (
        <blockquote className="whitespace-pre-line border-l-2 pl-3 text-sm">{request.message}</blockquote>
      )}
      {request.stage === 'pending' && (
        <div className="flex flex-wrap gap-2">
          <AcceptDialog request={request} when={when} />
          <DeclineDialog request={request} />
        </div>
      )}
    </article>
  );
}

function AcceptDialog({ request, when }: { request: PrivateRequest; when: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const answer = useAnswerPrivateRequest();
  const name = request.guest.displayName;

  const confirm = () =>
    answer.mutate(
      { id: request.id, accept: true },
      {
        onSuccess: () => {
          setOpen(false);
          toast.success(t('hostPrivateRequests.accepted'), {
            description: t('hostPrivateRequests.acceptedDetail', { name }),
          });
        },
        onError: (error) =>
          toast.error(t('hostPrivateRequests.acceptFailed'), { description: errorMessage(error, '') }),
      },
    );

  return (
    <Dialog open={open} onOpenChange={(next) => !answer.isPending && setOpen(next)}>
      <DialogTrigger asChild>
        <Button size="sm">{t('hostPrivateRequests.accept')}</Button>
      </DialogTrigger>
      <DialogContent closeLabel={t('hostPrivateRequests.close')}>
        <DialogHeader>
          <DialogTitle>{t('hostPrivateRequests.acceptTitle')}</DialogTitle>
          <DialogDescription>{t('hostPrivateRequests.acceptBody', { when, name })}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline" disabled={answer.isPending}>
              {t('hostPrivateRequests.cancel')}
            </Button>
          </DialogClose>
          <Button onClick={confirm} disabled={answer.isPending}>
            {answer.isPending && <Loader2 aria-hidden className="motion-safe:animate-spin" />}
            {answer.isPending ? t('hostPrivateRequests.accepting') : t('hostPrivateRequests.acceptConfirm')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

function DeclineDialog({ request }: { request: PrivateRequest }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | undefined>();
  const answer = useAnswerPrivateRequest();
  const id = `decline-note-${request.id}`;

  const confirm = () => {
    const parsed = DeclinePrivateRequestInput.safeParse({ note });
    if (!parsed.success) {
      setError(messageText(parsed.error.issues[0]?.message ?? ''));
      return;
    }
    setError(undefined);
    answer.mutate(
      { id: request.id, accept: false, note: parsed.data.note },
      {
        onSuccess: () => {
          setOpen(false);
          setNote('');
          toast.success(t('hostPrivateRequests.declined'));
        },
        onError: (failure) =>
          toast.error(t('hostPrivateRequests.declineFailed'), { description: errorMessage(failure, '') }),
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={(next) => !answer.isPending && setOpen(next)}>
      <DialogTrigger asChild>
        <Button size="sm" variant="outline">
          {t('hostPrivateRequests.decline')}
        </Button>
      </DialogTrigger>
      <DialogContent closeLabel={t('hostPrivateRequests.close')}>
        <DialogHeader>
          <DialogTitle>{t('hostPrivateRequests.declineTitle')}</DialogTitle>
          <DialogDescription>
            {t('hostPrivateRequests.declineBody', { name: request.guest.displayName })}
          </DialogDescription>
        </DialogHeader>
        <FormField id={id} label={t('hostPrivateRequests.note')} error={error} required>
          <Textarea
            rows={4}
            maxLength={PRIVATE_REQUEST_TEXT_MAX}
            placeholder={t('hostPrivateRequests.notePlaceholder')}
            aria-required
            {...fieldAria(id, error)}
            value={note}
            onChange={(event) => setNote(event.target.value)}
          />
        </FormField>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline" disabled={answer.isPending}>
              {t('hostPrivateRequests.cancel')}
            </Button>
          </DialogClose>
          <Button variant="destructive" onClick={confirm} disabled={answer.isPending}>
            {answer.isPending && <Loader2 aria-hidden className="motion-safe:animate-spin" />}
            {answer.isPending ? t('hostPrivateRequests.declining') : t('hostPrivateRequests.declineConfirm')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

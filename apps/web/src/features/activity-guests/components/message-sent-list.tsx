import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '#/components/load-error.tsx';
import { Skeleton } from '#/components/ui/skeleton.tsx';
import { useHostMessages } from '#/features/activity-guests/api/host-messages.ts';
import { errorMessage } from '#/lib/api-client.ts';
import { formatDateTime } from '#/lib/format.ts';

/** 'Sent messages': what the host wrote to the activity's guests, newest first, and to how many. */
export function MessageSentList({ activityId }: { activityId: string }) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const messages = useHostMessages(activityId);

  let content: ReactNode;
  if (messages.isPending) {
    content = <Skeleton aria-hidden rounded="lg" className="h-20 w-full" />;
  } else if (messages.isError) {
    content = (
      <LoadError
        title={errorMessage(messages.error, t('hostMessages.loadFailed'))}
        onRetry={() => messages.refetch()}
        retrying={messages.isFetching}
      />
    );
  } else if (messages.data.items.length === 0) {
    content = <p className="text-muted-foreground text-sm">{t('hostMessages.sentEmpty')}</p>;
  } else {
    content = (
      <ul aria-labelledby={headingId} className="flex flex-col gap-3">
        {messages.data.items.map((message) => (
          <li key={message.id} className="flex flex-col gap-2 rounded-xl border bg-card p-4 shadow-sm">
            <h3 className="break-words font-semibold">{message.subject}</h3>
            <p className="text-muted-foreground text-sm">
              {t('hostMessages.sentAt', { date: formatDateTime(message.sentAt, i18n.language) })}
              {' · '}
              {message.audience === 'all'
                ? t('hostMessages.toAll', { count: message.recipientCount })
                : t('hostMessages.toChosen', { count: message.recipientCount })}
            </p>
            <p className="whitespace-pre-wrap break-words text-sm">{message.body}</p>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h2 id={headingId} className="font-semibold text-lg">
        {t('hostMessages.sentTitle')}
      </h2>
      {content}
    </section>
  );
}

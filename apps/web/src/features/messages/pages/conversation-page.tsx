import type { Conversation, ConversationMessage } from '@sortim/contracts/conversations';
import MessagesSquare from 'lucide-react/icons/messages-square';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { MessageBody } from '#/components/conversations/message-body.tsx';
import { MessageComposer } from '#/components/conversations/message-composer.tsx';
import { DocumentTitle } from '#/components/document-title.tsx';
import { EmptyState } from '#/components/empty-state.tsx';
import { LoadError } from '#/components/load-error.tsx';
import { LoadingState } from '#/components/loading-state.tsx';
import { Button } from '#/components/ui/button.tsx';
import { UserAvatar } from '#/components/user-avatar.tsx';
import { useConversation, useSendMessage } from '#/features/messages/api/conversations.ts';
import { NewMessageAnnouncer } from '#/features/messages/components/new-message-announcer.tsx';
import { useKeyboardInset } from '#/features/messages/components/use-keyboard-inset.ts';
import { ReportButton } from '#/features/reports/components/report-button.tsx';
import { ApiRequestError } from '#/lib/api-client.ts';
import { cn } from '#/lib/cn.ts';
import { formatDateTime } from '#/lib/format.ts';

/**
 * /messages/:id: one conversation, oldest message first, the composer below. On a phone the composer stays
 * in view above the tab bar, and above the keyboard while typing (useKeyboardInset); new messages are asked
 * for every few seconds and announced politely to screen readers. Opening it marks it read.
 */
export function ConversationPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation();
  const query = useConversation(id);

  if (query.isPending) return <LoadingState message={t('conversations.loading')} />;
  if (query.isError) {
    const gone = query.error instanceof ApiRequestError && query.error.status === 404;
    return (
      <div className="page-container py-8">
        {gone ? (
          <EmptyState
            icon={MessagesSquare}
            title={t('conversations.notFound')}
            body={t('conversations.notFoundBody')}
          >
            <Button asChild>
              <Link to="/messages">{t('conversations.allMessages')}</Link>
            </Button>
          </EmptyState>
        ) : (
          <LoadError
            title={t('conversations.loadError')}
            onRetry={() => void query.refetch()}
            retrying={query.isRefetching}
          />
        )}
      </div>
    );
  }
  return <ConversationView conversation={query.data} />;
}

function ConversationView({ conversation }: { conversation: Conversation }) {
  const { t } = useTranslation();
  const send = useSendMessage(conversation.id);
  const inset = useKeyboardInset();
  const end = useRef<HTMLDivElement>(null);
  const count = conversation.messages.length;

  // To the newest message when the conversation opens and when one arrives.
  useEffect(() => {
    if (count > 0) end.current?.scrollIntoView({ block: 'end' });
  }, [count]);

  return (
    <div className="page-container flex max-w-3xl flex-col">
      <DocumentTitle title={t('conversations.withTitle', { name: conversation.other.name })} />
      <header className="flex items-center gap-3 border-b py-4">
        <UserAvatar name={conversation.other.name} src={conversation.other.avatarUrl} />
        <div className="flex min-w-0 flex-col">
          <h1 className="truncate font-semibold text-lg">{conversation.other.name}</h1>
          <p className="truncate text-muted-foreground text-sm">
            <Link
              to={`/activity/${conversation.activity.id}`}
              className="text-link underline-offset-4 hover:underline"
            >
              {conversation.activity.title}
            </Link>
            {' · '}
            {conversation.side === 'host' ? t('conversations.yourGuest') : t('conversations.yourHost')}
          </p>
        </div>
        <p className="ml-auto shrink-0 text-sm">
          <Link to="/messages" className="text-link underline-offset-4 hover:underline">
            {t('conversations.allMessages')}
          </Link>
        </p>
      </header>
      {!conversation.booked && (
        <p className="py-3 text-muted-foreground text-sm">{t('conversations.hiddenUntilBooked')}</p>
      )}
      <NewMessageAnnouncer messages={conversation.messages} name={conversation.other.name} />
      {count === 0 ? (
        <p className="py-8 text-center text-muted-foreground">{t('conversations.noMessages')}</p>
      ) : (
        <ol aria-label={t('conversations.messagesLabel')} className="flex flex-col gap-3 py-4">
          {conversation.messages.map((message) => (
            <MessageItem key={message.id} message={message} otherName={conversation.other.name} />
          ))}
        </ol>
      )}
      <div ref={end} />
      <div
        className="sticky bottom-[calc(4rem+env(safe-area-inset-bottom))] z-30 -mx-4 border-t bg-background/95 px-4 py-3 backdrop-blur md:bottom-0"
        style={inset > 0 ? { bottom: inset } : undefined}
      >
        {conversation.cannotSend === 'suspended' ? (
          <p role="status" className="text-muted-foreground text-sm">
            {t('conversations.suspended')}
          </p>
        ) : (
          <MessageComposer
            label={t('conversations.composerLabel', { name: conversation.other.name })}
            onSend={(input) => send.mutateAsync(input)}
          />
        )}
      </div>
    </div>
  );
}

function MessageItem({ message, otherName }: { message: ConversationMessage; otherName: string }) {
  const { t, i18n } = useTranslation();
  return (
    <li
      className={cn('flex max-w-[85%] flex-col gap-1', message.fromMe ? 'self-end items-end' : 'self-start')}
    >
      <div
        className={cn(
          'rounded-2xl px-4 py-2',
          message.fromMe ? 'rounded-br-sm bg-primary text-primary-foreground' : 'rounded-bl-sm bg-muted',
        )}
      >
        <span className="sr-only">{message.fromMe ? t('conversations.you') : otherName}: </span>
        {message.subject && <p className="font-semibold">{message.subject}</p>}
        <MessageBody body={message.body} />
      </div>
      <div className="flex items-center gap-2 text-muted-foreground text-xs">
        <time dateTime={message.sentAt} className="tabular-nums">
          {formatDateTime(message.sentAt, i18n.language)}
        </time>
        {message.subject && <span>{t('conversations.toEveryGuest')}</span>}
        {!message.fromMe && (
          <ReportButton
            targetType="message"
            targetId={message.id}
            itemName={t('reports.itemName.message', {
              name: otherName,
              time: formatDateTime(message.sentAt, i18n.language),
            })}
          />
        )}
      </div>
    </li>
  );
}

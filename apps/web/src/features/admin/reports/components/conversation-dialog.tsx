import Eye from 'lucide-react/icons/eye';
import MessagesSquare from 'lucide-react/icons/messages-square';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '#/components/load-error.tsx';
import { Button } from '#/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '#/components/ui/dialog.tsx';
import { useReportConversation } from '#/features/admin/reports/api/reports-queue.ts';
import { MessageList } from '#/features/admin/reports/components/reported-item.tsx';

/**
 * 'Read the conversation' of a reported message: the whole thread between its guest and host. The only
 * way an admin reads a conversation, and each opening is recorded in the audit log, as the dialog says.
 */
export function ConversationDialog({ reportId }: { reportId: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const query = useReportConversation(reportId, open);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          <MessagesSquare aria-hidden />
          {t('adminReports.conversation.open')}
        </Button>
      </DialogTrigger>
      <DialogContent closeLabel={t('adminReports.conversation.close')} className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>
            {query.data
              ? t('adminReports.conversation.title', {
                  guest: query.data.guestName,
                  host: query.data.hostName,
                })
              : t('adminReports.conversation.loadingTitle')}
          </DialogTitle>
          <DialogDescription>
            {query.data?.activityTitle ?? t('adminReports.conversation.loading')}
          </DialogDescription>
        </DialogHeader>
        <p className="flex items-center gap-2 rounded-lg border border-amber-500/40 bg-amber-50 p-3 text-amber-950 text-sm dark:bg-amber-950/40 dark:text-amber-100">
          <Eye aria-hidden className="size-4 shrink-0" />
          {t('adminReports.conversation.recorded')}
        </p>
        {query.isError ? (
          <LoadError
            title={t('adminReports.conversation.failed')}
            onRetry={() => void query.refetch()}
            retrying={query.isFetching}
          />
        ) : query.data ? (
          <div className="max-h-[60vh] overflow-y-auto">
            <MessageList messages={query.data.messages} reportedId={query.data.reportedMessageId} />
          </div>
        ) : (
          <p role="status" className="text-muted-foreground text-sm">
            {t('adminReports.conversation.loading')}
          </p>
        )}
      </DialogContent>
    </Dialog>
  );
}

import type { Review, ReviewReply } from '@sortim/contracts/reviews';
import Trash2 from 'lucide-react/icons/trash';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '#/components/confirm-dialog.tsx';
import { Button } from '#/components/ui/button.tsx';
import { useRemoveReviewReply } from '#/features/activity/api/remove-review-reply.ts';
import { errorMessage } from '#/lib/api-client.ts';
import { toast } from '#/lib/toast.ts';

/**
 * An admin's 'Remove reply' under a review's reply, and its confirmation: it names whose words go and that
 * the removal is kept in the audit log. Loaded lazily, for admins only, with the catalog's last part.
 */
export function RemoveReplyDialog({
  activityId,
  review,
  reply,
}: {
  activityId: string;
  review: Review;
  reply: ReviewReply;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const remove = useRemoveReviewReply(activityId, review.id);

  const confirm = () =>
    remove.mutate(undefined, {
      onSuccess: () => {
        setOpen(false);
        toast.success(t('reviewReplies.removed'));
      },
      onError: (error) => toast.error(errorMessage(error, t('reviewReplies.removeFailed'))),
    });

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button variant="ghost-destructive" size="sm" className="mt-1 self-start">
          <Trash2 aria-hidden />
          {t('reviewReplies.remove')}
        </Button>
      }
      title={t('reviewReplies.removeTitle')}
      description={t('reviewReplies.removeDescription', {
        host: reply.hostName,
        author: review.author.displayName,
      })}
      closeLabel={t('reviewReplies.close')}
      cancelLabel={t('reviewReplies.cancel')}
      confirmLabel={t('reviewReplies.remove')}
      pendingLabel={t('reviewReplies.removing')}
      pending={remove.isPending}
      onConfirm={confirm}
    >
      <blockquote className="max-h-32 overflow-y-auto whitespace-pre-line break-words border-l-2 pl-3 text-muted-foreground text-sm">
        {reply.body}
      </blockquote>
    </ConfirmDialog>
  );
}

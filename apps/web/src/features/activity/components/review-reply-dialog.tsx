import { zodResolver } from '@hookform/resolvers/zod';
import { LIMITS } from '@sortim/contracts/limits';
import { type Review, ReviewReplyInput } from '@sortim/contracts/reviews';
import MessageSquareReply from 'lucide-react/icons/message-square-reply';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField, fieldAria } from '#/components/form-field.tsx';
import { Button } from '#/components/ui/button.tsx';
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
import { useSaveReviewReply } from '#/features/activity/api/reply-to-review.ts';
import { errorMessage } from '#/lib/api-client.ts';
import { applyServerFieldErrors, useValidationMessage } from '#/lib/form-errors.ts';
import { formatDateTime } from '#/lib/format.ts';
import { toast } from '#/lib/toast.ts';

/**
 * The activity's host's 'Reply' (no reply yet) or 'Edit reply' (within 24 hours of posting it) under one
 * review, and its dialog: one labelled text box with its counter. Loaded lazily, for the host only, with
 * the catalog's last part (its words are there). Past the window there is nothing to press; the server
 * still has the last word, and its message is shown.
 */
export function ReviewReplyDialog({
  activityId,
  review,
  now = Date.now(),
}: {
  activityId: string;
  review: Review;
  now?: number;
}) {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  const reply = review.reply;
  if (reply && Date.parse(reply.editableUntil) <= now) return null;
  const editing = reply !== null;
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm" className="mt-2 self-start">
          <MessageSquareReply aria-hidden />
          {editing ? t('reviewReplies.edit') : t('reviewReplies.reply')}
        </Button>
      </DialogTrigger>
      <DialogContent closeLabel={t('reviewReplies.close')} className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>
            {editing
              ? t('reviewReplies.editTitle')
              : t('reviewReplies.title', { name: review.author.displayName })}
          </DialogTitle>
          <DialogDescription>
            {reply
              ? t('reviewReplies.editDescription', {
                  time: formatDateTime(reply.editableUntil, i18n.language),
                })
              : t('reviewReplies.description')}
          </DialogDescription>
        </DialogHeader>
        {review.comment && (
          <blockquote className="max-h-32 overflow-y-auto whitespace-pre-line break-words border-l-2 pl-3 text-muted-foreground text-sm">
            {review.comment}
          </blockquote>
        )}
        <ReplyForm
          activityId={activityId}
          reviewId={review.id}
          initial={reply?.body ?? ''}
          editing={editing}
          onSaved={() => setOpen(false)}
        />
      </DialogContent>
    </Dialog>
  );
}

function ReplyForm({
  activityId,
  reviewId,
  initial,
  editing,
  onSaved,
}: {
  activityId: string;
  reviewId: string;
  initial: string;
  editing: boolean;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const id = `${useId()}-reply`;
  const message = useValidationMessage();
  const save = useSaveReviewReply(activityId, reviewId, editing);
  const form = useForm({ resolver: zodResolver(ReviewReplyInput), defaultValues: { body: initial } });
  const length = (useWatch({ control: form.control, name: 'body' }) ?? '').length;
  const bodyError = message(form.formState.errors.body);

  const onSubmit = form.handleSubmit((input) =>
    save.mutateAsync(input).then(
      () => {
        toast.success(editing ? t('reviewReplies.saved') : t('reviewReplies.posted'));
        onSaved();
      },
      (error: unknown) => {
        if (!applyServerFieldErrors(error, ['body'], form.setError)) {
          toast.error(errorMessage(error, t('reviewReplies.failed')));
        }
      },
    ),
  );

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
      <FormField
        id={id}
        label={t('reviewReplies.body')}
        error={bodyError}
        aside={
          <span className="text-muted-foreground text-xs tabular-nums">
            {t('reviewReplies.counter', { length, max: LIMITS.reviewReplyMax })}
          </span>
        }
      >
        <Textarea
          rows={5}
          maxLength={LIMITS.reviewReplyMax}
          {...fieldAria(id, bodyError)}
          {...form.register('body')}
        />
      </FormField>
      <DialogFooter>
        <DialogClose asChild>
          <Button type="button" variant="outline">
            {t('reviewReplies.cancel')}
          </Button>
        </DialogClose>
        <Button type="submit" disabled={save.isPending}>
          {editing ? t('reviewReplies.save') : t('reviewReplies.post')}
        </Button>
      </DialogFooter>
    </form>
  );
}

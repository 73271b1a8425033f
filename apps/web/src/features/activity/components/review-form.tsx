import { zodResolver } from '@hookform/resolvers/zod';
import { LIMITS } from '@sortim/contracts/limits';
import { ReviewInput } from '@sortim/contracts/reviews';
import Send from 'lucide-react/icons/send';
import type { FormEvent } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField, fieldAria } from '#/components/form-field.tsx';
import { Button } from '#/components/ui/button.tsx';
import { Textarea } from '#/components/ui/textarea.tsx';
import { useCreateReview } from '#/features/activity/api/create-review.ts';
import { StarRatingInput } from '#/features/activity/components/star-rating.tsx';
import { errorMessage } from '#/lib/api-client.ts';
import { applyServerFieldErrors, useValidationMessage } from '#/lib/form-errors.ts';
import { useMe } from '#/lib/session.ts';
import { toast } from '#/lib/toast.ts';

/**
 * Rating 1..5 (required) and an optional comment up to 500 characters, checked by the contract's schema. The
 * spec answers a missing rating and a signed-out visitor with toasts, before any request. The section shows
 * the form to attendees only, but the server still has the last word (a review from another tab, a refund)
 * and its message is shown.
 */
export function ReviewForm({ activityId }: { activityId: string }) {
  const { t } = useTranslation();
  const validationMessage = useValidationMessage();
  const signedIn = useMe().user !== null;
  const createReview = useCreateReview(activityId);
  const form = useForm({ resolver: zodResolver(ReviewInput), defaultValues: { comment: '' } });
  const commentLength = (useWatch({ control: form.control, name: 'comment' }) ?? '').length;
  const commentError = validationMessage(form.formState.errors.comment);

  const send = form.handleSubmit(
    (input) =>
      createReview.mutateAsync({ rating: input.rating, comment: input.comment || null }).then(
        () => {
          toast.success(t('reviews.submitted'), { description: t('reviews.submittedDescription') });
          form.reset();
        },
        (error: unknown) => {
          applyServerFieldErrors(error, ['comment'], form.setError);
          toast.error(t('reviews.error'), {
            description: errorMessage(error, t('reviews.errorDescription')),
          });
        },
      ),
    (errors) => {
      // The textarea's maxLength keeps the comment within bounds, so the rating is what can be missing.
      if (errors.rating)
        toast.error(t('reviews.ratingRequired'), { description: t('reviews.ratingRequiredDescription') });
    },
  );

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    // Signed out comes first: there is no point asking for a rating that cannot be sent.
    if (!signedIn) {
      event.preventDefault();
      toast.error(t('reviews.loginRequired'), { description: t('reviews.loginRequiredDescription') });
      return;
    }
    void send(event);
  };

  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby="review-form-title" className="flex flex-col gap-4">
      <h3 id="review-form-title" className="font-semibold">
        {t('reviews.form.title')}
      </h3>
      <Controller
        control={form.control}
        name="rating"
        render={({ field }) => (
          <StarRatingInput
            label={t('reviews.form.rating')}
            value={field.value ?? null}
            onChange={field.onChange}
            disabled={createReview.isPending}
          />
        )}
      />
      <FormField
        id="review-comment"
        label={t('reviews.form.comment')}
        error={commentError}
        aside={
          <span
            className="text-muted-foreground text-xs tabular-nums"
            title={t('reviews.form.counterLabel', { length: commentLength, max: LIMITS.reviewCommentMax })}
          >
            {t('reviews.form.counter', { length: commentLength, max: LIMITS.reviewCommentMax })}
          </span>
        }
      >
        <Textarea
          {...fieldAria('review-comment', commentError)}
          rows={4}
          fieldSize="md"
          maxLength={LIMITS.reviewCommentMax}
          placeholder={t('reviews.form.commentPlaceholder')}
          disabled={createReview.isPending}
          {...form.register('comment')}
        />
      </FormField>
      <Button type="submit" className="self-start" disabled={createReview.isPending}>
        <Send aria-hidden />
        {createReview.isPending ? t('reviews.form.submitting') : t('reviews.form.submit')}
      </Button>
    </form>
  );
}

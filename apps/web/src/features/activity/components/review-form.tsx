import { LIMITS } from '@sortim/contracts/limits';
import { ReviewInput } from '@sortim/contracts/reviews';
import { Send } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { FormField, fieldAria } from '#/components/form-field.tsx';
import { Button } from '#/components/ui/button.tsx';
import { Textarea } from '#/components/ui/textarea.tsx';
import { useCreateReview } from '#/features/activity/api/create-review.ts';
import { StarRatingInput } from '#/features/activity/components/star-rating.tsx';
import { errorMessage } from '#/lib/api-client.ts';
import { useMe } from '#/lib/session.ts';

/**
 * Rating 1..5 (required) and an optional comment up to 500 characters. The spec answers a missing rating
 * and a signed-out visitor with toasts, before any request. The section shows the form to attendees only,
 * but the server still has the last word (a review from another tab, a refund) and its message is shown.
 */
export function ReviewForm({ activityId }: { activityId: string }) {
  const { t } = useTranslation();
  const signedIn = useMe().user !== null;
  const createReview = useCreateReview(activityId);
  const [rating, setRating] = useState<number | null>(null);
  const [comment, setComment] = useState('');

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (createReview.isPending) return;
    if (!signedIn) {
      toast.error(t('reviews.loginRequired'), { description: t('reviews.loginRequiredDescription') });
      return;
    }
    const parsed = ReviewInput.safeParse({ rating: rating ?? undefined, comment });
    if (!parsed.success) {
      // The textarea's maxLength keeps the comment within bounds, so the rating is what can be missing.
      toast.error(t('reviews.ratingRequired'), { description: t('reviews.ratingRequiredDescription') });
      return;
    }
    createReview.mutate(
      { rating: parsed.data.rating, comment: parsed.data.comment || null },
      {
        onSuccess: () => {
          toast.success(t('reviews.submitted'), { description: t('reviews.submittedDescription') });
          setRating(null);
          setComment('');
        },
        onError: (error) => {
          toast.error(t('reviews.error'), {
            description: errorMessage(error, t('reviews.errorDescription')),
          });
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby="review-form-title" className="flex flex-col gap-4">
      <h3 id="review-form-title" className="font-semibold">
        {t('reviews.form.title')}
      </h3>
      <StarRatingInput
        label={t('reviews.form.rating')}
        value={rating}
        onChange={setRating}
        disabled={createReview.isPending}
      />
      <FormField
        id="review-comment"
        label={t('reviews.form.comment')}
        aside={
          <span
            className="text-muted-foreground text-xs tabular-nums"
            title={t('reviews.form.counterLabel', { length: comment.length, max: LIMITS.reviewCommentMax })}
          >
            {t('reviews.form.counter', { length: comment.length, max: LIMITS.reviewCommentMax })}
          </span>
        }
      >
        <Textarea
          {...fieldAria('review-comment', undefined)}
          rows={4}
          className="min-h-24"
          maxLength={LIMITS.reviewCommentMax}
          placeholder={t('reviews.form.commentPlaceholder')}
          value={comment}
          onChange={(event) => setComment(event.target.value)}
          disabled={createReview.isPending}
        />
      </FormField>
      <Button type="submit" className="self-start" disabled={createReview.isPending}>
        <Send aria-hidden />
        {createReview.isPending ? t('reviews.form.submitting') : t('reviews.form.submit')}
      </Button>
    </form>
  );
}

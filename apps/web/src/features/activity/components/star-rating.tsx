import { LIMITS } from '@sortim/contracts/limits';
import { Star } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '#/lib/cn.ts';

const STARS = Array.from({ length: LIMITS.ratingMax }, (_, index) => index + 1);

/** A rating shown as five stars, filled to the nearest whole star; the label carries the exact value. */
export function StarRating({
  value,
  label,
  className,
}: {
  value: number;
  label: string;
  className?: string;
}) {
  const filled = Math.round(value);
  return (
    <span role="img" aria-label={label} className={cn('inline-flex items-center gap-0.5', className)}>
      {STARS.map((star) => (
        <Star
          key={star}
          aria-hidden
          className={cn(
            'size-4',
            star <= filled ? 'fill-amber-400 text-amber-400' : 'fill-transparent text-muted-foreground/50',
          )}
        />
      ))}
    </span>
  );
}

/**
 * The 1..5 picker: native radio buttons under star labels, so arrow keys move between them and the
 * browser's focus ring lands on the star in use.
 */
export function StarRatingInput({
  value,
  onChange,
  label,
  disabled,
}: {
  value: number | null;
  onChange: (rating: number) => void;
  label: string;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const name = useId();
  const labelId = `${name}-label`;
  return (
    <div role="radiogroup" aria-labelledby={labelId} className="flex flex-col gap-2">
      <span id={labelId} className="font-medium text-sm">
        {label}
      </span>
      <div className="flex items-center gap-1">
        {STARS.map((star) => (
          <label
            key={star}
            className="relative cursor-pointer rounded-md p-0.5 has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/60"
          >
            <input
              type="radio"
              name={name}
              value={star}
              checked={value === star}
              onChange={() => onChange(star)}
              disabled={disabled}
              aria-label={t('reviews.stars', { count: star })}
              className="sr-only"
            />
            <Star
              aria-hidden
              className={cn(
                'size-8 transition-colors motion-reduce:transition-none',
                value !== null && star <= value
                  ? 'fill-amber-400 text-amber-400'
                  : 'fill-transparent text-muted-foreground/60 hover:text-amber-400',
              )}
            />
          </label>
        ))}
      </div>
    </div>
  );
}

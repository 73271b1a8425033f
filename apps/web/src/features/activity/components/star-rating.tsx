import { LIMITS } from '@sortim/contracts/limits';
import Star from 'lucide-react/icons/star';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '#/lib/cn.ts';

const STARS = Array.from({ length: LIMITS.ratingMax }, (_, index) => index + 1);

/**
 * The 1..5 picker: native radio buttons under star labels, so arrow keys move between them and the
 * browser's focus ring lands on the star in use. Chosen and open stars differ by outlines of 3:1 or more
 * against the card (the amber fill alone is 1.7:1 on white).
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
      {/* Each star 44 px square, a finger's reach (issue 34), touching the next: no gap to miss in. */}
      <div className="-ms-1.5 flex items-center">
        {STARS.map((star) => (
          <label
            key={star}
            className="relative cursor-pointer rounded-md p-1.5 has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring"
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
                  ? 'fill-amber-400 text-amber-600'
                  : 'fill-transparent text-muted-foreground hover:text-amber-600',
              )}
            />
          </label>
        ))}
      </div>
    </div>
  );
}

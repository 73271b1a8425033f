import { LIMITS } from '@sortim/contracts/limits';
import Star from 'lucide-react/icons/star';
import { cn } from '#/lib/cn.ts';

const STARS = Array.from({ length: LIMITS.ratingMax }, (_, index) => index + 1);

/**
 * A rating shown as five stars, filled to the nearest whole star; the label carries the exact value. The
 * outlines tell filled from empty at 3:1 or more (the amber fill alone is 1.7:1 on white).
 */
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
            star <= filled ? 'fill-amber-400 text-amber-600' : 'fill-transparent text-muted-foreground',
          )}
        />
      ))}
    </span>
  );
}

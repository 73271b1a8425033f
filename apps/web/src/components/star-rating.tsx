import { LIMITS } from '@sortim/contracts/limits';
import Star from 'lucide-react/icons/star';
import { cn } from '#/lib/cn.ts';

const STARS = Array.from({ length: LIMITS.ratingMax }, (_, index) => index + 1);

/** How much of star `star` (1..5) a rating fills, 0 to 1: a 4.5 fills four stars and half the fifth. */
export function starFill(value: number, star: number): number {
  return Math.min(1, Math.max(0, value - (star - 1)));
}

/**
 * A rating shown as five stars, each filled as far as the value reaches (a 4.5 is four and a half stars,
 * not five); the label carries the exact value. The outlines tell filled from empty at 3:1 or more (the
 * amber fill alone is 1.7:1 on white): an outlined empty star, with the filled part laid over it.
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
  return (
    <span role="img" aria-label={label} className={cn('inline-flex items-center gap-0.5', className)}>
      {STARS.map((star) => {
        const fill = starFill(value, star);
        return (
          <span key={star} data-fill={fill} className="relative inline-flex size-4 shrink-0">
            <Star aria-hidden className="size-4 fill-transparent text-muted-foreground" />
            {fill > 0 && (
              // The filled star, cut to its share from the start of the line (the right in a RTL text).
              <span
                aria-hidden
                className="absolute inset-y-0 start-0 overflow-hidden"
                style={{ width: `${fill * 100}%` }}
              >
                <Star className="size-4 max-w-none fill-amber-400 text-amber-600" />
              </span>
            )}
          </span>
        );
      })}
    </span>
  );
}

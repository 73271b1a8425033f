import { useState } from 'react';
import { FALLBACK_ACTIVITY_IMAGE } from '#/components/activity-card/activity-facts.ts';
import { cn } from '#/lib/cn.ts';

/**
 * An activity image at a fixed 4:3 box (nothing jumps while it loads) that swaps to the shipped fallback
 * when it is missing or fails to load. Lazy unless it is `priority`: an image in view on arrival (the
 * activity's cover, the first row of cards), loaded at once and ahead of the rest; `minor` when a bigger
 * picture beside it matters more (the gallery's thumbnails under the cover: on a phone they are in view on
 * arrival, and the browser would otherwise fetch them as eagerly as the cover). As wide as its container,
 * or a `thumbnail` beside a list row's text.
 */
export function ActivityCover({
  src,
  alt,
  className,
  priority = false,
  minor = false,
  thumbnail = false,
}: {
  src: string | null | undefined;
  alt: string;
  className?: string;
  priority?: boolean;
  minor?: boolean;
  thumbnail?: boolean;
}) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const current = src && src !== failedSrc ? src : FALLBACK_ACTIVITY_IMAGE;
  return (
    <img
      src={current}
      alt={alt}
      width={800}
      height={600}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : minor ? 'low' : undefined}
      decoding="async"
      onError={() => {
        if (current !== FALLBACK_ACTIVITY_IMAGE) setFailedSrc(current);
      }}
      className={cn('aspect-[4/3] bg-muted object-cover', thumbnail ? 'w-24 sm:w-36' : 'w-full', className)}
    />
  );
}

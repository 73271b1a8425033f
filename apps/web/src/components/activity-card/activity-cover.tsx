import { useState } from 'react';
import { FALLBACK_ACTIVITY_IMAGE } from '#/components/activity-card/activity-facts.ts';
import { cn } from '#/lib/cn.ts';

/**
 * An activity image at a fixed 4:3 box (nothing jumps while it loads) that swaps to the shipped fallback
 * when it is missing or fails to load.
 */
export function ActivityCover({
  src,
  alt,
  className,
  loading = 'lazy',
}: {
  src: string | null | undefined;
  alt: string;
  className?: string;
  loading?: 'lazy' | 'eager';
}) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const current = src && src !== failedSrc ? src : FALLBACK_ACTIVITY_IMAGE;
  return (
    <img
      src={current}
      alt={alt}
      width={800}
      height={600}
      loading={loading}
      decoding="async"
      onError={() => {
        if (current !== FALLBACK_ACTIVITY_IMAGE) setFailedSrc(current);
      }}
      className={cn('aspect-[4/3] w-full bg-muted object-cover', className)}
    />
  );
}

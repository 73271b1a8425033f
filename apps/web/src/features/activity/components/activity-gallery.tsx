import ChevronLeft from 'lucide-react/icons/chevron-left';
import ChevronRight from 'lucide-react/icons/chevron-right';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActivityCover } from '#/components/activity-card/activity-cover.tsx';
import { Button } from '#/components/ui/button.tsx';
import { cn } from '#/lib/cn.ts';

/** The cover, then the additional images, without repeats; one fallback image when there are none. */
export function galleryImages(cover: string | null, additional: string[]): (string | null)[] {
  const images = [...new Set([cover, ...additional].filter((src): src is string => Boolean(src)))];
  return images.length ? images : [null];
}

/** A photo viewer: previous / next buttons (wrapping) and thumbnails, all plain buttons for the keyboard. */
export function ActivityGallery({ title, images }: { title: string; images: (string | null)[] }) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const count = images.length;
  const current = Math.min(index, count - 1);
  const move = (step: number) => setIndex((current + step + count) % count);

  return (
    <section aria-label={t('activity.gallery.label')} className="flex flex-col gap-3">
      <div className="relative overflow-hidden rounded-xl">
        <ActivityCover
          src={images[current]}
          alt={t('activity.gallery.alt', { title, index: current + 1, count })}
          priority
        />
        {count > 1 && (
          <>
            <Button
              variant="overlay"
              size="icon"
              shape="pill"
              aria-label={t('activity.gallery.previous')}
              onClick={() => move(-1)}
              className="-translate-y-1/2 absolute top-1/2 left-3"
            >
              <ChevronLeft aria-hidden />
            </Button>
            <Button
              variant="overlay"
              size="icon"
              shape="pill"
              aria-label={t('activity.gallery.next')}
              onClick={() => move(1)}
              className="-translate-y-1/2 absolute top-1/2 right-3"
            >
              <ChevronRight aria-hidden />
            </Button>
            <p
              aria-live="polite"
              className="absolute right-3 bottom-3 rounded-full bg-black/65 px-2.5 py-0.5 font-medium text-white text-xs tabular-nums"
            >
              {t('activity.gallery.counter', { index: current + 1, count })}
            </p>
          </>
        )}
      </div>
      {count > 1 && (
        <ul className="flex gap-2 overflow-x-auto pb-1">
          {images.map((src, position) => (
            <li key={src ?? position} className="shrink-0">
              <button
                type="button"
                aria-label={t('activity.gallery.show', { index: position + 1, count })}
                aria-current={position === current ? 'true' : undefined}
                onClick={() => setIndex(position)}
                className={cn(
                  'block w-20 cursor-pointer overflow-hidden rounded-md border-2 transition-opacity sm:w-24',
                  position === current ? 'border-primary' : 'border-transparent opacity-70 hover:opacity-100',
                )}
              >
                <ActivityCover src={src} alt="" minor />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

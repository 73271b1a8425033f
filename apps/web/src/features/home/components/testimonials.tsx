import ChevronLeft from 'lucide-react/icons/chevron-left';
import ChevronRight from 'lucide-react/icons/chevron-right';
import Quote from 'lucide-react/icons/quote';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#/components/ui/button.tsx';
import { pageCount, pageItems, wrapPage } from '#/features/home/components/testimonial-pages.ts';
import { cn } from '#/lib/cn.ts';

/** The 4 static testimonials, 2 at a time, with previous / next and dots; the pages wrap around. */
export function Testimonials() {
  const { t } = useTranslation();
  const items = t('home.testimonials.items', { returnObjects: true });
  const pages = pageCount(items.length);
  const [page, setPage] = useState(0);

  return (
    <section
      aria-labelledby="testimonials-title"
      aria-roledescription={t('home.testimonials.roleDescription')}
      className="flex flex-col gap-6"
    >
      <div className="flex items-end justify-between gap-4">
        <h2 id="testimonials-title" className="font-bold text-title tracking-tight">
          {t('home.testimonials.title')}
        </h2>
        <div className="flex gap-2">
          <Button
            variant="outline"
            size="icon"
            aria-label={t('home.testimonials.previous')}
            onClick={() => setPage((current) => wrapPage(current, -1, pages))}
          >
            <ChevronLeft aria-hidden />
          </Button>
          <Button
            variant="outline"
            size="icon"
            aria-label={t('home.testimonials.next')}
            onClick={() => setPage((current) => wrapPage(current, 1, pages))}
          >
            <ChevronRight aria-hidden />
          </Button>
        </div>
      </div>
      <ul aria-live="polite" className="grid gap-6 md:grid-cols-2">
        {pageItems(items, page).map((item) => (
          <li key={item.author}>
            <figure className="flex h-full flex-col gap-4 rounded-xl border bg-card p-6 shadow-sm">
              <Quote aria-hidden className="size-6 text-primary" />
              <blockquote className="flex-1 text-lg leading-relaxed">{item.quote}</blockquote>
              <figcaption className="text-sm">
                <span className="font-semibold">{item.author}</span>
                <span className="text-muted-foreground"> · {item.origin}</span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
      <div className="flex justify-center gap-1">
        {Array.from({ length: pages }, (_, index) => (
          <button
            // biome-ignore lint/suspicious/noArrayIndexKey: a dot is its page number
            key={index}
            type="button"
            aria-label={t('home.testimonials.page', { page: index + 1, count: pages })}
            aria-current={index === page ? 'true' : undefined}
            onClick={() => setPage(index)}
            className="flex size-8 cursor-pointer items-center justify-center rounded-full"
          >
            <span
              aria-hidden
              className={cn(
                'block h-2 rounded-full transition-all',
                index === page ? 'w-6 bg-primary' : 'w-2 bg-muted-foreground/40',
              )}
            />
          </button>
        ))}
      </div>
    </section>
  );
}

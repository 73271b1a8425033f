import { LoaderCircle, SlidersHorizontal, XIcon } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { Button } from '#/components/ui/button.tsx';
import { LazyFilterPanel, loadFilterPanel } from '#/features/explore/components/lazy-filter-panel.tsx';
import { activeFilterCount, type ExploreFilters } from '#/features/explore/lib/explore-filters.ts';

const preload = () => void loadFilterPanel();

/** Mobile: the filters in a sheet from the left; the footer shows how many activities they find. */
export function FilterDrawer({
  filters,
  onChange,
  total,
  totalCapped,
  counting,
}: {
  filters: ExploreFilters;
  onChange: (next: ExploreFilters) => void;
  total: number | undefined;
  /** More than `total` match. */
  totalCapped: boolean;
  /** The filters changed and their count is on its way: `total` is still the previous search's. */
  counting: boolean;
}) {
  const { t } = useTranslation();
  const count = activeFilterCount(filters);
  return (
    <Dialog.Root>
      <Dialog.Trigger asChild>
        {/* The panel's code starts loading as soon as the button is pointed at or focused. */}
        <Button variant="outline" onPointerEnter={preload} onFocus={preload}>
          <SlidersHorizontal aria-hidden />
          {t('explore.filters')}
          {count > 0 && (
            <span className="rounded-full bg-primary px-2 py-0.5 text-primary-foreground text-xs tabular-nums">
              <span className="sr-only">{t('explore.filtersCount', { count })}</span>
              <span aria-hidden>{count}</span>
            </span>
          )}
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50 data-[state=open]:animate-fade-in" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed inset-y-0 left-0 z-50 flex w-[min(22rem,calc(100%-3rem))] flex-col border-r bg-background shadow-lg outline-none data-[state=open]:animate-fade-in"
        >
          <div className="flex items-center justify-between border-b px-5 py-4">
            <Dialog.Title className="font-semibold text-lg">{t('explore.filters')}</Dialog.Title>
            <Dialog.Close
              aria-label={t('explore.close')}
              className="inline-flex size-8 cursor-pointer items-center justify-center rounded-md text-muted-foreground hover:bg-accent hover:text-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring"
            >
              <XIcon aria-hidden className="size-4" />
            </Dialog.Close>
          </div>
          <div className="flex-1 overflow-y-auto px-5 py-4">
            <LazyFilterPanel filters={filters} onChange={onChange} />
          </div>
          <div className="border-t px-5 py-4">
            <Dialog.Close asChild>
              {/* Never the previous search's number: the button says what a tap will show. */}
              {total === undefined || counting ? (
                <Button className="w-full" disabled aria-busy>
                  <LoaderCircle aria-hidden className="animate-spin" />
                  {t('explore.counting')}
                </Button>
              ) : (
                <Button className="w-full">
                  {t(totalCapped ? 'explore.showMoreActivities' : 'explore.showActivities', {
                    count: total,
                  })}
                </Button>
              )}
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

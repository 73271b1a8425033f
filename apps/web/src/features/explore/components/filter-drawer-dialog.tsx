import LoaderCircle from 'lucide-react/icons/loader-circle';
import XIcon from 'lucide-react/icons/x';
import * as Dialog from 'radix-ui/dialog';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#/components/ui/button.tsx';
import type { ExploreFilters } from '#/features/explore/lib/explore-filters.ts';

export type FilterDrawerProps = {
  filters: ExploreFilters;
  onChange: (next: ExploreFilters) => void;
  total: number | undefined;
  /** More than `total` match. */
  totalCapped: boolean;
  /** The filters changed and their count is on its way: `total` is still the previous search's. */
  counting: boolean;
};

import { FilterPanel } from '#/features/explore/components/filter-panel.tsx';

/** The drawer itself (Radix's dialog with its focus and scroll locks), loaded by FilterDrawer when wanted. */
export function FilterDrawerDialog({
  filters,
  onChange,
  total,
  totalCapped,
  counting,
  trigger,
  defaultOpen,
}: FilterDrawerProps & { trigger: ReactElement; defaultOpen?: boolean }) {
  const { t } = useTranslation();
  return (
    <Dialog.Root defaultOpen={defaultOpen}>
      <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>
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
              className="inline-flex size-8 cursor-pointer items-center justify-center rounded-md text-muted-foreground hover:bg-accent hover:text-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring max-md:-me-2 max-md:size-11"
            >
              <XIcon aria-hidden className="size-4" />
            </Dialog.Close>
          </div>
          <div className="flex-1 overflow-y-auto px-5 py-4">
            <FilterPanel filters={filters} onChange={onChange} />
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

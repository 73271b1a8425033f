import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingState } from '#/components/loading-state.tsx';
import type { ExploreFilters } from '#/features/explore/lib/explore-filters.ts';

/** The panel's code (its checkboxes, dates and Radix's price slider), loaded when first wanted. */
export const loadFilterPanel = () => import('#/features/explore/components/filter-panel.tsx');

const FilterPanel = lazy(async () => ({ default: (await loadFilterPanel()).FilterPanel }));

/**
 * The sidebar's filters, off the page's first load (a wide screen starts loading them with the page:
 * ExplorePage). The phone's drawer loads the same panel with its dialog (FilterDrawer).
 */
export function LazyFilterPanel(props: {
  filters: ExploreFilters;
  onChange: (next: ExploreFilters) => void;
}) {
  const { t } = useTranslation();
  return (
    <Suspense fallback={<LoadingState message={t('explore.loadingFilters')} />}>
      <FilterPanel {...props} />
    </Suspense>
  );
}

import SearchX from 'lucide-react/icons/search-x';
import * as React from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ActivityCard } from '#/components/activity-card/activity-card.tsx';
import { ActivityCardSkeleton } from '#/components/activity-card/activity-card-skeleton.tsx';
import { LoadError } from '#/components/load-error.tsx';
import { PageHeader } from '#/components/page-header.tsx';
import { Button } from '#/components/ui/button.tsx';
import { EXPLORE_FIRST_ROW, useExploreActivities } from '#/features/explore/api/get-activities.ts';
import { ActiveFilterChips, QuickChips } from '#/features/explore/components/filter-chips.tsx';
import { FilterDrawer } from '#/features/explore/components/filter-drawer.tsx';
import { FilterSidebar } from '#/features/explore/components/filter-sidebar.tsx';
import { LazyExploreMap } from '#/features/explore/components/lazy-explore-map.tsx';
import { loadFilterPanel } from '#/features/explore/components/lazy-filter-panel.tsx';
import { SearchBox } from '#/features/explore/components/search-box.tsx';
import { type ExploreView, ViewToggle } from '#/features/explore/components/view-toggle.tsx';
import {
  EMPTY_FILTERS,
  type ExploreFilters,
  filtersToParams,
  type MapArea,
  parseFilters,
} from '#/features/explore/lib/explore-filters.ts';
import { usePageView } from '#/lib/analytics.ts';
import { cn } from '#/lib/cn.ts';
import { useMediaQuery } from '#/lib/use-media-query.ts';

const GRID = 'grid gap-6 sm:grid-cols-2 xl:grid-cols-3';
/** Beside the map on a wide screen, the list takes half the width: two cards a row at most. */
const GRID_BESIDE_MAP = 'grid gap-6 xl:grid-cols-2';

/** Tailwind's `lg`: from here the filters sit in a sidebar beside the results, below it in a drawer. */
export const WIDE_LAYOUT = '(min-width: 64rem)';

// A wide screen shows the filters with the page: their code loads beside the page's, not after its render.
if (window.matchMedia(WIDE_LAYOUT).matches) void loadFilterPanel();

export function ExplorePage() {
  const { t } = useTranslation();
  usePageView({ page: '/explore' });
  // One of the two is mounted, not both with one hidden: a phone's first render then lays out no filters.
  const wide = useMediaQuery(WIDE_LAYOUT);
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = React.useMemo(() => parseFilters(searchParams), [searchParams]);
  // The map view is in the URL too (`view=map`), so it is shared with the search.
  const view: ExploreView = searchParams.get('view') === 'map' ? 'map' : 'list';
  const show = React.useCallback(
    (next: ExploreFilters, nextView: ExploreView) => {
      const params = filtersToParams(next);
      if (nextView === 'map') params.set('view', 'map');
      setSearchParams(params);
    },
    [setSearchParams],
  );
  // Every change is a history entry, so a search can be shared, bookmarked and walked with Back.
  const setFilters = React.useCallback((next: ExploreFilters) => show(next, view), [show, view]);
  // On a phone, the map opened from the toggle fills the screen under its heading: the page scrolls there.
  const scrollToResults = React.useRef(false);
  const setView = React.useCallback(
    (next: ExploreView) => {
      scrollToResults.current = next === 'map' && !wide;
      show(filters, next);
    },
    [show, filters, wide],
  );
  const onSearchArea = React.useCallback(
    (bbox: MapArea | undefined) => setFilters({ ...filters, bbox }),
    [filters, setFilters],
  );
  const resultsHeading = React.useRef<HTMLHeadingElement>(null);
  // 'Skip the map': to the list's heading, the list itself shown first on a phone.
  const skipMap = React.useCallback(() => {
    if (!wide) setView('list');
    requestAnimationFrame(() => resultsHeading.current?.focus());
  }, [wide, setView]);
  const mapOpen = view === 'map';
  React.useEffect(() => {
    if (!mapOpen || !scrollToResults.current) return;
    scrollToResults.current = false;
    resultsHeading.current?.scrollIntoView({ block: 'start' });
  }, [mapOpen]);
  // On a phone the map takes the list's place; on a wide screen it sits beside the list, the filters then
  // in the drawer as on a phone.
  const listShown = !mapOpen || wide;
  const onSearch = React.useCallback((q: string) => setFilters({ ...filters, q }), [filters, setFilters]);
  const query = useExploreActivities(filters);
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];
  // Only the first page carries the count; past LIST_TOTAL_CAP it reads 'More than 1000'.
  const firstPage = query.data?.pages[0];
  const total = firstPage?.total ?? undefined;
  const totalCapped = firstPage?.totalCapped ?? false;

  return (
    <div className="page-container pb-16">
      <PageHeader title={t('pages.explore.title')} subtitle={t('pages.explore.subtitle')} />
      <div className="flex gap-8">
        {wide && !mapOpen && <FilterSidebar filters={filters} onChange={setFilters} />}
        <div className="flex min-w-0 flex-1 flex-col gap-5">
          <div className="flex gap-3">
            <div className="flex-1">
              <SearchBox value={filters.q} onSearch={onSearch} />
            </div>
            {(!wide || mapOpen) && (
              <FilterDrawer
                filters={filters}
                onChange={setFilters}
                total={total}
                totalCapped={totalCapped}
                counting={query.isPlaceholderData}
              />
            )}
          </div>
          <QuickChips filters={filters} onChange={setFilters} />
          <ActiveFilterChips filters={filters} onChange={setFilters} />

          <div
            className={cn(
              mapOpen && wide && 'grid grid-cols-[minmax(0,1fr)_minmax(0,1.15fr)] items-start gap-6',
            )}
          >
            <section
              aria-busy={query.isPending}
              aria-labelledby="explore-results"
              className="flex flex-col gap-5"
            >
              <div className="flex flex-wrap items-center justify-between gap-3">
                <h2
                  id="explore-results"
                  ref={resultsHeading}
                  tabIndex={-1}
                  className="scroll-mt-20 font-semibold text-xl tabular-nums outline-none"
                  aria-live="polite"
                >
                  {total !== undefined ? (
                    t(totalCapped ? 'explore.foundMore' : 'explore.found', { count: total })
                  ) : (
                    <span className="sr-only">…</span>
                  )}
                </h2>
                <ViewToggle view={view} onChange={setView} />
              </div>
              {mapOpen && !wide && (
                <LazyExploreMap
                  filters={filters}
                  onSearchArea={onSearchArea}
                  onSkip={skipMap}
                  listTotal={query.isPlaceholderData || totalCapped ? undefined : total}
                  className="relative h-[calc(100dvh-16rem)] min-h-80"
                />
              )}
              {!listShown ? null : query.isPending ? (
                <ul className={GRID}>
                  {Array.from({ length: 6 }, (_, index) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
                    <li key={index}>
                      <ActivityCardSkeleton />
                    </li>
                  ))}
                </ul>
              ) : query.isError && items.length === 0 ? (
                <LoadError
                  title={t('explore.loadError')}
                  onRetry={() => void query.refetch()}
                  retrying={query.isRefetching}
                />
              ) : items.length === 0 ? (
                <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed px-6 py-12 text-center">
                  <SearchX aria-hidden className="size-8 text-muted-foreground" />
                  <h3 className="font-semibold text-lg">{t('explore.emptyTitle')}</h3>
                  <p className="max-w-md text-muted-foreground">{t('explore.emptyText')}</p>
                  <Button onClick={() => setFilters(EMPTY_FILTERS)}>{t('explore.clearAllFilters')}</Button>
                </div>
              ) : (
                <>
                  <ul
                    className={cn(
                      mapOpen ? GRID_BESIDE_MAP : GRID,
                      query.isPlaceholderData && 'opacity-60 transition-opacity',
                    )}
                  >
                    {items.map((activity, index) => (
                      <li key={activity.id} className={cn(index >= EXPLORE_FIRST_ROW && 'render-when-near')}>
                        <ActivityCard activity={activity} priority={index < EXPLORE_FIRST_ROW} />
                      </li>
                    ))}
                  </ul>
                  {query.isFetchNextPageError && (
                    <p role="alert" className="text-center text-destructive text-sm">
                      {t('explore.loadError')}
                    </p>
                  )}
                  {query.hasNextPage && (
                    <div className="flex justify-center">
                      <Button
                        variant="outline"
                        size="lg"
                        onClick={() => query.fetchNextPage()}
                        disabled={query.isFetchingNextPage}
                      >
                        {query.isFetchingNextPage ? t('explore.loadingMore') : t('explore.loadMore')}
                      </Button>
                    </div>
                  )}
                </>
              )}
            </section>
            {mapOpen && wide && (
              <LazyExploreMap
                filters={filters}
                onSearchArea={onSearchArea}
                onSkip={skipMap}
                listTotal={query.isPlaceholderData || totalCapped ? undefined : total}
                className="sticky top-20 h-[calc(100dvh-6rem)]"
              />
            )}
          </div>
        </div>
      </div>
    </div>
  );
}

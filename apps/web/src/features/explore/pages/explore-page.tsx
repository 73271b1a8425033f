import * as React from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { CitySwitcher } from '#/components/city-switcher/city-switcher.tsx';
import { PageHeader } from '#/components/page-header.tsx';
import { useExploreActivities } from '#/features/explore/api/get-activities.ts';
import { ExploreResults, GRID, GRID_BESIDE_MAP } from '#/features/explore/components/explore-results.tsx';
import { ActiveFilterChips, QuickChips } from '#/features/explore/components/filter-chips.tsx';
import { FilterDrawer } from '#/features/explore/components/filter-drawer.tsx';
import { FilterSidebar } from '#/features/explore/components/filter-sidebar.tsx';
import { LazyExploreMap } from '#/features/explore/components/lazy-explore-map.tsx';
import { loadFilterPanel } from '#/features/explore/components/lazy-filter-panel.tsx';
import { SearchBox } from '#/features/explore/components/search-box.tsx';
import { SHEET_PEEK_PX } from '#/features/explore/components/sheet-peek.ts';
import { type ExploreView, ViewToggle } from '#/features/explore/components/view-toggle.tsx';
import {
  EMPTY_FILTERS,
  type ExploreFilters,
  filtersToParams,
  type MapArea,
  parseFilters,
} from '#/features/explore/lib/explore-filters.ts';
import { usePageView } from '#/lib/analytics.ts';
import { rememberCity, useChosenCity, useCityName } from '#/lib/cities.ts';
import { cn } from '#/lib/cn.ts';
import { afterFirstPaint } from '#/lib/first-paint.ts';
import { useMediaQuery } from '#/lib/use-media-query.ts';

/** Tailwind's `lg`: from here the filters sit in a sidebar beside the results, below it in a drawer. */
export const WIDE_LAYOUT = '(min-width: 64rem)';

// A wide screen shows the filters with the page: their code loads beside the page's, not after its render.
if (window.matchMedia(WIDE_LAYOUT).matches) void loadFilterPanel();

/**
 * The phone map's sheet of results: outside the page's first load (a wide screen never shows it), and fetched
 * just after the first paint on a narrow one, so the Map toggle finds it there.
 */
const loadResultsSheet = () => import('#/features/explore/components/results-sheet.tsx');
const ResultsSheet = React.lazy(() =>
  loadResultsSheet().then((module) => ({ default: module.ResultsSheet })),
);

export function ExplorePage() {
  const { t } = useTranslation();
  usePageView({ page: '/explore' });
  // One of the two is mounted, not both with one hidden: a phone's first render then lays out no filters.
  const wide = useMediaQuery(WIDE_LAYOUT);
  React.useEffect(() => {
    if (!wide) void afterFirstPaint().then(loadResultsSheet);
  }, [wide]);
  const [searchParams, setSearchParams] = useSearchParams();
  const addressed = React.useMemo(() => parseFilters(searchParams), [searchParams]);
  // With several cities the search is always about one (decision 195): the address's, else the chosen one.
  const { cities, city, several } = useChosenCity();
  const filters = React.useMemo(
    () => (several && city && !addressed.city ? { ...addressed, city: city.slug } : addressed),
    [addressed, several, city],
  );
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
  const setView = React.useCallback((next: ExploreView) => show(filters, next), [show, filters]);
  const onSearchArea = React.useCallback(
    (bbox: MapArea | undefined) => setFilters({ ...filters, bbox }),
    [filters, setFilters],
  );
  const resultsHeading = React.useRef<HTMLHeadingElement>(null);
  const mapOpen = view === 'map';
  // Below `lg` the map fills the screen between the bars and the results are a sheet over it (Airbnb's
  // phone map); on a wide screen it sits beside the list, the filters then in the drawer as on a phone.
  const phoneMap = mapOpen && !wide;
  // The sheet is open for one search: a new one (or the map opened again) starts it closed, the map first.
  const search = searchParams.toString();
  const [sheetOpenFor, setSheetOpenFor] = React.useState<string | null>(null);
  const sheetOpen = sheetOpenFor === search;
  const setSheetOpen = React.useCallback((open: boolean) => setSheetOpenFor(open ? search : null), [search]);
  const sheetHandle = React.useRef<HTMLButtonElement>(null);
  // 'Skip the map': to the list, the sheet opened on a phone.
  const skipMap = React.useCallback(() => {
    if (wide) {
      requestAnimationFrame(() => resultsHeading.current?.focus());
      return;
    }
    setSheetOpen(true);
    requestAnimationFrame(() => sheetHandle.current?.focus());
  }, [wide, setSheetOpen]);
  const onSearch = React.useCallback((q: string) => setFilters({ ...filters, q }), [filters, setFilters]);
  const onCity = React.useCallback(
    (slug: string) => {
      rememberCity(slug);
      // Another city's map starts on its own centre: the old area is not in it.
      setFilters({ ...filters, city: slug, bbox: undefined });
    },
    [filters, setFilters],
  );
  const home = React.useMemo(() => (city ? { center: city.center, zoom: city.zoom } : undefined), [city]);
  // The spec's 'Discover experiences in Barcelona' for the default city; another city's explore names it.
  const nameOf = useCityName();
  const subtitle =
    city && !city.isDefault
      ? t('pages.explore.subtitleIn', { city: nameOf(city) })
      : t('pages.explore.subtitle');
  const clearFilters = React.useCallback(() => setFilters(EMPTY_FILTERS), [setFilters]);
  const query = useExploreActivities(filters);
  // Only the first page carries the count; past LIST_TOTAL_CAP it reads 'More than 1000'.
  const firstPage = query.data?.pages[0];
  const total = firstPage?.total ?? undefined;
  const totalCapped = firstPage?.totalCapped ?? false;
  const listTotal = query.isPlaceholderData || totalCapped ? undefined : total;

  const chips = (
    <>
      <CitySwitcher cities={cities} value={city?.slug} onChange={onCity} />
      <QuickChips filters={filters} onChange={setFilters} timeZone={city?.timeZone} />
      <ActiveFilterChips filters={filters} onChange={setFilters} />
    </>
  );
  const toolbar = (
    <>
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
      {phoneMap ? (
        // Over a phone's map the chips are one row that scrolls sideways (at their widest, `w-max`, they do
        // not wrap): the map keeps the height.
        <div className="-mx-4 overflow-x-auto px-4 [scrollbar-width:none] sm:-mx-6 sm:px-6">
          <div className="flex w-max items-center gap-2">{chips}</div>
        </div>
      ) : (
        chips
      )}
    </>
  );

  if (phoneMap)
    return (
      // The height between the header and the bottom navigation (styles.css): the page does not scroll, so a
      // tapped pin moves nothing, and the footer steps aside (`data-fills-screen`).
      <div data-fills-screen className="page-container flex h-between-bars flex-col gap-3 pt-3">
        <div className="sr-only">
          <PageHeader title={t('pages.explore.title')} subtitle={subtitle} />
        </div>
        {toolbar}
        {/* Edge to edge, as a phone's map is; the sheet's closed part stays inside (overflow-hidden). */}
        <div className="relative -mx-4 min-h-0 flex-1 overflow-hidden sm:-mx-6">
          <LazyExploreMap
            filters={filters}
            home={home}
            onSearchArea={onSearchArea}
            onSkip={skipMap}
            onOpenCard={() => setSheetOpen(false)}
            listTotal={listTotal}
            bottomInset={SHEET_PEEK_PX}
            edgeToEdge
            className="absolute inset-0"
          />
          <React.Suspense>
            <ResultsSheet
              open={sheetOpen}
              onOpenChange={setSheetOpen}
              handleRef={sheetHandle}
              count={
                total === undefined
                  ? t('explore.counting')
                  : t(totalCapped ? 'explore.sheetCountMore' : 'explore.sheetCount', { count: total })
              }
              aside={<ViewToggle view={view} onChange={setView} />}
            >
              <ExploreResults query={query} onClearFilters={clearFilters} />
            </ResultsSheet>
          </React.Suspense>
        </div>
      </div>
    );

  return (
    <div className="page-container pb-16">
      <PageHeader title={t('pages.explore.title')} subtitle={subtitle} />
      <div className="flex gap-8">
        {wide && !mapOpen && <FilterSidebar filters={filters} onChange={setFilters} />}
        <div className="flex min-w-0 flex-1 flex-col gap-5">
          {toolbar}
          <div className={cn(mapOpen && 'grid grid-cols-[minmax(0,1fr)_minmax(0,1.15fr)] items-start gap-6')}>
            <section
              aria-busy={query.isPending}
              aria-labelledby="explore-results"
              className="flex flex-col gap-5"
            >
              {/* One row whatever the count says: the heading takes what the toggle leaves (wrapping inside itself),
                  so the toggle and the cards below do not move when the count arrives (layout shift). */}
              <div className="flex items-center justify-between gap-3">
                <h2
                  id="explore-results"
                  ref={resultsHeading}
                  tabIndex={-1}
                  className="min-w-0 flex-1 scroll-mt-20 font-semibold text-xl tabular-nums outline-none"
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
              <ExploreResults
                query={query}
                grid={mapOpen ? GRID_BESIDE_MAP : GRID}
                onClearFilters={clearFilters}
              />
            </section>
            {mapOpen && (
              <LazyExploreMap
                filters={filters}
                home={home}
                onSearchArea={onSearchArea}
                onSkip={skipMap}
                listTotal={listTotal}
                className="sticky top-20 h-[calc(100dvh-6rem)]"
              />
            )}
          </div>
        </div>
      </div>
    </div>
  );
}

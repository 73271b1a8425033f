import PanelLeftClose from 'lucide-react/icons/panel-left-close';
import SlidersHorizontal from 'lucide-react/icons/sliders-horizontal';
import * as React from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#/components/ui/button.tsx';
import { LazyFilterPanel } from '#/features/explore/components/lazy-filter-panel.tsx';
import { activeFilterCount, type ExploreFilters } from '#/features/explore/lib/explore-filters.ts';

/** Where the rail is remembered, so a guest who prefers more room for results keeps it across visits. */
export const FILTERS_COLLAPSED_KEY = 'explore.filtersCollapsed';

function storedCollapsed(): boolean {
  try {
    return window.localStorage.getItem(FILTERS_COLLAPSED_KEY) === 'true';
  } catch {
    return false;
  }
}

function storeCollapsed(collapsed: boolean) {
  try {
    if (collapsed) window.localStorage.setItem(FILTERS_COLLAPSED_KEY, 'true');
    else window.localStorage.removeItem(FILTERS_COLLAPSED_KEY);
  } catch {
    // Private mode or blocked storage: the choice lasts for this visit only.
  }
}

/**
 * Desktop: the filters beside the results, collapsible to a narrow rail that still shows the count. The
 * choice is kept in localStorage; after a toggle, focus moves to the button that undoes it.
 */
export function FilterSidebar({
  filters,
  onChange,
}: {
  filters: ExploreFilters;
  onChange: (next: ExploreFilters) => void;
}) {
  const { t } = useTranslation();
  const [collapsed, setCollapsed] = React.useState(storedCollapsed);
  const count = activeFilterCount(filters);
  const headingId = React.useId();
  const toggleRef = React.useRef<HTMLButtonElement>(null);
  const toggled = React.useRef(false);

  React.useEffect(() => {
    if (!toggled.current) return;
    toggled.current = false;
    toggleRef.current?.focus();
  });

  const toggle = (next: boolean) => {
    toggled.current = true;
    storeCollapsed(next);
    setCollapsed(next);
  };

  if (collapsed) {
    return (
      <aside aria-label={t('explore.filters')} className="w-14 shrink-0">
        <div className="sticky top-20 flex flex-col items-center gap-2 rounded-xl border bg-card py-3">
          <Button
            variant="ghost"
            size="icon"
            ref={toggleRef}
            aria-label={t('explore.expandFilters')}
            onClick={() => toggle(false)}
          >
            <SlidersHorizontal aria-hidden />
          </Button>
          {count > 0 && (
            <span className="rounded-full bg-primary px-2 py-0.5 font-semibold text-primary-foreground text-xs tabular-nums">
              <span className="sr-only">{t('explore.filtersCount', { count })}</span>
              <span aria-hidden>{count}</span>
            </span>
          )}
        </div>
      </aside>
    );
  }

  return (
    <aside aria-label={t('explore.filters')} className="w-72 shrink-0">
      <div className="sticky top-20 flex max-h-[calc(100dvh-6rem)] flex-col rounded-xl border bg-card">
        <div className="flex items-center justify-between border-b px-4 py-3">
          <h2 id={headingId} className="flex items-center gap-2 font-semibold">
            {t('explore.filters')}
            {count > 0 && (
              <span className="rounded-full bg-primary px-2 py-0.5 text-primary-foreground text-xs tabular-nums">
                <span className="sr-only">{t('explore.filtersCount', { count })}</span>
                <span aria-hidden>{count}</span>
              </span>
            )}
          </h2>
          <Button
            variant="ghost"
            size="icon"
            ref={toggleRef}
            aria-label={t('explore.collapseFilters')}
            onClick={() => toggle(true)}
          >
            <PanelLeftClose aria-hidden />
          </Button>
        </div>
        <div className="overflow-y-auto px-4 py-4">
          <LazyFilterPanel filters={filters} onChange={onChange} />
        </div>
      </div>
    </aside>
  );
}

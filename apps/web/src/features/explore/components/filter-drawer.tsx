import SlidersHorizontal from 'lucide-react/icons/sliders-horizontal';
import { useTranslation } from 'react-i18next';
import { LazyPopup } from '#/components/lazy-popup.tsx';
import { Button } from '#/components/ui/button.tsx';
import type { FilterDrawerProps } from '#/features/explore/components/filter-drawer-dialog.tsx';
import { activeFilterCount } from '#/features/explore/lib/explore-filters.ts';

const loadDialog = async () =>
  (await import('#/features/explore/components/filter-drawer-dialog.tsx')).FilterDrawerDialog;

/**
 * Mobile: the filters in a sheet from the left; the footer shows how many activities they find. The sheet's
 * code (the dialog and the panel) loads when the button is first pointed at, focused or pressed.
 */
export function FilterDrawer(props: FilterDrawerProps) {
  const { t } = useTranslation();
  const count = activeFilterCount(props.filters);
  return (
    <LazyPopup<FilterDrawerProps>
      {...props}
      popup="dialog"
      load={loadDialog}
      trigger={
        <Button variant="outline">
          <SlidersHorizontal aria-hidden />
          {t('explore.filters')}
          {count > 0 && (
            <span className="rounded-full bg-primary px-2 py-0.5 text-primary-foreground text-xs tabular-nums">
              <span className="sr-only">{t('explore.filtersCount', { count })}</span>
              <span aria-hidden>{count}</span>
            </span>
          )}
        </Button>
      }
    />
  );
}

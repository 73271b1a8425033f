import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '#/components/ui/skeleton.tsx';
import { loadPageCatalogs } from '#/lib/i18n.ts';

/**
 * MapLibre and the map's code, with the catalog's last part that holds the map's words: loaded when the map
 * view first opens, never with the page.
 */
const ExploreMap = lazy(async () => {
  const [module] = await Promise.all([
    import('#/features/explore/components/explore-map.tsx'),
    loadPageCatalogs({ wholeCatalog: true }),
  ]);
  return module;
});

/** Explore's map, with a map-shaped wait while its chunk loads. */
// The props' type by a type-only import() expression: the map's module is no static import of this one.
type ExploreMapProps = Parameters<
  typeof import('#/features/explore/components/explore-map.tsx').ExploreMap
>[0];

export function LazyExploreMap(props: ExploreMapProps) {
  const { t } = useTranslation();
  return (
    <Suspense
      fallback={
        <Skeleton
          rounded="xl"
          role="status"
          aria-label={t('explore.loadingMap')}
          className={props.className}
        />
      }
    >
      <ExploreMap {...props} />
    </Suspense>
  );
}

import ExternalLink from 'lucide-react/icons/external-link';
import { lazy, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#/components/ui/button.tsx';
import { Skeleton } from '#/components/ui/skeleton.tsx';
import { mapsAppFor, openInMapsUrl } from '#/features/activity/lib/open-in-maps.ts';

/** MapLibre comes after the section's words: the link works while the map is still on its way. */
const PointMap = lazy(() => import('#/features/map/components/point-map.tsx'));

/**
 * 'Where you'll meet': the pin on a small map that does not move (the phone's maps app is one tap away),
 * the place's name and address, and 'Open in maps' for directions.
 */
export function MeetingPoint({
  point,
  locationName,
  address,
}: {
  point: { latitude: number; longitude: number };
  locationName: string;
  address: string;
}) {
  const { t } = useTranslation();
  const app = useMemo(() => mapsAppFor(navigator.userAgent), []);
  const name = locationName || address;
  return (
    <section aria-labelledby="meeting-point-title" className="flex flex-col gap-4">
      <h2 id="meeting-point-title" className="font-semibold text-xl">
        {t('meetingPoint.title')}
      </h2>
      <div className="h-48 overflow-hidden rounded-xl border sm:h-64">
        <Suspense fallback={<Skeleton rounded="none" className="size-full" />}>
          <PointMap
            className="size-full"
            point={point}
            label={t('meetingPoint.mapLabel', { place: name })}
            markerLabel={t('meetingPoint.markerLabel')}
          />
        </Suspense>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-x-6 gap-y-3">
        <p className="flex min-w-0 flex-col">
          <span className="font-medium">{name}</span>
          {address && address !== name && <span className="text-muted-foreground">{address}</span>}
        </p>
        <Button asChild variant="outline">
          <a href={openInMapsUrl(point, name, app)} target="_blank" rel="noopener noreferrer">
            <ExternalLink aria-hidden />
            {t('meetingPoint.openInMaps')}
            <span className="sr-only"> {t('activity.newTab')}</span>
          </a>
        </Button>
      </div>
    </section>
  );
}

import ExternalLink from 'lucide-react/icons/external-link';
import MapPin from 'lucide-react/icons/map-pin';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useInView } from 'react-intersection-observer';
import { Button } from '#/components/ui/button.tsx';
import { mapsAppFor, openInMapsUrl } from '#/features/activity/lib/open-in-maps.ts';
import { loadPageCatalogs } from '#/lib/i18n.ts';

/**
 * MapLibre (about 240 kB gzip and a WebGL context) comes after the section's words, and only when the map's
 * box is about to be seen or is touched: on a phone the section itself loads a screen ahead, and the map
 * there would cost the page's first seconds (Lighthouse's blocking time) for a box nobody has reached.
 */
const PointMap = lazy(() =>
  // The map's own words (its controls, its notes) are in the catalog's last part, loaded with it.
  Promise.all([
    import('#/features/map/components/point-map.tsx'),
    loadPageCatalogs({ wholeCatalog: true }),
  ]).then(([module]) => module),
);

/** How far ahead of the screen the map starts loading: a quick flick's worth, so it is drawn on arrival. */
const MAP_MARGIN = '200px 0px';

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
      <MeetingPointMap
        point={point}
        label={t('meetingPoint.mapLabel', { place: name })}
        markerLabel={t('meetingPoint.markerLabel')}
      />
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

/**
 * The map's box: a still picture of a pin until the box comes within MAP_MARGIN of the screen or is touched,
 * then the map (the same picture while MapLibre is on its way, so nothing jumps).
 */
function MeetingPointMap({
  point,
  label,
  markerLabel,
}: {
  point: { latitude: number; longitude: number };
  label: string;
  markerLabel: string;
}) {
  const [touched, setTouched] = useState(false);
  // Without IntersectionObserver (an old browser) the map loads at once, as before, and nothing is watched.
  const unobservable = typeof IntersectionObserver === 'undefined';
  const { ref, inView } = useInView({
    triggerOnce: true,
    rootMargin: MAP_MARGIN,
    initialInView: unobservable,
    skip: unobservable,
  });
  const placeholder = <MapPlaceholder onTouch={() => setTouched(true)} />;
  return (
    <div ref={ref} className="h-48 overflow-hidden rounded-xl border sm:h-64">
      {inView || touched ? (
        <Suspense fallback={placeholder}>
          <PointMap className="size-full" point={point} label={label} markerLabel={markerLabel} />
        </Suspense>
      ) : (
        placeholder
      )}
    </div>
  );
}

/** The pin on the plain map's colours (style-fallback.ts' PLAIN_BACKGROUND), drawn without MapLibre. */
function MapPlaceholder({ onTouch }: { onTouch: () => void }) {
  return (
    <div
      aria-hidden
      data-testid="meeting-point-placeholder"
      onPointerDown={onTouch}
      className="flex size-full items-center justify-center bg-[#dde5ea] dark:bg-[#2b3a44]"
    >
      {/* Its tip on the point, where the map's marker stands, so the pin does not move when the map comes. */}
      <MapPin className="-translate-y-1/2 size-9 fill-primary text-primary-foreground" strokeWidth={1.5} />
    </div>
  );
}

import { type ActivityPin, BARCELONA_CENTER, BARCELONA_ZOOM } from '@sortim/contracts/map';
import Search from 'lucide-react/icons/search';
import type * as maplibregl from 'maplibre-gl';
import { type CSSProperties, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { Button } from '#/components/ui/button.tsx';
import { MapPinCard, type MapSelection } from '#/features/explore/components/map-pin-card.tsx';
import { type MapView, useMapPins } from '#/features/explore/hooks/use-map-pins.ts';
import type { ExploreFilters, MapArea } from '#/features/explore/lib/explore-filters.ts';
import {
  indexPins,
  type MapMarker,
  markersIn,
  openCluster,
  pinsArea,
} from '#/features/explore/lib/map-markers.ts';
import { BaseMap, type MapLibre } from '#/features/map/components/base-map.tsx';
import { cn } from '#/lib/cn.ts';
import { formatMoney } from '#/lib/format.ts';

/** Fitting the pins stops at this zoom: one pin alone shows its streets, not a single building. */
const FIT_MAX_ZOOM = 15;
const FIT_PADDING_PX = 56;

type MapInstance = { map: maplibregl.Map; maplibre: MapLibre };

/** The map's visible area, kept within the globe (the `bbox` filter's bounds). */
function readView(map: maplibregl.Map): MapView {
  const bounds = map.getBounds();
  return {
    area: {
      west: Math.max(-180, bounds.getWest()),
      south: Math.max(-90, bounds.getSouth()),
      east: Math.min(180, bounds.getEast()),
      north: Math.min(90, bounds.getNorth()),
    },
    zoom: map.getZoom(),
  };
}

/**
 * Room around the fitted pins. A map taller than what is left of the screen (the sticky map beside the list
 * before the page scrolls, a phone's map under the page's heading) fits them into the part on screen.
 */
function fitPadding(map: maplibregl.Map, bottomInset: number) {
  const box = map.getContainer().getBoundingClientRect();
  const offScreen = Math.max(0, box.bottom - window.innerHeight);
  const bottom = offScreen < box.height / 2 ? offScreen : 0;
  return {
    top: FIT_PADDING_PX,
    right: FIT_PADDING_PX,
    left: FIT_PADDING_PX,
    bottom: FIT_PADDING_PX + bottom + bottomInset,
  };
}

const toBounds = (area: MapArea): [[number, number], [number, number]] => [
  [area.west, area.south],
  [area.east, area.north],
];

/**
 * Explore's map: the pins of the current filters (useMapPins: the search's, or by map tile where an answer
 * would depend on the box drawn), clustered where they crowd,
 * as HTML buttons a keyboard reaches (each named by its title and price, a cluster by its count). A tap
 * opens a small card; once the person moves the map, 'Search this area' narrows the list and the pins to
 * it (`bbox` in the URL). The list beside it (or in the sheet over it on a phone) is its equivalent. Only
 * ever loaded lazily: it is MapLibre's chunk.
 */
export function ExploreMap({
  filters,
  home = { center: BARCELONA_CENTER, zoom: BARCELONA_ZOOM },
  onSearchArea,
  onSkip,
  onOpenCard,
  listTotal,
  bottomInset = 0,
  edgeToEdge = false,
  className,
}: {
  filters: ExploreFilters;
  /** Where the map opens when there is nothing to fit: the chosen city's centre (decision 195). */
  home?: { center: { latitude: number; longitude: number }; zoom: number } | undefined;
  /** How many the list found for the same search (undefined while unknown or past its cap). */
  listTotal?: number | undefined;
  onSearchArea: (area: MapArea | undefined) => void;
  /** 'Skip the map': to the list. */
  onSkip: () => void;
  /** A marker opened its card (a phone's sheet closes, so the card is seen). */
  onOpenCard?: () => void;
  /**
   * How much of the map's bottom something of the page covers (a phone's sheet, in px): the pins are fitted,
   * the card opened and the map's credits shown above it.
   */
  bottomInset?: number;
  /** A phone's map, from edge to edge of the screen: no frame of its own. */
  edgeToEdge?: boolean;
  className?: string;
}) {
  const { t, i18n } = useTranslation();
  const [instance, setInstance] = useState<MapInstance | null>(null);
  const [view, setView] = useState<MapView | null>(null);
  const [moved, setMoved] = useState(false);
  const [selection, setSelection] = useState<MapSelection | null>(null);

  // The view follows the search: the pins are fitted when the filters change (not when only the area was
  // searched, which is the view itself); a shared link with an area opens on that area.
  const { bbox, ...otherFilters } = filters;
  const fitKey = `${JSON.stringify(otherFilters)}${bbox ? ':area' : ''}`;
  const [fittedKey, setFittedKey] = useState<string | null>(null);
  const pins = useMapPins(filters, view, fittedKey === fitKey);
  const { search, items } = pins;
  const searchItems = search.data?.items;
  const index = useMemo(() => indexPins(items ?? []), [items]);
  const markers = useMemo(() => (view ? markersIn(index, view.area, view.zoom) : []), [index, view]);

  const onReady = useCallback((map: maplibregl.Map, maplibre: MapLibre) => {
    setInstance({ map, maplibre });
    setView(readView(map));
    map.on('moveend', (event) => {
      setView(readView(map));
      // Only the person's own moves (drag, wheel, keys, the zoom buttons) offer a new search, not ours.
      if ('originalEvent' in event && event.originalEvent) setMoved(true);
    });
  }, []);

  useEffect(() => {
    if (!instance || fittedKey === fitKey) return;
    const first = fittedKey === null;
    const { map } = instance;
    if (bbox) {
      if (first) map.fitBounds(toBounds(bbox), { animate: false });
      setFittedKey(fitKey);
      return;
    }
    if (!searchItems || search.isPlaceholderData) return;
    setFittedKey(fitKey);
    const animate = !first && !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    const area = pinsArea(searchItems);
    if (area)
      map.fitBounds(toBounds(area), {
        padding: fitPadding(map, bottomInset),
        maxZoom: FIT_MAX_ZOOM,
        animate,
      });
    else map.jumpTo({ center: [home.center.longitude, home.center.latitude], zoom: home.zoom });
    setMoved(false);
  }, [instance, searchItems, search.isPlaceholderData, fittedKey, fitKey, bbox, bottomInset, home]);

  // A selected activity the new search no longer has goes with its marker.
  useEffect(() => {
    if (selection?.kind === 'pin' && items && !items.some((pin) => pin.id === selection.pin.id))
      setSelection(null);
  }, [items, selection]);

  // Each marker is a MapLibre Marker around an element React renders its button into (createPortal below).
  const elements = useRef(new Map<string, { element: HTMLDivElement; marker: maplibregl.Marker | null }>());
  const elementFor = (key: string) => {
    let entry = elements.current.get(key);
    if (!entry) {
      entry = { element: document.createElement('div'), marker: null };
      elements.current.set(key, entry);
    }
    return entry.element;
  };
  useEffect(() => {
    if (!instance) return;
    const shown = new Set<string>();
    for (const marker of markers) {
      shown.add(marker.key);
      const entry = elements.current.get(marker.key);
      if (!entry) continue;
      entry.marker ??= new instance.maplibre.Marker({ element: entry.element, anchor: 'center' })
        .setLngLat([marker.longitude, marker.latitude])
        .addTo(instance.map);
      entry.marker.setLngLat([marker.longitude, marker.latitude]);
    }
    for (const [key, entry] of elements.current) {
      if (shown.has(key)) continue;
      entry.marker?.remove();
      elements.current.delete(key);
    }
  }, [instance, markers]);
  useEffect(() => {
    const entries = elements.current;
    return () => {
      for (const entry of entries.values()) entry.marker?.remove();
      entries.clear();
    };
  }, []);

  // A marker pressed by keyboard (a click with no pointer: detail 0) opens a card whose link shows its focus
  // ring; after a tap or a click the focus moves all the same, without the ring (MapPinCard).
  const openMarker = (marker: MapMarker, byKeyboard: boolean) => {
    if (!instance) return;
    if (marker.kind === 'pin') {
      setSelection({ kind: 'pin', pin: marker.pin, byKeyboard });
      onOpenCard?.();
      return;
    }
    const opened = openCluster(index, marker.clusterId);
    if (opened.kind === 'list') {
      setSelection({ kind: 'spot', pins: opened.pins, byKeyboard });
      onOpenCard?.();
      return;
    }
    setSelection(null);
    instance.map.easeTo({ center: [marker.longitude, marker.latitude], zoom: opened.zoom });
  };

  const closeCard = () => {
    setSelection(null);
    instance?.map.getCanvas().focus({ preventScroll: true });
  };

  const searchArea = () => {
    if (!instance) return;
    setMoved(false);
    setSelection(null);
    onSearchArea(readView(instance.map).area);
  };

  // The list's activities without a pin: said under the map, so fewer markers than results is no mystery.
  // Only for a search with no area (an area's list holds pinned activities only) and whole answers.
  const unpinned =
    !bbox && searchItems && !search.isPlaceholderData && !search.data?.capped && listTotal !== undefined
      ? Math.max(0, listTotal - searchItems.length)
      : 0;

  // With several prices (Adult, Child...), the lowest: 'from €8', as on the cards.
  const price = ({ priceCents, severalPrices }: ActivityPin) =>
    severalPrices
      ? `${t('activityCard.from')} ${formatMoney(priceCents, i18n.language)}`
      : priceCents === 0
        ? t('activityCard.free')
        : formatMoney(priceCents, i18n.language);
  const selectedId = selection?.kind === 'pin' ? selection.pin.id : null;

  return (
    <div
      className={cn('flex flex-col', className)}
      style={{ '--map-bottom-inset': `${bottomInset}px` } as CSSProperties}
    >
      <button
        type="button"
        onClick={onSkip}
        className="sr-only z-30 cursor-pointer rounded-md bg-primary px-4 py-2 font-medium text-primary-foreground focus:not-sr-only focus:absolute focus:top-2 focus:left-2"
      >
        {t('exploreMap.skip')}
      </button>
      <BaseMap
        center={home.center}
        zoom={home.zoom}
        label={t('exploreMap.label')}
        onReady={onReady}
        overlay={
          <>
            {/* Lifted off the map by a shadow of their own (the button's is a hairline). */}
            {moved && (
              <div className="rounded-full shadow-lg">
                <Button shape="pill" onClick={searchArea}>
                  <Search aria-hidden />
                  {t('exploreMap.searchArea')}
                </Button>
              </div>
            )}
            {!moved && bbox && (
              <div className="rounded-full shadow-lg">
                <Button variant="outline" shape="pill" onClick={() => onSearchArea(undefined)}>
                  {t('exploreMap.clearArea')}
                </Button>
              </div>
            )}
            {pins.capped && (
              <p className="rounded-md bg-background/95 px-3 py-2 text-center text-foreground text-sm shadow-sm">
                {t('exploreMap.capped')}
              </p>
            )}
            {/* Edge to edge, the map has no room under it: the note goes with the others. */}
            {edgeToEdge && unpinned > 0 && (
              <p className="rounded-md bg-background/95 px-3 py-2 text-center text-foreground text-sm shadow-sm">
                {t('exploreMap.unpinned', { count: unpinned })}
              </p>
            )}
          </>
        }
        // The credits (MapLibre's bottom-right control) stay above what covers the map's bottom.
        className={cn(
          'min-h-0 flex-1 [&_.maplibregl-ctrl-bottom-right]:mb-(--map-bottom-inset)',
          !edgeToEdge && 'rounded-xl border',
        )}
      >
        {selection && <MapPinCard key={selectedId ?? 'spot'} selection={selection} onClose={closeCard} />}
      </BaseMap>
      {!edgeToEdge && unpinned > 0 && (
        <p className="pt-2 text-muted-foreground text-sm">{t('exploreMap.unpinned', { count: unpinned })}</p>
      )}
      {markers.map((marker) =>
        createPortal(
          marker.kind === 'pin' ? (
            <button
              type="button"
              aria-label={t('exploreMap.pin', {
                title: marker.pin.title,
                price: price(marker.pin),
              })}
              aria-expanded={selectedId === marker.pin.id}
              onClick={(event) => openMarker(marker, event.detail === 0)}
              className={cn(
                'cursor-pointer rounded-full border px-2.5 py-1 font-semibold text-sm tabular-nums shadow-md outline-none transition-transform hover:scale-105 focus-visible:ring-[3px] focus-visible:ring-ring',
                selectedId === marker.pin.id
                  ? 'border-foreground bg-foreground text-background'
                  : marker.pin.state === 'bookable'
                    ? 'border-border bg-background text-foreground'
                    : 'border-border bg-background text-muted-foreground',
              )}
            >
              {price(marker.pin)}
            </button>
          ) : (
            <button
              type="button"
              aria-label={t('exploreMap.cluster', { count: marker.count })}
              onClick={(event) => openMarker(marker, event.detail === 0)}
              className="flex size-11 cursor-pointer items-center justify-center rounded-full border-2 border-background bg-primary font-bold text-primary-foreground text-sm tabular-nums shadow-md outline-none transition-transform hover:scale-105 focus-visible:ring-[3px] focus-visible:ring-ring"
            >
              {marker.count}
            </button>
          ),
          elementFor(marker.key),
          marker.key,
        ),
      )}
    </div>
  );
}

export default ExploreMap;

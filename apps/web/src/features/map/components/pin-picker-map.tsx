import { BARCELONA_CENTER, BARCELONA_ZOOM } from '@sortim/contracts/map';
import type * as maplibregl from 'maplibre-gl';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { BaseMap, type MapLibre } from '#/features/map/components/base-map.tsx';
import { markerColor } from '#/features/map/lib/marker-color.ts';

export interface MapPoint {
  latitude: number;
  longitude: number;
}

/** Close enough to see which corner of a square the pin is on. */
export const PIN_ZOOM = 16;

/** Six decimals are about 10 cm: finer than a finger or a mouse can place a pin. */
const round = (value: number) => Number(value.toFixed(6));
const toPoint = ({ lat, lng }: maplibregl.LngLat): MapPoint => ({
  latitude: round(lat),
  longitude: round(lng),
});

/**
 * A map to place one pin on: a click or tap puts it there, dragging it (or, focused, the arrow keys) moves
 * it; each place is handed to `onPlace`. The pin follows `pin` when it changes elsewhere (typed, removed),
 * and the map follows the pin when it leaves the view. Without a pin the map opens on `home` (the activity's
 * city), else on Barcelona, the default city.
 * Only ever imported lazily (it is MapLibre's chunk).
 */
export function PinPickerMap({
  pin,
  home,
  label,
  markerLabel,
  onPlace,
  className,
}: {
  pin: MapPoint | null;
  /** Where the map opens without a pin. */
  home?: { center: MapPoint; zoom: number } | undefined;
  /** The map's name: what placing the pin on it is for. */
  label: string;
  /** The pin's name, telling that the arrow keys move it. */
  markerLabel: string;
  onPlace: (point: MapPoint) => void;
  className?: string;
}) {
  const [map, setMap] = useState<{ map: maplibregl.Map; maplibre: MapLibre } | null>(null);
  const marker = useRef<maplibregl.Marker | null>(null);
  const [start] = useState(() => (pin ? { center: pin, zoom: PIN_ZOOM } : null));
  const place = useEffectEvent((point: MapPoint) => onPlace(point));
  const markerName = useEffectEvent(() => markerLabel);

  useEffect(() => {
    if (!map) return;
    const onClick = (event: maplibregl.MapMouseEvent) => place(toPoint(event.lngLat));
    map.map.on('click', onClick);
    return () => {
      map.map.off('click', onClick);
    };
  }, [map]);

  // One pin per map (a map made again, for a new style address, gets its own); shown while there is a point.
  useEffect(() => {
    if (!map) return;
    const created = new map.maplibre.Marker({ draggable: true, color: markerColor() });
    // Set before it is added: MapLibre keeps a name it finds (a focused pin moves with the arrow keys).
    created.getElement().setAttribute('aria-label', markerName());
    created.on('dragend', () => place(toPoint(created.getLngLat())));
    marker.current = created;
    return () => {
      created.remove();
      marker.current = null;
    };
  }, [map]);

  const latitude = pin?.latitude;
  const longitude = pin?.longitude;
  useEffect(() => {
    const shown = marker.current;
    if (!map || !shown) return;
    if (latitude === undefined || longitude === undefined) {
      shown.remove();
      return;
    }
    const lngLat: [number, number] = [longitude, latitude];
    shown.setLngLat(lngLat);
    if (!shown.getElement().isConnected) shown.addTo(map.map);
    if (!map.map.getBounds().contains(lngLat)) map.map.easeTo({ center: lngLat });
  }, [map, latitude, longitude]);

  return (
    <BaseMap
      center={start?.center ?? home?.center ?? BARCELONA_CENTER}
      zoom={start?.zoom ?? home?.zoom ?? BARCELONA_ZOOM}
      label={label}
      className={className}
      onReady={(created, maplibre) => {
        // The page scrolls past the map: the wheel zooms only with the buttons' help (or a pinch).
        created.scrollZoom.disable();
        created.getCanvas().style.cursor = 'crosshair';
        setMap({ map: created, maplibre });
      }}
    />
  );
}

export default PinPickerMap;

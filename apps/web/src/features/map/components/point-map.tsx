import type * as maplibregl from 'maplibre-gl';
import { useEffect, useRef, useState } from 'react';
import { BaseMap, type MapLibre } from '#/features/map/components/base-map.tsx';
import { markerColor } from '#/features/map/lib/marker-color.ts';

/** A street or two around the point: enough to find it from the nearest corner. */
export const POINT_ZOOM = 15;

/**
 * A picture of one place: the map centred on the point with a marker, not moved by touch, wheel or keys
 * (the phone's maps app is for that). Only ever imported lazily (it is MapLibre's chunk).
 */
export function PointMap({
  point,
  label,
  markerLabel,
  className,
}: {
  point: { latitude: number; longitude: number };
  /** The map's name: what place it shows. */
  label: string;
  markerLabel: string;
  className?: string;
}) {
  const [map, setMap] = useState<{ map: maplibregl.Map; maplibre: MapLibre } | null>(null);
  const marker = useRef<maplibregl.Marker | null>(null);
  const { latitude, longitude } = point;

  useEffect(() => {
    if (!map) return;
    const created = new map.maplibre.Marker({ color: markerColor() });
    created.getElement().setAttribute('aria-label', markerLabel);
    marker.current = created.setLngLat([longitude, latitude]).addTo(map.map);
    map.map.jumpTo({ center: [longitude, latitude] });
    return () => {
      created.remove();
      marker.current = null;
    };
  }, [map, latitude, longitude, markerLabel]);

  return (
    <BaseMap
      center={point}
      zoom={POINT_ZOOM}
      label={label}
      interactive={false}
      className={className}
      onReady={(created, maplibre) => setMap({ map: created, maplibre })}
    />
  );
}

export default PointMap;

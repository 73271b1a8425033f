import type { ActivityPin } from '@sortim/contracts/map';
import Supercluster from 'supercluster';
import type { MapArea } from '#/features/explore/lib/explore-filters.ts';

/** Pins closer than this (in screen pixels) join one cluster: a finger's width and a price label. */
const CLUSTER_RADIUS_PX = 56;

/** From this zoom (a street or two in view) every pin shows on its own, however close. */
export const CLUSTER_MAX_ZOOM = 16;

/** What the map draws: one activity's pin, or a cluster of several with their count. */
export type MapMarker =
  | { kind: 'pin'; key: string; longitude: number; latitude: number; pin: ActivityPin }
  | { kind: 'cluster'; key: string; longitude: number; latitude: number; clusterId: number; count: number };

export type PinIndex = Supercluster<{ pin: ActivityPin }>;

/** The pins, indexed for clustering at every zoom (supercluster: built once per answer, read per move). */
export function indexPins(pins: readonly ActivityPin[]): PinIndex {
  const index: PinIndex = new Supercluster({ radius: CLUSTER_RADIUS_PX, maxZoom: CLUSTER_MAX_ZOOM });
  return index.load(
    pins.map((pin) => ({
      type: 'Feature',
      properties: { pin },
      geometry: { type: 'Point', coordinates: [pin.longitude, pin.latitude] },
    })),
  );
}

/** The markers in view at a zoom: pins alone where they stand apart, clusters where they crowd. */
export function markersIn(index: PinIndex, area: MapArea, zoom: number): MapMarker[] {
  return index
    .getClusters([area.west, area.south, area.east, area.north], Math.floor(zoom))
    .map((feature) => {
      const [longitude = 0, latitude = 0] = feature.geometry.coordinates;
      const properties = feature.properties;
      if ('cluster' in properties && properties.cluster) {
        return {
          kind: 'cluster',
          key: `cluster-${properties.cluster_id}`,
          longitude,
          latitude,
          clusterId: properties.cluster_id,
          count: properties.point_count,
        };
      }
      const { pin } = properties as { pin: ActivityPin };
      return { kind: 'pin', key: `pin-${pin.id}`, longitude, latitude, pin };
    });
}

/**
 * What tapping a cluster does: zoom in to where it splits; or, when its pins share one spot (zooming could
 * never part them), list them. The pins are soonest first, as the server sent them.
 */
export function openCluster(
  index: PinIndex,
  clusterId: number,
): { kind: 'zoom'; zoom: number } | { kind: 'list'; pins: ActivityPin[] } {
  const zoom = index.getClusterExpansionZoom(clusterId);
  if (zoom <= CLUSTER_MAX_ZOOM) return { kind: 'zoom', zoom };
  const pins = index.getLeaves(clusterId, Number.POSITIVE_INFINITY).map((leaf) => leaf.properties.pin);
  return { kind: 'list', pins: pins.sort((a, b) => a.startTime.localeCompare(b.startTime)) };
}

/** The smallest area holding every pin, or null for none. */
export function pinsArea(pins: readonly ActivityPin[]): MapArea | null {
  if (pins.length === 0) return null;
  const area = { west: 180, south: 90, east: -180, north: -90 };
  for (const { longitude, latitude } of pins) {
    area.west = Math.min(area.west, longitude);
    area.east = Math.max(area.east, longitude);
    area.south = Math.min(area.south, latitude);
    area.north = Math.max(area.north, latitude);
  }
  return area;
}

import { type MapTile, tilesCovering, tileX, tileY, tileZoomFor } from '@sortim/contracts/map-tiles';
import type { MapArea } from '#/features/explore/lib/explore-filters.ts';

/**
 * Past this many tiles a view shows a region rather than a city (a wide screen zoomed out past the tiles'
 * coarsest zoom): asking each would cost more than the search's own pins, which answer instead. A 1920 px
 * map at a tile zoom asks about 54.
 */
export const VIEW_TILES_MAX = 64;

/** What two areas share, or null when they do not meet. */
export function overlap(a: MapArea, b: MapArea): MapArea | null {
  const area = {
    west: Math.max(a.west, b.west),
    south: Math.max(a.south, b.south),
    east: Math.min(a.east, b.east),
    north: Math.min(a.north, b.north),
  };
  return area.west <= area.east && area.south <= area.north ? area : null;
}

/**
 * The tiles a map at `zoom` asks for `area` (decision 199): none when there is no area, null when they would
 * be more than VIEW_TILES_MAX.
 */
export function viewTiles(area: MapArea | null, zoom: number): MapTile[] | null {
  if (!area) return [];
  const z = tileZoomFor(zoom);
  const columns = tileX(area.east, z) - tileX(area.west, z) + 1;
  const rows = tileY(area.south, z) - tileY(area.north, z) + 1;
  return columns * rows > VIEW_TILES_MAX ? null : tilesCovering(area, z);
}

import type { ActivityPin } from '@sortim/contracts/map';
import { useMemo } from 'react';
import { useExplorePins } from '#/features/explore/api/get-pins.ts';
import { useTilePins } from '#/features/explore/api/get-tile-pins.ts';
import type { ExploreFilters, MapArea } from '#/features/explore/lib/explore-filters.ts';
import { overlap, viewTiles } from '#/features/explore/lib/map-view-tiles.ts';

export type MapView = { area: MapArea; zoom: number };

const inside = (area: MapArea) => (pin: ActivityPin) =>
  pin.longitude >= area.west &&
  pin.longitude <= area.east &&
  pin.latitude >= area.south &&
  pin.latitude <= area.north;

/**
 * The pins the explore map draws (decision 199). A search's own pins (GET /api/activities/pins, the same
 * answer for everyone with those filters) fit the view to it and show, while they are all it has. Pins whose
 * answer would depend on the box a person happened to draw are asked by map tile instead, so they repeat
 * across people and pans and a pan asks only the tiles it had not seen: a searched area's pins (its tiles in
 * view, kept to the area), and the view's when the search holds more pins than one answer carries. Tiles are
 * asked once the view has settled on the search (`settled`), not for the view it leaves.
 */
export function useMapPins(filters: ExploreFilters, view: MapView | null, settled: boolean) {
  const { bbox } = filters;
  const ready = settled && view !== null;
  // An area's tiles, or null when the view is too wide for tiles (its search's pins answer then).
  const areaTiles = bbox && ready ? viewTiles(overlap(view.area, bbox), view.zoom) : undefined;
  const search = useExplorePins(filters, { enabled: !bbox || areaTiles === null });
  const capped = search.data?.capped === true && !search.isPlaceholderData;
  const wholeViewTiles = !bbox && capped && ready ? viewTiles(view.area, view.zoom) : undefined;
  const tiles = areaTiles ?? wholeViewTiles ?? [];
  const fromTiles = useTilePins(tiles, filters);

  // No tile asked or none answered yet: undefined (useTilePins).
  const tilePins = fromTiles.items;
  const { west, south, east, north } = bbox ?? {};
  const items = useMemo(() => {
    if (!tilePins || west === undefined || south === undefined || east === undefined || north === undefined)
      return tilePins;
    return tilePins.filter(inside({ west, south, east, north }));
  }, [tilePins, west, south, east, north]);

  return {
    /** The search's own answer: what a new search is fitted to, and what the list's count is compared with. */
    search,
    /** What the map draws. */
    items: items ?? (bbox && areaTiles !== null ? undefined : search.data?.items),
    /** More matched than the map shows: it asks to zoom in. */
    capped: items ? fromTiles.capped : capped,
  };
}

import { type ActivityPin, ActivityPins } from '@sortim/contracts/map';
import { type MapTile, TILE_CACHE_SECONDS } from '@sortim/contracts/map-tiles';
import { queryOptions, useQueries } from '@tanstack/react-query';
import { useMemo } from 'react';
import { type ExploreFilters, filtersToParams } from '#/features/explore/lib/explore-filters.ts';
import { api } from '#/lib/api-client.ts';
import { activityKeys } from '#/lib/query-keys.ts';

/** The search without its box: a tile is its own area, and its answer is shared by every box over it. */
const tileSearch = (filters: ExploreFilters): ExploreFilters => ({ ...filters, bbox: undefined });

/** `GET /api/activities/pins/:z/:x/:y` with the explore filters (decision 190). */
export function fetchTilePins({ z, x, y }: MapTile, filters: ExploreFilters, signal?: AbortSignal) {
  const query = filtersToParams(tileSearch(filters)).toString();
  return api.get(`/api/activities/pins/${z}/${x}/${y}${query ? `?${query}` : ''}`, ActivityPins, {
    signal,
  });
}

/**
 * One tile's pins, one query per tile: a pan asks only the tiles it had not seen, and a tile seen a moment
 * ago is answered from memory for as long as the server lets caches keep it.
 */
export const tilePinsQuery = (tile: MapTile, filters: ExploreFilters) =>
  queryOptions({
    queryKey: [...activityKeys.all, 'pins', 'tile', tile.z, tile.x, tile.y, tileSearch(filters)] as const,
    queryFn: ({ signal }) => fetchTilePins(tile, filters, signal),
    staleTime: TILE_CACHE_SECONDS * 1000,
  });

export type TilePins = {
  /** Every loaded tile's pins, each activity once; undefined until a first tile answers. */
  items: ActivityPin[] | undefined;
  /** A tile held more than it answered: the map asks to zoom in. */
  capped: boolean;
};

/** The pins of the tiles in view, together. */
export function useTilePins(tiles: MapTile[], filters: ExploreFilters): TilePins {
  const answers = useQueries({
    queries: tiles.map((tile) => tilePinsQuery(tile, filters)),
    combine: (results) => results.map((result) => result.data),
  });
  return useMemo(() => {
    const loaded = answers.filter((answer) => answer !== undefined);
    if (loaded.length === 0) return { items: undefined, capped: false };
    const byId = new Map<string, ActivityPin>();
    for (const answer of loaded) for (const pin of answer.items) byId.set(pin.id, pin);
    return { items: [...byId.values()], capped: loaded.some((answer) => answer.capped) };
  }, [answers]);
}

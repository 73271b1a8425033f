import { type ActivityPin, ActivityPins } from '@sortim/contracts/map';
import { type MapTile, TILE_CACHE_SECONDS } from '@sortim/contracts/map-tiles';
import { queryOptions, useQueries } from '@tanstack/react-query';
import { useMemo } from 'react';
import { type ExploreFilters, filtersToParams } from '#/features/explore/lib/explore-filters.ts';
import { api } from '#/lib/api-client.ts';
import { activityKeys } from '#/lib/query-keys.ts';

/** The search without its area: a tile is its own area, and its answer is shared by every area over it. */
const tileSearch = (filters: ExploreFilters): ExploreFilters => ({ ...filters, bbox: undefined });

/** `GET /api/activities/pins/:z/:x/:y` with the explore filters (decision 190). */
export function fetchTilePins({ z, x, y }: MapTile, filters: ExploreFilters, signal?: AbortSignal) {
  const query = filtersToParams(tileSearch(filters)).toString();
  return api.get(`/api/activities/pins/${z}/${x}/${y}${query ? `?${query}` : ''}`, ActivityPins, {
    signal,
  });
}

/**
 * One tile's pins, a query per tile: a pan asks only the tiles it had not seen, and a tile seen a moment ago
 * answers from memory for as long as the server lets caches keep it. Under the public activity cache, so a
 * booking or a host's edit refreshes the tiles as it refreshes the lists.
 */
export const tilePinsQuery = (tile: MapTile, filters: ExploreFilters) =>
  queryOptions({
    queryKey: [...activityKeys.all, 'pins', 'tile', tile.z, tile.x, tile.y, tileSearch(filters)] as const,
    queryFn: ({ signal }) => fetchTilePins(tile, filters, signal),
    staleTime: TILE_CACHE_SECONDS * 1000,
  });

export type TilePins = {
  /** The answered tiles' pins, each activity once; undefined while no tile has answered (or none is asked). */
  items: ActivityPin[] | undefined;
  /** A tile held more than it answered: the map asks to zoom in. */
  capped: boolean;
};

/** Outside the hook, so the answers are combined anew only when one of them changes. */
const answersOf = (results: readonly { data?: ActivityPins | undefined }[]) =>
  results.map((result) => result.data);

/** The pins of `tiles`, together, as each tile answers. */
export function useTilePins(tiles: readonly MapTile[], filters: ExploreFilters): TilePins {
  const answers = useQueries({
    queries: tiles.map((tile) => tilePinsQuery(tile, filters)),
    combine: answersOf,
  });
  return useMemo(() => {
    const answered = answers.filter((answer) => answer !== undefined);
    if (answered.length === 0) return { items: undefined, capped: false };
    const byId = new Map<string, ActivityPin>();
    for (const answer of answered) for (const pin of answer.items) byId.set(pin.id, pin);
    return { items: [...byId.values()], capped: answered.some((answer) => answer.capped) };
  }, [answers]);
}

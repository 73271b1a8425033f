import { z } from 'zod';

/*
 * The map's pins by tile (decision 190): Web Mercator tiles z/x/y, as every slippy map numbers them. A map
 * view asks the tiles that cover it at one zoom, so two people (or one person panning) looking at the same
 * streets ask the same tiles, and each tile's answer is cached and shared. Pure functions, used by the
 * server (which pins a tile holds) and by the web map (which tiles a view needs).
 */

/** The tiles' zooms: coarser views ask MAP_TILE_ZOOM_MIN's tiles, closer ones MAP_TILE_ZOOM_MAX's. */
export const MAP_TILE_ZOOM_MIN = 11;
export const MAP_TILE_ZOOM_MAX = 16;
/**
 * Every pinned activity's cell: its tile at this zoom (~450 m in Barcelona), stored with it (`map_cell`,
 * column-major: x * 2^16 + y). A coarser tile is one range of cells in each of its columns.
 */
export const MAP_CELL_ZOOM = 16;
const CELLS = 2 ** MAP_CELL_ZOOM;
/** At most this many pins answer one tile (the soonest); `capped` says more matched. */
export const TILE_PINS_MAX = 100;
/** How long browsers and shared caches may keep a tile's pins (the same for everyone: no personal data). */
export const TILE_CACHE_SECONDS = 10;

export type MapTile = { z: number; x: number; y: number };
export type TileArea = { west: number; south: number; east: number; north: number };

/** `GET /api/activities/pins/:z/:x/:y`'s path: a tile that exists at a zoom the map asks. */
export const MapTileParams = z
  .object({
    z: z.coerce.number().int().min(MAP_TILE_ZOOM_MIN).max(MAP_TILE_ZOOM_MAX),
    x: z.coerce.number().int().min(0),
    y: z.coerce.number().int().min(0),
  })
  .refine((t) => t.x < 2 ** t.z, { message: 'is past the last tile of its zoom', path: ['x'] })
  .refine((t) => t.y < 2 ** t.z, { message: 'is past the last tile of its zoom', path: ['y'] });

const MERCATOR_LATITUDE = 85.0511;

/** The tile column holding `longitude` at zoom `z`. */
export const tileX = (longitude: number, z: number): number =>
  Math.min(2 ** z - 1, Math.max(0, Math.floor(((longitude + 180) / 360) * 2 ** z)));

/** The tile row holding `latitude` at zoom `z` (row 0 is the north). */
export function tileY(latitude: number, z: number): number {
  const phi = (Math.max(-MERCATOR_LATITUDE, Math.min(MERCATOR_LATITUDE, latitude)) * Math.PI) / 180;
  const y = (1 - Math.log(Math.tan(phi) + 1 / Math.cos(phi)) / Math.PI) / 2;
  return Math.min(2 ** z - 1, Math.max(0, Math.floor(y * 2 ** z)));
}

/** The point's cell, as the database's generated `map_cell` column computes it. */
export const cellOf = (latitude: number, longitude: number): number =>
  tileX(longitude, MAP_CELL_ZOOM) * CELLS + tileY(latitude, MAP_CELL_ZOOM);

const latitudeOf = (row: number, z: number) =>
  (Math.atan(Math.sinh(Math.PI * (1 - (2 * row) / 2 ** z))) * 180) / Math.PI;

/** A tile's bounds in degrees (its west and north edges belong to it, its east and south to the next). */
export const tileArea = ({ z, x, y }: MapTile): TileArea => ({
  west: (x / 2 ** z) * 360 - 180,
  east: ((x + 1) / 2 ** z) * 360 - 180,
  north: latitudeOf(y, z),
  south: latitudeOf(y + 1, z),
});

/** The zoom whose tiles a map at `mapZoom` asks: about one tile per 256 pixels, within the tiles' zooms. */
export const tileZoomFor = (mapZoom: number): number =>
  Math.min(MAP_TILE_ZOOM_MAX, Math.max(MAP_TILE_ZOOM_MIN, Math.floor(mapZoom)));

/** The tiles at zoom `z` that cover `area`, row by row from the north-west. */
export function tilesCovering(area: TileArea, z: number): MapTile[] {
  const [x0, x1] = [tileX(area.west, z), tileX(area.east, z)];
  const [y0, y1] = [tileY(area.north, z), tileY(area.south, z)];
  const tiles: MapTile[] = [];
  for (let y = y0; y <= y1; y++) for (let x = x0; x <= x1; x++) tiles.push({ z, x, y });
  return tiles;
}

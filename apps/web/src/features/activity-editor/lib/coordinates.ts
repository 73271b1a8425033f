/** A pin's place in WGS 84 degrees, as the contracts and MapLibre take it. */
export interface Point {
  latitude: number;
  longitude: number;
}

/** Six decimals are about 10 cm: finer than a finger or a mouse can place a pin. */
const DECIMALS = 6;

/** A coordinate as stored and shown: at most six decimals, no trailing zeros. */
export const roundCoordinate = (value: number): number => Number(value.toFixed(DECIMALS));

export const formatCoordinate = (value: number): string => String(roundCoordinate(value));

/**
 * A typed coordinate: null when empty, NaN when it is no number (the form then says so), else the number;
 * a decimal comma counts as a point, as Spanish and Catalan write it.
 */
export function parseCoordinate(text: string): number | null {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '') return null;
  return /^[-+]?(\d+\.?\d*|\.\d+)$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/** The pin the map can draw: both numbers, on the globe; anything else is no pin (yet). */
export function toPoint(latitude: number | null, longitude: number | null): Point | null {
  if (latitude === null || longitude === null) return null;
  if (!(Math.abs(latitude) <= 90 && Math.abs(longitude) <= 180)) return null;
  return { latitude, longitude };
}

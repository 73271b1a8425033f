import { CITY_PARAM } from '@sortim/contracts/city-choice';
import { LIMITS } from '@sortim/contracts/limits';
import { isIsoDate, SEARCH_TEXT_MAX } from '@sortim/contracts/list-query';
import { APP_TIME_ZONE } from '@sortim/contracts/product';
import {
  CATEGORIES,
  type Category,
  DIFFICULTIES,
  FILTER_LANGUAGES,
  TAXONOMY,
  TIMES_OF_DAY,
  type TimeOfDay,
} from '@sortim/contracts/taxonomy';

export type Difficulty = (typeof DIFFICULTIES)[number];
export type FilterLanguage = (typeof FILTER_LANGUAGES)[number];

/** The explore page's filters, read from and written to the URL query (the `ActivityListQuery` shape). */
export interface ExploreFilters {
  q: string;
  categories: Category[];
  subcategories: string[];
  priceMin: number;
  priceMax: number;
  dateFrom: string | undefined;
  dateTo: string | undefined;
  timeOfDay: TimeOfDay[];
  languages: FilterLanguage[];
  difficulty: Difficulty[];
  /** The map's area ('Search this area'): only activities pinned inside it. */
  bbox: MapArea | undefined;
  /** A city's slug, set when Sortim runs in several (decision 195): only its activities, on its clock. */
  city?: string | undefined;
}

/** A map's visible area in degrees, as the `bbox` filter reads it. */
export interface MapArea {
  west: number;
  south: number;
  east: number;
  north: number;
}

export const PRICE_MAX = LIMITS.priceFilterMaxEur;
export const PRICE_STEP = LIMITS.priceFilterStepEur;

export const EMPTY_FILTERS: ExploreFilters = {
  q: '',
  categories: [],
  subcategories: [],
  priceMin: 0,
  priceMax: PRICE_MAX,
  dateFrom: undefined,
  dateTo: undefined,
  timeOfDay: [],
  languages: [],
  difficulty: [],
  bbox: undefined,
};

/*
 * Each field as `ActivityListQuery` reads it (the tests hold them to it), with its zod-free checks: the page's
 * first load does without zod. An invalid value is dropped, not an error.
 */

/** `q`: trimmed, at most SEARCH_TEXT_MAX characters. */
export function parseSearchText(raw: string | null): string | undefined {
  const text = raw?.trim();
  return text !== undefined && text.length <= SEARCH_TEXT_MAX ? text : undefined;
}

/** `priceMin`, `priceMax`: a whole number of euros from 0 to PRICE_MAX, as `Number` reads the text. */
export function parsePrice(raw: string | null): number | undefined {
  if (raw === null) return undefined;
  const euros = Number(raw);
  return Number.isInteger(euros) && euros >= 0 && euros <= PRICE_MAX ? euros : undefined;
}

/** `dateFrom`, `dateTo`: a real day as YYYY-MM-DD. */
export const parseDate = (raw: string | null): string | undefined =>
  raw !== null && isIsoDate(raw) ? raw : undefined;

/**
 * `bbox`: 'west,south,east,north', four finite numbers within the globe, west below east and south below
 * north (an area across the antimeridian is not one).
 */
export function parseBoundingBox(raw: string | null): MapArea | undefined {
  if (raw === null || raw.length > 100) return undefined;
  const parts = raw.split(',').map((p) => (p.trim() === '' ? Number.NaN : Number(p)));
  if (parts.length !== 4 || !parts.every(Number.isFinite)) return undefined;
  const [west = 0, south = 0, east = 0, north = 0] = parts;
  const valid = west >= -180 && east <= 180 && south >= -90 && north <= 90 && west < east && south < north;
  return valid ? { west, south, east, north } : undefined;
}

/** An area as the URL writes it: five decimals (about a metre), enough for any map and short to share. */
export const formatBoundingBox = (area: MapArea): string =>
  [area.west, area.south, area.east, area.north].map((degrees) => Number(degrees.toFixed(5))).join(',');

/** A comma-separated list, keeping only the allowed values (unknown ones are ignored, one by one). */
function parseList<T extends string>(raw: string | null, allowed: readonly T[]): T[] {
  if (!raw) return [];
  const values = raw.split(',').filter((v): v is T => (allowed as readonly string[]).includes(v));
  return [...new Set(values)];
}

/** Subcategories only count under a selected category. */
function subcategoriesOf(categories: readonly Category[]): string[] {
  return categories.flatMap((c) => TAXONOMY[c] as readonly string[]);
}

/** The URL query as filters: invalid or inconsistent values are ignored. */
export function parseFilters(params: URLSearchParams): ExploreFilters {
  const categories = parseList(params.get('categories'), CATEGORIES);
  const q = parseSearchText(params.get('q')) ?? '';
  let priceMin = parsePrice(params.get('priceMin')) ?? 0;
  let priceMax = parsePrice(params.get('priceMax')) ?? PRICE_MAX;
  if (priceMin > priceMax) [priceMin, priceMax] = [0, PRICE_MAX];
  const dateFrom = parseDate(params.get('dateFrom'));
  let dateTo = parseDate(params.get('dateTo'));
  if (dateFrom && dateTo && dateTo < dateFrom) dateTo = undefined;
  return {
    q,
    categories,
    subcategories: parseList(params.get('subcategories'), subcategoriesOf(categories)),
    priceMin,
    priceMax,
    dateFrom,
    dateTo,
    timeOfDay: parseList(params.get('timeOfDay'), TIMES_OF_DAY),
    languages: parseList(params.get('languages'), FILTER_LANGUAGES),
    difficulty: parseList(params.get('difficulty'), DIFFICULTIES),
    bbox: parseBoundingBox(params.get('bbox')),
    city: parseCity(params.get(CITY_PARAM)),
  };
}

/** `city`: a slug as the cities table writes them. */
const parseCity = (raw: string | null): string | undefined =>
  raw !== null && /^[a-z0-9-]{1,60}$/.test(raw) ? raw : undefined;

/** Filters as the URL query (and the API query): defaults are left out so links stay short. */
export function filtersToParams(filters: ExploreFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.q.trim()) params.set('q', filters.q.trim());
  const lists = ['categories', 'subcategories', 'timeOfDay', 'languages', 'difficulty'] as const;
  for (const key of lists) if (filters[key].length) params.set(key, filters[key].join(','));
  if (filters.priceMin > 0) params.set('priceMin', String(filters.priceMin));
  if (filters.priceMax < PRICE_MAX) params.set('priceMax', String(filters.priceMax));
  if (filters.dateFrom) params.set('dateFrom', filters.dateFrom);
  if (filters.dateTo) params.set('dateTo', filters.dateTo);
  if (filters.bbox) params.set('bbox', formatBoundingBox(filters.bbox));
  if (filters.city) params.set(CITY_PARAM, filters.city);
  return params;
}

/** Selecting or clearing categories drops the subcategories that no longer have their category. */
export function withCategories(filters: ExploreFilters, categories: Category[]): ExploreFilters {
  const allowed = subcategoriesOf(categories);
  return { ...filters, categories, subcategories: filters.subcategories.filter((s) => allowed.includes(s)) };
}

/** How many filters are set (the search text not included), for the rail and the Filters button. */
export function activeFilterCount(filters: ExploreFilters): number {
  return (
    filters.categories.length +
    filters.subcategories.length +
    (filters.priceMin > 0 || filters.priceMax < PRICE_MAX ? 1 : 0) +
    (filters.dateFrom ? 1 : 0) +
    (filters.dateTo ? 1 : 0) +
    filters.timeOfDay.length +
    filters.languages.length +
    filters.difficulty.length
  );
}

export const hasAnyFilter = (filters: ExploreFilters) =>
  activeFilterCount(filters) > 0 || filters.q.trim() !== '' || filters.bbox !== undefined;

export const toggle = <T>(list: readonly T[], value: T): T[] =>
  list.includes(value) ? list.filter((v) => v !== value) : [...list, value];

const dayFormats = new Map<string, Intl.DateTimeFormat>();
function dayFormat(timeZone: string): Intl.DateTimeFormat {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormats.set(timeZone, format);
  }
  return format;
}

/**
 * Today's date (YYYY-MM-DD) in the chosen city's zone (the default city's without one), whatever the
 * viewer's own zone, on the browser's Intl.
 */
export function barcelonaToday(now: Date = new Date(), timeZone: string = APP_TIME_ZONE): string {
  const parts = dayFormat(timeZone).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

function addDays(isoDate: string, days: number): string {
  const day = new Date(`${isoDate}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

/**
 * 'This Weekend': the next Saturday and the Sunday after it, in Barcelona. On a Saturday that is today and
 * tomorrow; on a Sunday, the coming weekend (decision 38).
 */
export function thisWeekend(
  now: Date = new Date(),
  timeZone: string = APP_TIME_ZONE,
): { dateFrom: string; dateTo: string } {
  const today = barcelonaToday(now, timeZone);
  const weekday = new Date(`${today}T00:00:00Z`).getUTCDay(); // 0 Sunday .. 6 Saturday
  const saturday = addDays(today, (6 - weekday + 7) % 7);
  return { dateFrom: saturday, dateTo: addDays(saturday, 1) };
}

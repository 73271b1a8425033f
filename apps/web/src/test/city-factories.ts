import type { City, CityList } from '@sortim/contracts/cities';

/** Barcelona as the demo has it: the default city, and the only one. */
export const BARCELONA: City = {
  id: 'city-barcelona',
  slug: 'barcelona',
  name: 'Barcelona',
  names: {},
  timeZone: 'Europe/Madrid',
  center: { latitude: 41.3874, longitude: 2.1686 },
  zoom: 12,
  bounds: { south: 41.32, west: 2.05, north: 41.47, east: 2.23 },
  currency: 'EUR',
  languages: ['ca', 'es', 'en'],
  isDefault: true,
};

/** A second city an hour behind Barcelona's clock, for the tests of several cities. */
export const LISBON: City = {
  id: 'city-lisbon',
  slug: 'lisbon',
  name: 'Lisbon',
  names: { es: 'Lisboa', ca: 'Lisboa' },
  timeZone: 'Europe/Lisbon',
  center: { latitude: 38.7223, longitude: -9.1393 },
  zoom: 12,
  bounds: { south: 38.69, west: -9.23, north: 38.8, east: -9.09 },
  currency: 'EUR',
  languages: ['en'],
  isDefault: false,
};

/** `GET /api/cities` as the demo answers it: Barcelona only, the default. */
export const ONE_CITY: CityList = { items: [BARCELONA] };

/** `GET /api/cities` with a second city: the switchers and the editor's city field show. */
export const TWO_CITIES: CityList = { items: [BARCELONA, LISBON] };

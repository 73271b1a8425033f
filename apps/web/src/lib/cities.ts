import type { City, CityList } from '@sortim/contracts/cities';
import { CITY_PARAM, chooseCity } from '@sortim/contracts/city-choice';
import { type CityNames, cityNameIn } from '@sortim/contracts/city-name';
import { toLocale } from '@sortim/contracts/product';
import { queryOptions, useQuery } from '@tanstack/react-query';
import * as React from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { api, typedReply } from '#/lib/api-client.ts';

/*
 * The cities (decision 194) and the one a screen about no activity is about (decision 195): the address's
 * `?city=`, else this browser's last choice, else the default city. With one city there is nothing to
 * choose: no switcher, and explore asks as it always did (no `city` in its query).
 */

/** A city's name as the page's language writes it ("Lisboa" in Spanish): contracts' `cityNameIn`. */
export function useCityName(): (city: CityNames) => string {
  const { i18n } = useTranslation();
  const locale = toLocale(i18n.language);
  return React.useCallback((city: CityNames) => cityNameIn(city, locale), [locale]);
}

/** Where this browser keeps the city it chose last. */
const CHOSEN_CITY_KEY = 'city';

/** `GET /api/cities`: typed, not parsed again (explore's first load carries no zod); a city rarely changes. */
export const citiesQuery = () =>
  queryOptions({
    queryKey: ['cities'],
    queryFn: () => api.get('/api/cities', typedReply<CityList>()),
    staleTime: 10 * 60 * 1000,
  });

function rememberedCity(): string | null {
  try {
    return window.localStorage.getItem(CHOSEN_CITY_KEY);
  } catch {
    return null;
  }
}

/** Remembers `slug` as this browser's city, for the next visit without one in the address. */
export function rememberCity(slug: string): void {
  try {
    window.localStorage.setItem(CHOSEN_CITY_KEY, slug);
  } catch {
    // Storage refused (a private window): the choice lasts as long as the address carries it.
  }
}

export type ChosenCity = {
  cities: City[];
  /** The city the screen is about; undefined until the list has loaded. */
  city: City | undefined;
  /** More than one city: the switcher shows and explore names the city in its query. */
  several: boolean;
};

/** The cities and the chosen one, from the address's `?city=`, this browser's last choice or the default. */
export function useChosenCity(): ChosenCity {
  const [params] = useSearchParams();
  const { data } = useQuery(citiesQuery());
  const slug = params.get(CITY_PARAM);
  return React.useMemo(() => {
    const cities = data?.items ?? [];
    return { cities, city: chooseCity(cities, slug, rememberedCity()), several: cities.length > 1 };
  }, [data, slug]);
}

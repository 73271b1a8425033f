import type { City } from '@sortim/contracts/cities';
import { useQuery } from '@tanstack/react-query';
import { useWatch } from 'react-hook-form';
import type { ActivityFormValues } from '#/features/activity-editor/lib/activity-form.ts';
import { citiesQuery } from '#/lib/cities.ts';

/**
 * The city the form's activity runs in (its `city` slug, else the default city) among all cities: what the
 * time fields' hints name and where the meeting point's map opens. `city` is undefined until the list loads.
 */
export function useFormCity(): { cities: City[]; city: City | undefined } {
  const { data } = useQuery(citiesQuery());
  const slug = useWatch<ActivityFormValues, 'city'>({ name: 'city' });
  const cities = data?.items ?? [];
  return { cities, city: cities.find((city) => (slug ? city.slug === slug : city.isDefault)) };
}

import type { City } from '@sortim/contracts/cities';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useCityName } from '#/lib/cities.ts';

/**
 * The city explore and its map are about (decision 195). Shown only when Sortim runs in more than one
 * city: with one there is nothing to choose.
 */
export function CitySwitcher({
  cities,
  value,
  onChange,
}: {
  cities: readonly Pick<City, 'slug' | 'name' | 'names'>[];
  value: string | undefined;
  onChange: (slug: string) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const nameOf = useCityName();
  if (cities.length < 2) return null;
  return (
    <div className="flex items-center gap-2 text-sm">
      <label htmlFor={id} className="font-medium">
        {t('cities.label')}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="h-9 rounded-md border border-input bg-background px-2"
      >
        {cities.map((city) => (
          <option key={city.slug} value={city.slug}>
            {nameOf(city)}
          </option>
        ))}
      </select>
    </div>
  );
}

import {
  CATEGORIES,
  DIFFICULTIES,
  FILTER_LANGUAGES,
  TAXONOMY,
  TIMES_OF_DAY,
} from '@sortim/contracts/taxonomy';
import * as Slider from 'radix-ui/slider';
import * as React from 'react';
import { useTranslation } from 'react-i18next';
import { Input } from '#/components/ui/input.tsx';
import { Label } from '#/components/ui/label.tsx';
import {
  barcelonaToday,
  type ExploreFilters,
  PRICE_MAX,
  PRICE_STEP,
  toggle,
  withCategories,
} from '#/features/explore/lib/explore-filters.ts';
import { formatPriceBound } from '#/features/explore/lib/price-label.ts';
import { useTaxonomyText } from '#/lib/taxonomy-text.ts';

function FilterGroup({ title, children }: { title: string; children: React.ReactNode }) {
  const id = React.useId();
  return (
    <fieldset aria-labelledby={id} className="flex flex-col gap-3 border-b pb-5 last:border-b-0 max-md:gap-1">
      <legend id={id} className="mb-3 font-semibold text-sm">
        {title}
      </legend>
      {children}
    </fieldset>
  );
}

function CheckOption({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: () => void;
}) {
  return (
    // The whole row is the box's label: 44 px high on a phone, a finger's reach (issue 34).
    <label className="flex cursor-pointer items-center gap-2.5 text-sm max-md:min-h-11">
      <input
        type="checkbox"
        checked={checked}
        onChange={onChange}
        className="size-4 shrink-0 cursor-pointer rounded accent-primary focus-visible:outline-2 focus-visible:outline-ring"
      />
      {label}
    </label>
  );
}

/** Every explore filter; each change goes straight to the URL through `onChange`. */
export function FilterPanel({
  filters,
  onChange,
}: {
  filters: ExploreFilters;
  onChange: (next: ExploreFilters) => void;
}) {
  const { t, i18n } = useTranslation();
  const taxonomy = useTaxonomyText();
  const idPrefix = React.useId();
  const today = barcelonaToday();
  // The thumbs move locally while dragged; the URL changes once, on release.
  const [price, setPrice] = React.useState<number[]>([filters.priceMin, filters.priceMax]);
  React.useEffect(() => setPrice([filters.priceMin, filters.priceMax]), [filters.priceMin, filters.priceMax]);
  const [low = 0, high = PRICE_MAX] = price;

  return (
    <div className="flex flex-col gap-5">
      <FilterGroup title={t('explore.categories')}>
        {CATEGORIES.map((category) => {
          const selected = filters.categories.includes(category);
          return (
            <div key={category} className="flex flex-col gap-2 max-md:gap-0">
              <CheckOption
                label={taxonomy.category(category)}
                checked={selected}
                onChange={() => onChange(withCategories(filters, toggle(filters.categories, category)))}
              />
              {selected && (
                <ul
                  aria-label={t('explore.subcategories', { category: taxonomy.category(category) })}
                  className="ml-6 flex flex-col gap-2 border-l pl-3 max-md:gap-0"
                >
                  {TAXONOMY[category].map((sub) => (
                    <li key={sub}>
                      <CheckOption
                        label={taxonomy.subtype(sub)}
                        checked={filters.subcategories.includes(sub)}
                        onChange={() =>
                          onChange({ ...filters, subcategories: toggle(filters.subcategories, sub) })
                        }
                      />
                    </li>
                  ))}
                </ul>
              )}
            </div>
          );
        })}
      </FilterGroup>

      <FilterGroup title={t('explore.price')}>
        <p className="font-medium text-sm tabular-nums">
          {t('explore.priceRange', {
            min: formatPriceBound(low, i18n.language),
            max: formatPriceBound(high, i18n.language),
          })}
        </p>
        <Slider.Root
          min={0}
          max={PRICE_MAX}
          step={PRICE_STEP}
          minStepsBetweenThumbs={0}
          value={price}
          onValueChange={setPrice}
          onValueCommit={([min = 0, max = PRICE_MAX]) =>
            onChange({ ...filters, priceMin: min, priceMax: max })
          }
          className="relative flex h-5 w-full touch-none select-none items-center max-md:h-11"
        >
          <Slider.Track className="relative h-1.5 grow overflow-hidden rounded-full bg-muted">
            <Slider.Range className="absolute h-full bg-primary" />
          </Slider.Track>
          {[t('explore.priceMin'), t('explore.priceMax')].map((label) => (
            // On a phone the thumb is 44 px (a finger's reach) around the 20 px knob it shows.
            <Slider.Thumb
              key={label}
              aria-label={label}
              className="group flex size-5 cursor-pointer items-center justify-center rounded-full outline-none max-md:size-11"
            >
              <span className="block size-5 rounded-full border-2 border-primary bg-background shadow-sm transition-shadow group-focus-visible:ring-[3px] group-focus-visible:ring-ring" />
            </Slider.Thumb>
          ))}
        </Slider.Root>
      </FilterGroup>

      <FilterGroup title={t('explore.dates')}>
        <div className="grid gap-3">
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={`${idPrefix}-from`}>{t('explore.dateFrom')}</Label>
            <Input
              id={`${idPrefix}-from`}
              type="date"
              className="dark:[color-scheme:dark]"
              min={today}
              value={filters.dateFrom ?? ''}
              onChange={(event) => {
                const dateFrom = event.target.value || undefined;
                const dateTo =
                  dateFrom && filters.dateTo && filters.dateTo < dateFrom ? undefined : filters.dateTo;
                onChange({ ...filters, dateFrom, dateTo });
              }}
            />
          </div>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={`${idPrefix}-to`}>{t('explore.dateTo')}</Label>
            <Input
              id={`${idPrefix}-to`}
              type="date"
              className="dark:[color-scheme:dark]"
              min={filters.dateFrom ?? today}
              value={filters.dateTo ?? ''}
              onChange={(event) => onChange({ ...filters, dateTo: event.target.value || undefined })}
            />
          </div>
        </div>
      </FilterGroup>

      <FilterGroup title={t('explore.timeOfDay')}>
        {TIMES_OF_DAY.map((time) => (
          <CheckOption
            key={time}
            label={t(`explore.times.${time}`)}
            checked={filters.timeOfDay.includes(time)}
            onChange={() => onChange({ ...filters, timeOfDay: toggle(filters.timeOfDay, time) })}
          />
        ))}
      </FilterGroup>

      <FilterGroup title={t('explore.languages')}>
        {FILTER_LANGUAGES.map((language) => (
          <CheckOption
            key={language}
            label={taxonomy.language(language)}
            checked={filters.languages.includes(language)}
            onChange={() => onChange({ ...filters, languages: toggle(filters.languages, language) })}
          />
        ))}
      </FilterGroup>

      <FilterGroup title={t('explore.difficulty')}>
        {DIFFICULTIES.map((level) => (
          <CheckOption
            key={level}
            label={taxonomy.level(level)}
            checked={filters.difficulty.includes(level)}
            onChange={() => onChange({ ...filters, difficulty: toggle(filters.difficulty, level) })}
          />
        ))}
      </FilterGroup>
    </div>
  );
}

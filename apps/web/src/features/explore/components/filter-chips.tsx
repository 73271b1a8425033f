import XIcon from 'lucide-react/icons/x';
import { useTranslation } from 'react-i18next';
import { Button } from '#/components/ui/button.tsx';
import {
  EMPTY_FILTERS,
  type ExploreFilters,
  PRICE_MAX,
  thisWeekend,
  withCategories,
} from '#/features/explore/lib/explore-filters.ts';
import { formatPriceBound } from '#/features/explore/lib/price-label.ts';
import { cn } from '#/lib/cn.ts';
import { formatCalendarDay } from '#/lib/format.ts';
import { useTaxonomyText } from '#/lib/taxonomy-text.ts';

type Change = (next: ExploreFilters) => void;

/* 44 px high on a phone: a finger's reach (issue 34). */
const chipClass =
  'inline-flex h-8 cursor-pointer items-center gap-1.5 rounded-full border px-3 font-medium text-sm outline-none transition-colors focus-visible:ring-[3px] focus-visible:ring-ring max-md:h-11';

/** 'This Weekend', 'Free' and 'Beginner-Friendly': one tap each, pressed when their filter is set. */
export function QuickChips({
  filters,
  onChange,
  timeZone,
}: {
  filters: ExploreFilters;
  onChange: Change;
  /** The chosen city's zone: its weekend (the default city's without one). */
  timeZone?: string | undefined;
}) {
  const { t } = useTranslation();
  const weekend = thisWeekend(new Date(), timeZone);
  const isWeekend = filters.dateFrom === weekend.dateFrom && filters.dateTo === weekend.dateTo;
  const isFree = filters.priceMin === 0 && filters.priceMax === 0;
  const isBeginner = filters.difficulty.includes('Beginner');
  const chips = [
    {
      label: t('explore.thisWeekend'),
      pressed: isWeekend,
      apply: () =>
        onChange(
          isWeekend ? { ...filters, dateFrom: undefined, dateTo: undefined } : { ...filters, ...weekend },
        ),
    },
    {
      label: t('explore.free'),
      pressed: isFree,
      apply: () => onChange({ ...filters, priceMin: 0, priceMax: isFree ? PRICE_MAX : 0 }),
    },
    {
      label: t('explore.beginnerFriendly'),
      pressed: isBeginner,
      apply: () =>
        onChange({
          ...filters,
          difficulty: isBeginner
            ? filters.difficulty.filter((d) => d !== 'Beginner')
            : [...filters.difficulty, 'Beginner'],
        }),
    },
  ];
  return (
    <ul aria-label={t('explore.quickFilters')} className="flex flex-wrap gap-2">
      {chips.map((chip) => (
        <li key={chip.label}>
          <button
            type="button"
            aria-pressed={chip.pressed}
            onClick={chip.apply}
            className={cn(
              chipClass,
              chip.pressed
                ? 'border-primary bg-primary text-primary-foreground hover:bg-primary-hover'
                : 'bg-background hover:bg-accent hover:text-accent-foreground',
            )}
          >
            {chip.label}
          </button>
        </li>
      ))}
    </ul>
  );
}

/** One removable chip per active filter value, and 'Clear all'. */
export function ActiveFilterChips({ filters, onChange }: { filters: ExploreFilters; onChange: Change }) {
  const { t, i18n } = useTranslation();
  const taxonomy = useTaxonomyText();
  const chips: { key: string; label: string; remove: () => void }[] = [];
  if (filters.q.trim())
    chips.push({
      key: 'q',
      label: t('explore.search', { q: filters.q.trim() }),
      remove: () => onChange({ ...filters, q: '' }),
    });
  for (const category of filters.categories) {
    chips.push({
      key: `c-${category}`,
      label: taxonomy.category(category),
      remove: () =>
        onChange(
          withCategories(
            filters,
            filters.categories.filter((c) => c !== category),
          ),
        ),
    });
  }
  for (const sub of filters.subcategories) {
    chips.push({
      key: `s-${sub}`,
      label: taxonomy.subtype(sub),
      remove: () => onChange({ ...filters, subcategories: filters.subcategories.filter((s) => s !== sub) }),
    });
  }
  if (filters.priceMin > 0 || filters.priceMax < PRICE_MAX) {
    chips.push({
      key: 'price',
      label:
        filters.priceMax === 0
          ? t('explore.priceFree')
          : t('explore.priceRange', {
              min: formatPriceBound(filters.priceMin, i18n.language),
              max: formatPriceBound(filters.priceMax, i18n.language),
            }),
      remove: () => onChange({ ...filters, priceMin: 0, priceMax: PRICE_MAX }),
    });
  }
  if (filters.dateFrom) {
    chips.push({
      key: 'from',
      label: t('explore.dateFromChip', { date: formatCalendarDay(filters.dateFrom, i18n.language) }),
      remove: () => onChange({ ...filters, dateFrom: undefined }),
    });
  }
  if (filters.dateTo) {
    chips.push({
      key: 'to',
      label: t('explore.dateToChip', { date: formatCalendarDay(filters.dateTo, i18n.language) }),
      remove: () => onChange({ ...filters, dateTo: undefined }),
    });
  }
  for (const time of filters.timeOfDay) {
    chips.push({
      key: `t-${time}`,
      label: t(`explore.times.${time}`),
      remove: () => onChange({ ...filters, timeOfDay: filters.timeOfDay.filter((v) => v !== time) }),
    });
  }
  for (const language of filters.languages) {
    chips.push({
      key: `l-${language}`,
      label: taxonomy.language(language),
      remove: () => onChange({ ...filters, languages: filters.languages.filter((v) => v !== language) }),
    });
  }
  for (const level of filters.difficulty) {
    chips.push({
      key: `d-${level}`,
      label: taxonomy.level(level),
      remove: () => onChange({ ...filters, difficulty: filters.difficulty.filter((v) => v !== level) }),
    });
  }
  if (filters.bbox) {
    chips.push({
      key: 'bbox',
      label: t('explore.mapArea'),
      remove: () => onChange({ ...filters, bbox: undefined }),
    });
  }
  if (chips.length === 0) return null;
  return (
    <div className="flex flex-wrap items-center gap-2">
      <ul aria-label={t('explore.activeFilters')} className="flex flex-wrap gap-2">
        {chips.map((chip) => (
          <li key={chip.key}>
            <span className="inline-flex h-8 items-center gap-1 rounded-full bg-accent pr-1 pl-3 text-accent-foreground text-sm max-md:h-11 max-md:pr-0 max-md:pl-4">
              {chip.label}
              <button
                type="button"
                aria-label={t('explore.removeFilter', { label: chip.label })}
                onClick={chip.remove}
                className="inline-flex size-6 cursor-pointer items-center justify-center rounded-full outline-none hover:bg-background/60 focus-visible:ring-[3px] focus-visible:ring-ring max-md:size-11"
              >
                <XIcon aria-hidden className="size-3.5" />
              </button>
            </span>
          </li>
        ))}
      </ul>
      <Button variant="link" size="sm" onClick={() => onChange(EMPTY_FILTERS)}>
        {t('explore.clearAll')}
      </Button>
    </div>
  );
}

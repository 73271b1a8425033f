import SearchIcon from 'lucide-react/icons/search';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Input } from '#/components/ui/input.tsx';
import { Label } from '#/components/ui/label.tsx';
import { NativeSelect } from '#/components/ui/native-select.tsx';
import {
  ROSTER_FILTERS,
  ROSTER_SORTS,
  type RosterFilter,
  type RosterSort,
  type RosterView,
} from '#/features/activity-guests/components/roster-view.ts';

const FILTER_KEYS = {
  all: 'activityGuests.filters.all',
  checkedIn: 'activityGuests.filters.checkedIn',
  notYet: 'activityGuests.filters.notYet',
} as const satisfies Record<RosterFilter, string>;

const SORT_KEYS = {
  name: 'activityGuests.filters.byName',
  checkIn: 'activityGuests.filters.byCheckIn',
} as const satisfies Record<RosterSort, string>;

/** Search by name or ticket code, Show (everyone, checked in, not yet in) and Sort by, each labelled. */
export function RosterFilters({
  view,
  onChange,
}: {
  view: RosterView;
  onChange: (next: Partial<RosterView>) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    // biome-ignore lint/a11y/useSemanticElements: role="search" reaches every browser and screen reader today
    <div
      role="search"
      aria-label={t('activityGuests.filters.label')}
      className="grid grid-cols-2 gap-3 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)]"
    >
      <div className="col-span-2 flex flex-col gap-2 sm:col-span-1">
        <Label htmlFor={`${id}-q`}>{t('activityGuests.filters.search')}</Label>
        <div className="relative">
          <SearchIcon
            aria-hidden
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          />
          <Input
            id={`${id}-q`}
            type="search"
            autoComplete="off"
            spellCheck={false}
            placeholder={t('activityGuests.filters.searchPlaceholder')}
            maxLength={100}
            value={view.q}
            onChange={(event) => onChange({ q: event.target.value })}
            fieldSize="md"
            className="pl-9"
          />
        </div>
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor={`${id}-filter`}>{t('activityGuests.filters.show')}</Label>
        <NativeSelect
          fieldSize="md"
          id={`${id}-filter`}
          value={view.filter}
          onChange={(event) => onChange({ filter: event.target.value as RosterFilter })}
        >
          {ROSTER_FILTERS.map((filter) => (
            <option key={filter} value={filter}>
              {t(FILTER_KEYS[filter])}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor={`${id}-sort`}>{t('activityGuests.filters.sort')}</Label>
        <NativeSelect
          fieldSize="md"
          id={`${id}-sort`}
          value={view.sort}
          onChange={(event) => onChange({ sort: event.target.value as RosterSort })}
        >
          {ROSTER_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {t(SORT_KEYS[sort])}
            </option>
          ))}
        </NativeSelect>
      </div>
    </div>
  );
}

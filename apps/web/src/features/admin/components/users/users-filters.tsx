import { ADMIN_ROLE_FILTERS, ADMIN_STATUS_FILTERS } from '@sortim/contracts/admin';
import { SearchIcon } from 'lucide-react';
import * as React from 'react';
import { useTranslation } from 'react-i18next';
import { Input } from '#/components/ui/input.tsx';
import { Label } from '#/components/ui/label.tsx';
import { NativeSelect } from '#/components/ui/native-select.tsx';
import { useAdminUserCities } from '#/features/admin/api/users-cities.ts';
import type { UsersView } from '#/features/admin/components/users/users-view.ts';

/** Wait for a pause in typing before the search reaches the URL (and the server). */
export const USER_SEARCH_DEBOUNCE_MS = 300;

/**
 * Search (name, e-mail, id, city) and the Role, City and Status filters, each with a visible label.
 * A change starts again from page 1.
 */
export function UsersFilters({
  view,
  onChange,
}: {
  view: UsersView;
  onChange: (next: Partial<UsersView>) => void;
}) {
  const { t } = useTranslation();
  const id = React.useId();
  const cities = useAdminUserCities();
  const onSearch = React.useCallback((q: string) => onChange({ q }), [onChange]);
  // A city from a shared link is kept as an option even before (or without) the list of cities.
  const cityOptions = React.useMemo(() => {
    const known = cities.data?.cities ?? [];
    return view.city && !known.includes(view.city) ? [view.city, ...known] : known;
  }, [cities.data, view.city]);

  return (
    // A search landmark; the <search> element itself is too new for some browsers (and for jsdom).
    // biome-ignore lint/a11y/useSemanticElements: role="search" reaches every browser and screen reader today
    <div
      role="search"
      aria-label={t('adminUsers.filters.label')}
      className="grid gap-3 sm:grid-cols-3 lg:grid-cols-[minmax(0,2fr)_repeat(3,minmax(0,1fr))]"
    >
      <div className="flex flex-col gap-2 sm:col-span-3 lg:col-span-1">
        <Label htmlFor={`${id}-q`}>{t('adminUsers.filters.search')}</Label>
        <SearchInput id={`${id}-q`} value={view.q} onSearch={onSearch} />
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor={`${id}-role`}>{t('adminUsers.filters.role')}</Label>
        <NativeSelect
          id={`${id}-role`}
          value={view.role}
          onChange={(event) => onChange({ role: event.target.value as UsersView['role'] })}
        >
          {ADMIN_ROLE_FILTERS.map((role) => (
            <option key={role} value={role}>
              {t(`adminUsers.filters.roles.${role}`)}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor={`${id}-city`}>{t('adminUsers.filters.city')}</Label>
        <NativeSelect
          id={`${id}-city`}
          value={view.city}
          onChange={(event) => onChange({ city: event.target.value })}
        >
          <option value="">{t('adminUsers.filters.allCities')}</option>
          {cityOptions.map((city) => (
            <option key={city} value={city}>
              {city}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor={`${id}-status`}>{t('adminUsers.filters.status')}</Label>
        <NativeSelect
          id={`${id}-status`}
          value={view.status}
          onChange={(event) => onChange({ status: event.target.value as UsersView['status'] })}
        >
          {ADMIN_STATUS_FILTERS.map((status) => (
            <option key={status} value={status}>
              {t(`adminUsers.filters.statuses.${status}`)}
            </option>
          ))}
        </NativeSelect>
      </div>
    </div>
  );
}

function SearchInput({ id, value, onSearch }: { id: string; value: string; onSearch: (q: string) => void }) {
  const { t } = useTranslation();
  const [text, setText] = React.useState(value);
  // The URL wins when it changes from elsewhere (Clear filters, the back button).
  React.useEffect(() => setText(value), [value]);
  React.useEffect(() => {
    if (text.trim() === value) return;
    const timer = window.setTimeout(() => onSearch(text.trim()), USER_SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [text, value, onSearch]);

  return (
    <div className="relative">
      <SearchIcon
        aria-hidden
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
      />
      <Input
        id={id}
        type="search"
        placeholder={t('adminUsers.filters.searchPlaceholder')}
        maxLength={200}
        value={text}
        onChange={(event) => setText(event.target.value)}
        className="pl-9"
      />
    </div>
  );
}

import { ADMIN_ROLE_FILTERS, ADMIN_STATUS_FILTERS } from '@sortim/contracts/admin';
import * as React from 'react';
import { useTranslation } from 'react-i18next';
import { Label } from '#/components/ui/label.tsx';
import { NativeSelect } from '#/components/ui/native-select.tsx';
import { AdminSearchBox } from '#/features/admin/shared/components/admin-search-box.tsx';
import { useAdminUserCities } from '#/features/admin/users/api/users-cities.ts';
import type { UsersView } from '#/features/admin/users/components/users-view.ts';

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
      className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-[minmax(0,2fr)_repeat(3,minmax(0,1fr))]"
    >
      <div className="col-span-2 sm:col-span-3 lg:col-span-1">
        <AdminSearchBox
          label={t('adminUsers.filters.search')}
          placeholder={t('adminUsers.filters.searchPlaceholder')}
          value={view.q}
          onSearch={onSearch}
        />
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor={`${id}-role`}>{t('adminUsers.filters.role')}</Label>
        <NativeSelect
          fieldSize="md"
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
          fieldSize="md"
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
      <div className="col-span-2 flex flex-col gap-2 sm:col-span-1">
        <Label htmlFor={`${id}-status`}>{t('adminUsers.filters.status')}</Label>
        <NativeSelect
          fieldSize="md"
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

import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { NavItem } from '#/app/frame/nav-items.ts';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '#/components/ui/dropdown-menu.tsx';

export type RoleDropdownProps = { items: { item: NavItem; active: boolean }[] };

/** The role menu itself, loaded when first wanted (role-menu.tsx): each entry with its icon and words. */
export function RoleDropdown({
  trigger,
  defaultOpen,
  items,
}: RoleDropdownProps & { trigger: ReactElement; defaultOpen?: boolean }) {
  const { t } = useTranslation();
  return (
    <DropdownMenu modal={false} defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-52">
        {items.map(({ item, active }) => {
          const Icon = item.icon;
          return (
            <DropdownMenuItem
              key={item.to}
              asChild
              className={active ? 'font-semibold text-primary' : undefined}
            >
              <Link to={item.to} aria-current={active ? 'page' : undefined}>
                <Icon aria-hidden />
                {t(item.label)}
              </Link>
            </DropdownMenuItem>
          );
        })}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

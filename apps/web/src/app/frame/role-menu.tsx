import type { Me } from '@sortim/contracts/me';
import ChevronDown from 'lucide-react/icons/chevron-down';
import LayoutDashboard from 'lucide-react/icons/layout-dashboard';
import ShieldCheck from 'lucide-react/icons/shield-check';
import { useTranslation } from 'react-i18next';
import { type NavItem, roleNavItems } from '#/app/frame/nav-items.ts';
import type { RoleDropdownProps } from '#/app/frame/role-dropdown.tsx';
import { LazyPopup } from '#/components/lazy-popup.tsx';
import { cn } from '#/lib/cn.ts';
import { isAdmin } from '#/lib/session.ts';

const loadRoleDropdown = () => import('#/app/frame/role-dropdown.tsx').then((module) => module.RoleDropdown);

/**
 * Below 1024 px the role entries (Dashboard, Create; Admin, Hosts) do not fit the header with their
 * words, and icons alone leave people guessing: they live in one menu named by what it holds ('Hosting',
 * or 'Manage' for an admin), marked when the current page is one of them.
 */
export function RoleMenu({
  me,
  isActive,
  className,
}: {
  me: Me;
  isActive: (item: NavItem) => boolean;
  className?: string;
}) {
  const { t } = useTranslation();
  const items = roleNavItems(me);
  const admin = isAdmin(me);
  const Icon = admin ? ShieldCheck : LayoutDashboard;
  const current = items.some(isActive);

  return (
    <div className={className}>
      <LazyPopup<RoleDropdownProps>
        load={loadRoleDropdown}
        trigger={
          // Styled as the header's entries (header.tsx), which it stands for.
          <button
            type="button"
            className={cn(
              'inline-flex h-10 cursor-pointer items-center gap-1.5 rounded-md px-3 font-medium text-sm outline-none transition-colors focus-visible:ring-[3px] focus-visible:ring-ring',
              current
                ? 'bg-primary-soft text-primary'
                : 'text-muted-foreground hover:bg-accent hover:text-accent-foreground',
            )}
          >
            <Icon aria-hidden className="size-4 shrink-0" />
            <span>{admin ? t('nav.manageMenu') : t('nav.hostingMenu')}</span>
            <ChevronDown aria-hidden className="size-4 shrink-0 opacity-70" />
          </button>
        }
        items={items.map((item) => ({ item, active: isActive(item) }))}
      />
    </div>
  );
}

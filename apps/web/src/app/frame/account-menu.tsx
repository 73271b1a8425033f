import type { Me } from '@sortim/contracts/me';
import { useTranslation } from 'react-i18next';
import type { AccountDropdownProps } from '#/app/frame/account-dropdown.tsx';
import { LazyPopup } from '#/components/lazy-popup.tsx';
import { UserAvatar } from '#/components/user-avatar.tsx';

const loadAccountDropdown = () =>
  import('#/app/frame/account-dropdown.tsx').then((module) => module.AccountDropdown);

/** The header's account button: who is signed in, their profile, and Sign Out (loaded when first wanted). */
export function AccountMenu({ me }: { me: Me }) {
  const { t } = useTranslation();
  const name = me.profile?.displayName?.trim() || me.user?.name || null;
  const email = me.profile?.email ?? me.user?.email ?? '';

  return (
    <LazyPopup<AccountDropdownProps>
      load={loadAccountDropdown}
      trigger={
        // Named by its content, not aria-label: without a picture the initials are visible text, so the name
        // must contain them (WCAG 2.5.3, axe label-content-name-mismatch): 'MP Account menu'; with one, the
        // photo's alt is empty and the name is 'Account menu'. A photo that fails to load falls back alike.
        <button
          type="button"
          className="flex size-10 shrink-0 cursor-pointer items-center justify-center rounded-full outline-none focus-visible:ring-[3px] focus-visible:ring-ring"
        >
          <UserAvatar
            name={name ?? email}
            src={me.profile?.avatarUrl}
            size="sm"
            fallbackClassName="text-xs"
          />{' '}
          <span className="sr-only">{t('session.accountMenu')}</span>
        </button>
      }
      name={name}
      email={email}
    />
  );
}

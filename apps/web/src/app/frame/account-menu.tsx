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
        <button
          type="button"
          aria-label={t('session.accountMenu')}
          className="flex size-10 shrink-0 cursor-pointer items-center justify-center rounded-full outline-none focus-visible:ring-[3px] focus-visible:ring-ring"
        >
          <UserAvatar
            name={name ?? email}
            src={me.profile?.avatarUrl}
            size="sm"
            fallbackClassName="text-xs"
          />
        </button>
      }
      name={name}
      email={email}
    />
  );
}

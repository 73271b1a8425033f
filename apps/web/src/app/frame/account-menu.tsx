import type { Me } from '@sortim/contracts/me';
import { LogOut, User } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '#/components/ui/dropdown-menu.tsx';
import { UserAvatar } from '#/components/user-avatar.tsx';
import { useSignOut } from '#/lib/sign-out.ts';

/** The header's account button: who is signed in, their profile, and Sign Out. */
export function AccountMenu({ me }: { me: Me }) {
  const { t } = useTranslation();
  const signOut = useSignOut();
  const name = me.profile?.displayName?.trim() || me.user?.name || null;
  const email = me.profile?.email ?? me.user?.email ?? '';

  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger
        aria-label={t('session.accountMenu')}
        className="flex size-10 shrink-0 cursor-pointer items-center justify-center rounded-full outline-none focus-visible:ring-[3px] focus-visible:ring-ring"
      >
        <UserAvatar
          name={name ?? email}
          src={me.profile?.avatarUrl}
          className="size-8"
          fallbackClassName="text-xs"
        />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-56">
        <DropdownMenuLabel className="flex flex-col gap-0.5">
          {name && <span className="truncate font-semibold">{name}</span>}
          <span className="truncate font-normal text-muted-foreground text-xs">{email}</span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link to="/profile">
            <User aria-hidden />
            {t('nav.profile')}
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem disabled={signOut.isPending} onSelect={() => signOut.mutate()}>
          <LogOut aria-hidden />
          {signOut.isPending ? t('session.signingOut') : t('session.signOut')}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

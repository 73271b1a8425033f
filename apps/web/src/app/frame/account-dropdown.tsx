import LogOut from 'lucide-react/icons/log-out';
import User from 'lucide-react/icons/user';
import type { ReactElement } from 'react';
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
import { useSignOut } from '#/lib/sign-out.ts';

export type AccountDropdownProps = { name: string | null; email: string };

/** The account menu itself, loaded when first wanted (account-menu.tsx): profile and Sign Out. */
export function AccountDropdown({
  trigger,
  defaultOpen,
  name,
  email,
}: AccountDropdownProps & { trigger: ReactElement; defaultOpen?: boolean }) {
  const { t } = useTranslation();
  const signOut = useSignOut();

  return (
    <DropdownMenu modal={false} defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
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

import LogOut from 'lucide-react/icons/log-out';
import User from 'lucide-react/icons/user';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { THEME_ICONS, THEMES, useThemeChoice } from '#/app/frame/theme-menu.tsx';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '#/components/ui/dropdown-menu.tsx';
import { useSignOut } from '#/lib/sign-out.ts';

export type AccountDropdownProps = { name: string | null; email: string };

/**
 * The account menu itself, loaded when first wanted (account-menu.tsx): profile, the theme (kept out of
 * the header's row, where it was one more unlabelled icon) and Sign Out.
 */
export function AccountDropdown({
  trigger,
  defaultOpen,
  name,
  email,
}: AccountDropdownProps & { trigger: ReactElement; defaultOpen?: boolean }) {
  const { t } = useTranslation();
  const signOut = useSignOut();
  const theme = useThemeChoice();

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
        <DropdownMenuSeparator />
        <DropdownMenuLabel>{t('theme.label')}</DropdownMenuLabel>
        <DropdownMenuRadioGroup
          value={theme.current}
          onValueChange={theme.choose}
          aria-label={t('theme.label')}
        >
          {THEMES.map((choice) => {
            const Icon = THEME_ICONS[choice];
            return (
              // Choosing a theme keeps the menu open, so the change is seen before it closes.
              <DropdownMenuRadioItem key={choice} value={choice} onSelect={(event) => event.preventDefault()}>
                <Icon aria-hidden />
                {t(`theme.${choice}`)}
              </DropdownMenuRadioItem>
            );
          })}
        </DropdownMenuRadioGroup>
        <DropdownMenuSeparator />
        <DropdownMenuItem disabled={signOut.isPending} onSelect={() => signOut.mutate()}>
          <LogOut aria-hidden />
          {signOut.isPending ? t('session.signingOut') : t('session.signOut')}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

import type { Me } from '@sortim/contracts/me';
import ArrowLeft from 'lucide-react/icons/arrow-left';
import LogIn from 'lucide-react/icons/log-in';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { AccountMenu } from '#/app/frame/account-menu.tsx';
import { isMainNavActive, isNavActive, MAIN_NAV, type NavItem, roleNavItems } from '#/app/frame/nav-items.ts';
import { RoleMenu } from '#/app/frame/role-menu.tsx';
import { UnreadBadge } from '#/app/frame/unread-badge.tsx';
import { Logo } from '#/components/logo.tsx';
import { Button } from '#/components/ui/button.tsx';
import { cn } from '#/lib/cn.ts';
import { returnToState } from '#/lib/return-to.ts';

/**
 * Signed in (the spec's header): back, logo, navigation, the role entries and the account menu (which
 * holds the theme). Every entry carries its words: below 1280 px the role entries live in one named menu (with
 * 'Messages' in the main entries, an admin's four role entries beside them overflowed 1024 px).
 */
export function Header({ me }: { me: Me }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const roleItems = roleNavItems(me);

  return (
    // With role entries the header is full: below 1024 px the mark stands alone.
    <HeaderBar wordmarkClassName={roleItems.length > 0 ? 'max-lg:hidden' : undefined}>
      <nav aria-label={t('nav.main')} className="ml-auto flex items-center gap-1 md:ml-4 md:flex-1">
        <ul className="hidden items-center gap-1 md:flex">
          {MAIN_NAV.map((item) => (
            <li key={item.to}>
              <HeaderLink item={item} active={isMainNavActive(pathname, item, me.user?.id)} />
            </li>
          ))}
        </ul>
        {roleItems.length > 0 && (
          <>
            <ul className="hidden items-center gap-1 xl:ml-auto xl:flex">
              {roleItems.map((item) => (
                <li key={item.to}>
                  <HeaderLink item={item} active={isRoleItemActive(pathname, item)} />
                </li>
              ))}
            </ul>
            <RoleMenu
              me={me}
              isActive={(item) => isRoleItemActive(pathname, item)}
              className="md:ml-auto xl:hidden"
            />
          </>
        )}
      </nav>
      <AccountMenu me={me} />
    </HeaderBar>
  );
}

/**
 * The frame's header for a visitor who is not signed in, on the public pages (issue 34: a shared link opened
 * signed out had no way home and no way to sign in): back, the logo and 'Sign in', which comes back here
 * afterwards. Not on the sign-in pages themselves, which have no use for 'Sign in'.
 */
export function VisitorHeader() {
  const { t } = useTranslation();
  const location = useLocation();
  const onAccountPage = ACCOUNT_PAGES.includes(location.pathname);
  return (
    <HeaderBar>
      {!onAccountPage && (
        <Button asChild variant="outline" className="ml-auto">
          <Link to="/auth" state={returnToState(location)}>
            <LogIn aria-hidden />
            {t('nav.signIn')}
          </Link>
        </Button>
      )}
    </HeaderBar>
  );
}

/** The bar both headers share: the way back and the logo (home), then what the header adds. */
function HeaderBar({ wordmarkClassName, children }: { wordmarkClassName?: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <header className="sticky top-0 z-40 border-b print:hidden bg-background/90 backdrop-blur supports-[backdrop-filter]:bg-background/75">
      <div className="page-container flex h-14 items-center gap-2 md:h-16">
        <BackButton />
        <Link
          to="/home"
          aria-label={t('app.homeLink')}
          className="mr-2 flex shrink-0 items-center rounded-md"
        >
          <Logo wordmarkClassName={wordmarkClassName} />
        </Link>
        {children}
      </div>
    </header>
  );
}

/** Sign-in, sign-up and the password pages: their own card carries the way in. */
const ACCOUNT_PAGES = ['/auth', '/forgot-password', '/reset-password'];

/**
 * One page back (not on the landing page); a visitor who arrived here directly (a shared link) goes home
 * instead of leaving. React Router keys the first entry of a visit 'default'.
 */
function BackButton() {
  const { t } = useTranslation();
  const { pathname, key } = useLocation();
  const navigate = useNavigate();
  if (pathname === '/' || pathname === '/home') return null;
  const goBack = () => (key === 'default' ? navigate('/home') : navigate(-1));
  return (
    <Button variant="ghost" size="icon" aria-label={t('nav.back')} onClick={() => void goBack()}>
      <ArrowLeft aria-hidden />
    </Button>
  );
}

// 'Admin' lights up on every admin page but '/admin/hosts', which has its own button.
function isRoleItemActive(pathname: string, item: NavItem): boolean {
  if (item.to === '/admin') return isNavActive(pathname, '/admin') && !isNavActive(pathname, '/admin/hosts');
  return isNavActive(pathname, item.to);
}

/** A header entry: its words, and from 1280 px its icon too. */
function HeaderLink({ item, active }: { item: NavItem; active: boolean }) {
  const { t } = useTranslation();
  const Icon = item.icon;
  return (
    <Link
      to={item.to}
      aria-current={active ? 'page' : undefined}
      className={cn(
        'inline-flex h-10 items-center gap-2 rounded-md px-3 font-medium text-sm transition-colors',
        active
          ? 'bg-primary-soft text-primary hover:bg-primary-soft hover:text-primary'
          : 'text-muted-foreground hover:bg-accent hover:text-accent-foreground',
      )}
    >
      {/* Words first: with 'Messages' an admin's header is full at 1280 px, so the icons wait for 1536 px. */}
      <Icon aria-hidden className="hidden size-4 shrink-0 2xl:block" />
      <span>{t(item.label)}</span>
      {item.to === '/messages' && <UnreadBadge />}
    </Link>
  );
}

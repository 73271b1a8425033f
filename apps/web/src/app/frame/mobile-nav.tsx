import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { isMainNavActive, MAIN_NAV } from '#/app/frame/nav-items.ts';
import { UnreadBadge } from '#/app/frame/unread-badge.tsx';
import { cn } from '#/lib/cn.ts';

/**
 * The fixed 6-column bottom bar below 768 px; the frame pads the page so nothing hides behind it. It steps
 * aside while the activity page's booking bar is there (`[data-booking-bar]`, phone-booking-bar.tsx): two
 * fixed bars and the header took a quarter of a phone's screen (issue 34), and a listing's one action
 * matters more there than the way to other pages, as on Airbnb's and GetYourGuide's.
 */
export function MobileNav({ myId }: { myId: string | undefined }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();

  return (
    <nav
      aria-label={t('nav.mobile')}
      className="fixed inset-x-0 bottom-0 z-40 border-t print:hidden bg-background/95 pb-[env(safe-area-inset-bottom)] backdrop-blur md:hidden [body:has([data-booking-bar])_&]:hidden"
    >
      <ul className="grid h-16 grid-cols-6">
        {MAIN_NAV.map((item) => {
          const active = isMainNavActive(pathname, item, myId);
          const Icon = item.icon;
          return (
            <li key={item.to} className="flex">
              <Link
                to={item.to}
                aria-current={active ? 'page' : undefined}
                className={cn(
                  'flex flex-1 flex-col items-center justify-center gap-1 font-medium text-xs transition-colors',
                  active ? 'text-primary' : 'text-muted-foreground hover:text-foreground',
                )}
              >
                <span className="relative">
                  <Icon aria-hidden className="size-5" strokeWidth={active ? 2.5 : 2} />
                  {item.to === '/messages' && <UnreadBadge className="absolute -top-1.5 left-3" />}
                </span>
                {t(item.label)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

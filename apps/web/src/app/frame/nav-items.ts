import type { Me } from '@sortim/contracts/me';
import type { LucideIcon } from 'lucide-react';
import CalendarCheck from 'lucide-react/icons/calendar-check';
import PlusCircle from 'lucide-react/icons/circle-plus';
import Compass from 'lucide-react/icons/compass';
import Heart from 'lucide-react/icons/heart';
import Home from 'lucide-react/icons/house';
import LayoutDashboard from 'lucide-react/icons/layout-dashboard';
import MessagesSquare from 'lucide-react/icons/messages-square';
import ShieldCheck from 'lucide-react/icons/shield-check';
import TicketPercent from 'lucide-react/icons/ticket-percent';
import User from 'lucide-react/icons/user';
import Users from 'lucide-react/icons/users';
import { canHost, isAdmin } from '#/lib/session.ts';

export type NavLabelKey =
  | 'nav.home'
  | 'nav.explore'
  | 'nav.saved'
  | 'nav.bookings'
  | 'nav.messages'
  | 'nav.profile'
  | 'nav.dashboard'
  | 'nav.create'
  | 'nav.codes'
  | 'nav.admin'
  | 'nav.hosts';

export interface NavItem {
  to: string;
  label: NavLabelKey;
  icon: LucideIcon;
}

/**
 * Home, Explore, Saved, Bookings, Messages (with its unread badge), Profile: the top navigation on desktop,
 * the bottom bar on mobile.
 */
export const MAIN_NAV: readonly NavItem[] = [
  { to: '/home', label: 'nav.home', icon: Home },
  { to: '/explore', label: 'nav.explore', icon: Compass },
  { to: '/saved', label: 'nav.saved', icon: Heart },
  { to: '/bookings', label: 'nav.bookings', icon: CalendarCheck },
  { to: '/messages', label: 'nav.messages', icon: MessagesSquare },
  { to: '/profile', label: 'nav.profile', icon: User },
];

const HOST_NAV: readonly NavItem[] = [
  { to: '/host-dashboard', label: 'nav.dashboard', icon: LayoutDashboard },
  { to: '/create-activity', label: 'nav.create', icon: PlusCircle },
];

/** A host's promo codes (/host/codes). */
const CODES: NavItem = { to: '/host/codes', label: 'nav.codes', icon: TicketPercent };

const ADMIN_NAV: readonly NavItem[] = [
  { to: '/admin', label: 'nav.admin', icon: ShieldCheck },
  { to: '/admin/hosts', label: 'nav.hosts', icon: Users },
];

/**
 * Header buttons by role: hosts get Dashboard, Create and Codes; admins Dashboard and Create, then Admin and
 * Hosts. An admin's codes are the platform's, under Admin (its Promo Codes tool): a fifth role entry would not
 * fit the header at 1280 px.
 */
export function roleNavItems(me: Me): NavItem[] {
  if (isAdmin(me)) return [...HOST_NAV, ...ADMIN_NAV];
  return canHost(me) ? [...HOST_NAV, CODES] : [];
}

/** A navigation entry is active when the path equals it or continues below it ('/admin/hosts'). */
export function isNavActive(pathname: string, to: string): boolean {
  return pathname === to || pathname.startsWith(`${to}/`);
}

/**
 * The main entries' current page. 'Profile' is your own profile only: '/profile', or your own public
 * page '/profile/<your id>'; someone else's public profile ('/profile/<their id>') is not yours.
 */
export function isMainNavActive(pathname: string, item: NavItem, myId: string | undefined): boolean {
  if (item.to === '/profile') {
    return pathname === '/profile' || (myId !== undefined && pathname === `/profile/${myId}`);
  }
  return isNavActive(pathname, item.to);
}

/**
 * Pages whose own bar of actions takes the bottom of a phone's screen (the activity editor's Back,
 * Continue, Publish, Save): there the bottom navigation steps aside, so the fixed bars stay thin and a
 * tap meant for the form does not leave it.
 */
export function hidesBottomNav(pathname: string): boolean {
  return pathname === '/create-activity' || pathname.startsWith('/edit-activity/');
}

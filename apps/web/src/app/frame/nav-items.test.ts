import type { Me } from '@sortim/contracts/me';
import {
  hidesBottomNav,
  isMainNavActive,
  isNavActive,
  MAIN_NAV,
  roleNavItems,
} from '#/app/frame/nav-items.ts';

describe('isNavActive', () => {
  it('is active on the exact path', () => {
    expect(isNavActive('/explore', '/explore')).toBe(true);
  });

  it('is active on paths below the entry', () => {
    expect(isNavActive('/profile/abc-123', '/profile')).toBe(true);
    expect(isNavActive('/admin/hosts', '/admin')).toBe(true);
  });

  it('is not active on paths that merely share a prefix', () => {
    expect(isNavActive('/profiles', '/profile')).toBe(false);
    expect(isNavActive('/homework', '/home')).toBe(false);
  });

  it('is not active elsewhere', () => {
    expect(isNavActive('/', '/home')).toBe(false);
    expect(isNavActive('/bookings', '/explore')).toBe(false);
  });
});

describe('isMainNavActive', () => {
  const profile = MAIN_NAV.find((item) => item.to === '/profile');
  const explore = MAIN_NAV.find((item) => item.to === '/explore');
  if (!profile || !explore) throw new Error('MAIN_NAV lost Profile or Explore');

  it("marks 'Profile' on your own profile and your own public page", () => {
    expect(isMainNavActive('/profile', profile, 'me-1')).toBe(true);
    expect(isMainNavActive('/profile/me-1', profile, 'me-1')).toBe(true);
  });

  it("does not mark 'Profile' on someone else's public profile", () => {
    expect(isMainNavActive('/profile/host-7', profile, 'me-1')).toBe(false);
    expect(isMainNavActive('/profile/host-7', profile, undefined)).toBe(false);
  });

  it('marks the other entries as isNavActive does', () => {
    expect(isMainNavActive('/explore', explore, 'me-1')).toBe(true);
    expect(isMainNavActive('/profile', explore, 'me-1')).toBe(false);
  });
});

describe('roleNavItems', () => {
  const me = (roles: Me['roles']): Me => ({
    user: { id: 'u1', email: 'a@b.c', name: 'A' },
    profile: null,
    roles,
  });
  const paths = (roles: Me['roles']) => roleNavItems(me(roles)).map((item) => item.to);

  it('gives plain users no extra buttons', () => {
    expect(paths(['user'])).toEqual([]);
  });

  it('gives hosts and verified hosts Dashboard, Create and Codes', () => {
    expect(paths(['host'])).toEqual(['/host-dashboard', '/create-activity', '/host/codes']);
    expect(paths(['verified_host'])).toEqual(['/host-dashboard', '/create-activity', '/host/codes']);
  });

  it('gives admins Dashboard and Create, then Admin and Hosts (their codes are under Admin)', () => {
    expect(paths(['admin'])).toEqual(['/host-dashboard', '/create-activity', '/admin', '/admin/hosts']);
    expect(paths(['host', 'admin'])).toEqual([
      '/host-dashboard',
      '/create-activity',
      '/admin',
      '/admin/hosts',
    ]);
  });
});

describe('hidesBottomNav', () => {
  it("steps aside for the activity editor's own bar of actions, and only there", () => {
    expect(hidesBottomNav('/create-activity')).toBe(true);
    expect(hidesBottomNav('/edit-activity/act-1')).toBe(true);
    expect(hidesBottomNav('/host-dashboard')).toBe(false);
    expect(hidesBottomNav('/activity/act-1')).toBe(false);
    expect(hidesBottomNav('/create-activity-guide')).toBe(false);
  });
});

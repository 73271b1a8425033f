import { guardsOf, matchWebRoute, needsWholeCatalog, WEB_ROUTES } from '@sortim/contracts/web-routes';
import { isValidElement } from 'react';
import { Navigate } from 'react-router';
import { type AppRoute, routes } from '#/app/router.tsx';

/**
 * Every page and guard module of the app, by its path under apps/web, as the build manifest names it (the
 * admin's pages stand one level deeper, in their areas).
 */
const pageModules = import.meta.glob<Record<string, unknown>>([
  '/src/features/*/pages/*.tsx',
  '/src/features/admin/*/pages/*.tsx',
]);
const guardModules = import.meta.glob<Record<string, unknown>>('/src/app/guards/*.tsx');

type Page = { path: string; route: AppRoute; guards: AppRoute[] };

const join = (parent: string, path: string) => `${parent}/${path}`.replace(/\/+/g, '/');

/**
 * The router's pages with their full paths and the guards above them, outermost first: layout routes
 * only lend their path; a guard is a route loaded on first visit without a path of its own.
 */
function pagesOf(list: AppRoute[], parent = '', guards: AppRoute[] = []): Page[] {
  return list.flatMap((route) => {
    const path = route.path === undefined ? parent || '/' : join(parent, route.path);
    const isGuard = route.path === undefined && route.component !== undefined;
    if (route.children) return pagesOf(route.children, path, isGuard ? [...guards, route] : guards);
    return [{ path, route, guards }];
  });
}

const exportsOf = async (modules: typeof pageModules, name: string) => {
  const load = modules[`/${name}`];
  expect(load, name).toBeDefined();
  return Object.values((await load?.()) ?? {});
};

const routerPages = pagesOf(routes).filter((page) => page.path !== '/*');

/** What a route renders: the component it loads on first visit, or its element's component. */
async function componentOf(route: AppRoute): Promise<unknown> {
  if (route.component) return await route.component();
  return isValidElement(route.element) ? route.element.type : undefined;
}

describe('WEB_ROUTES (the server reads it for status codes and preloads)', () => {
  it('has every path of the router and no other, and the router ends in a catch-all', () => {
    expect(WEB_ROUTES.map((route) => route.path).sort()).toEqual(routerPages.map((page) => page.path).sort());
    expect(pagesOf(routes).map((page) => page.path)).toContain('/*');
  });

  it.each(routerPages)('names the module that renders $path', async ({ path, route }) => {
    const entry = WEB_ROUTES.find((candidate) => candidate.path === path);
    if (!entry?.module) {
      // A path without a page of its own only redirects.
      expect(isValidElement(route.element) && route.element.type).toBe(Navigate);
      return;
    }
    expect(await exportsOf(pageModules, entry.module)).toContain(await componentOf(route));
  });

  it.each(routerPages)(
    'marks whether $path loads the whole catalog, so the server preloads the parts it waits for',
    ({ path, route }) => {
      const entry = WEB_ROUTES.find((candidate) => candidate.path === path);
      expect(Boolean(route.wholeCatalog)).toBe(entry ? needsWholeCatalog(entry) : false);
    },
  );

  it.each(routerPages)(
    'names the guards $path renders under, so the server preloads them',
    async ({ path, guards }) => {
      const entry = WEB_ROUTES.find((candidate) => candidate.path === path);
      const named = entry ? guardsOf(entry) : [];
      expect(named).toHaveLength(guards.length);
      for (const [index, guard] of guards.entries()) {
        expect(await exportsOf(guardModules, named[index] ?? '')).toContain(await componentOf(guard));
      }
    },
  );
});

describe('matchWebRoute', () => {
  it('matches static paths as the router does: any case, with or without a trailing slash', () => {
    for (const pathname of ['/home', '/HOME', '/home/'])
      expect(matchWebRoute(pathname)?.route.path).toBe('/home');
    expect(matchWebRoute('/')?.route.path).toBe('/');
    expect(matchWebRoute('/admin/users')?.route.path).toBe('/admin/users');
  });

  it('gives a parameter decoded', () => {
    expect(matchWebRoute('/activity/abc-123')).toEqual({
      route: { path: '/activity/:id', module: 'src/features/activity/pages/activity-page.tsx' },
      params: { id: 'abc-123' },
    });
    expect(matchWebRoute('/profile/caf%C3%A9')?.params).toEqual({ userId: 'café' });
    expect(matchWebRoute('/profile/%E0%A4%A')?.params).toEqual({ userId: '%E0%A4%A' });
  });

  it('matches nothing for paths the app has no page for', () => {
    for (const pathname of ['/no/such/page', '/activity', '/activity/1/2', '/admin/nothing', '/homes'])
      expect(matchWebRoute(pathname), pathname).toBeNull();
  });
});

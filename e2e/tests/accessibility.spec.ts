import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { WEB_ROUTES } from '@sortim/contracts/web-routes';
import { newGuest } from './sign-in.ts';

/*
 * axe-core on every route of the app, for whoever sees it (anonymous visitors, the demo guest, host, new
 * host and admin, and a fresh account without a picture, whose header shows initials), in the light and the dark theme at desktop and phone widths: WCAG 2.2 AA, 0 violations.
 * One signed-in browser context per role; each route is opened once and checked in both themes (the system
 * theme, following the emulated colour scheme) at both widths.
 */

type Role = 'anonymous' | 'guest' | 'fresh' | 'host' | 'newHost' | 'admin';

const ACCOUNTS: Record<Exclude<Role, 'anonymous' | 'fresh'>, { email: string; password: string }> = {
  guest: { email: 'guest@sortim.test', password: 'Guest1234' },
  host: { email: 'host@sortim.test', password: 'Host1234' },
  newHost: { email: 'newhost@sortim.test', password: 'Host1234' },
  admin: { email: 'admin@sortim.test', password: 'Admin1234' },
};

/**
 * Every page of the app (WEB_ROUTES, the route table the router is held to; '*' for the not-found page)
 * and who is checked on it. A route added without a row here fails 'every route has an axe check'.
 */
const ROUTES: Record<string, Role[]> = {
  '/home': ['anonymous', 'guest', 'fresh'],
  '/activity/:id': ['anonymous', 'guest', 'fresh'],
  '/profile/:userId': ['anonymous'],
  '/auth': ['anonymous'],
  '/forgot-password': ['anonymous'],
  '/reset-password': ['anonymous'],
  '/about': ['anonymous'],
  '/contact': ['anonymous'],
  '/privacy': ['anonymous'],
  '/terms': ['anonymous'],
  '*': ['anonymous'],
  '/explore': ['guest', 'fresh'],
  // Explore's map view (MapLibre, its markers and card): the same route with view=map.
  '/explore?view=map': ['guest'],
  '/bookings': ['guest', 'fresh'],
  '/saved': ['guest', 'fresh'],
  '/tickets/:bookingId': ['guest'],
  '/profile': ['guest', 'fresh'],
  '/become-host': ['guest', 'fresh'],
  '/seed': ['guest'],
  '/my-activities': ['host'],
  '/host/activities': ['host'],
  '/host-dashboard': ['host', 'newHost'],
  '/create-activity': ['host', 'newHost'],
  '/edit-activity/:id': ['host'],
  '/activity-guests/:id': ['host'],
  '/check-in/:id': ['host'],
  '/admin': ['admin'],
  '/admin/users': ['admin'],
  '/admin/applications': ['admin'],
  '/admin/activities': ['admin'],
  '/admin/analytics': ['admin'],
  '/admin/fix-host-roles': ['admin'],
  '/admin/hosts': ['admin'],
  '/host/codes': ['host'],
  '/admin/codes': ['admin'],
  '/admin/reports': ['admin'],
  // The demo has no private group nor request: these open on their "not found" state (the journeys in
  // selling.spec.ts show them filled).
  '/group/:token': ['anonymous'],
  '/private-requests/:id': ['guest'],
  // The inbox, and the conversation of the demo guest's paid booking with one question in it.
  '/messages': ['guest', 'host', 'fresh'],
  '/messages/:id': ['guest'],
};

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const THEMES = ['light', 'dark'] as const;
const WIDTHS = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
];

type Card = { id: string; spotsRemaining: number; host: { id: string; roles: string[] } };
type Booking = { activity: { id: string } };
type HostActivity = { id: string; startTime: string; status: string; isPublished: boolean };

/** The address to open for a route pattern, with real ids so each page shows itself, not its not-found state. */
async function concreteUrl(request: APIRequestContext, route: string): Promise<string> {
  if (route === '*') return '/no/such/page';
  if (route === '/group/:token') return '/group/no-such-group-link-token';
  if (route === '/private-requests/:id') return '/private-requests/00000000-0000-4000-8000-000000000000';
  if (route === '/activity/:id' || route === '/profile/:userId') {
    const cards: Card[] = (await (await request.get('/api/activities?limit=24')).json()).items;
    const verifiedHost = cards.find((card) => card.host.roles.includes('verified_host'))?.host;
    // One the person has not booked and can, so the page shows its booking form (anonymous: none booked).
    const bookings = await request.get('/api/bookings');
    const booked = new Set<string>(
      bookings.ok() ? (await bookings.json()).items.map((booking: Booking) => booking.activity.id) : [],
    );
    const bookable = cards.find((card) => card.spotsRemaining > 0 && !booked.has(card.id));
    if (!bookable || !verifiedHost)
      throw new Error('the demo data has no bookable activity of a verified host');
    return route === '/activity/:id' ? `/activity/${bookable.id}` : `/profile/${verifiedHost.id}`;
  }
  if (route === '/messages/:id') {
    const mine: { id: string; status: string }[] = (await (await request.get('/api/bookings')).json()).items;
    const paid = mine.find((booking) => booking.status === 'paid');
    if (!paid) throw new Error('the demo guest has no paid booking');
    const { id } = await (await request.post(`/api/bookings/${paid.id}/conversation`)).json();
    await request.post(`/api/conversations/${id}/messages`, { data: { body: 'Is there parking nearby?' } });
    return `/messages/${id}`;
  }
  if (route === '/tickets/:bookingId') {
    // The guest's paid booking, so the page shows its QR codes.
    const mine: { id: string; status: string }[] = (await (await request.get('/api/bookings')).json()).items;
    const paid = mine.find((booking) => booking.status === 'paid');
    if (!paid) throw new Error('the demo guest has no paid booking');
    return `/tickets/${paid.id}`;
  }
  if (route === '/edit-activity/:id' || route === '/activity-guests/:id' || route === '/check-in/:id') {
    // The signed-in host's own: a published one still to come, which the editor opens with every field
    // and whose guests can still be cancelled.
    const own: HostActivity[] = (await (await request.get('/api/host/activities')).json()).items;
    const editable = own.find(
      (activity) =>
        activity.isPublished &&
        activity.status !== 'cancelled' &&
        Date.parse(activity.startTime) > Date.now(),
    );
    if (!editable) throw new Error('the demo host has no upcoming activity to edit');
    return route.replace(':id', editable.id);
  }
  return route;
}

/**
 * The page is itself: the frame is up, the main heading shows and nothing is loading any more, including
 * what loads only as it scrolls near (the activity's review form); then back at the top.
 */
async function settled(page: Page) {
  await expect(page.getByText('Initializing...')).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  // Two frames: the browser reports what came near in the first, React shows its loading state after it.
  await page.evaluate(async () => {
    window.scrollTo(0, document.documentElement.scrollHeight);
    for (let frame = 0; frame < 2; frame++) await new Promise(requestAnimationFrame);
  });
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await page.evaluate(() => window.scrollTo(0, 0));
}

/** 'route [theme width] rule: help (impact) at target', one line per failing element. */
async function violations(page: Page, label: string): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  return results.violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${label} ${violation.id}: ${violation.help} (${violation.impact}) at ${node.target.join(' ')}`,
    ),
  );
}

async function signedInContext(browser: Browser, role: Role) {
  // Reduced motion: contrast is measured on what is shown, not on an element halfway through fading in.
  const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL, reducedMotion: 'reduce' });
  if (role === 'fresh') {
    // Just signed up: no picture, so the header's account button shows initials (WCAG 2.5.3's case).
    const account = await newGuest(context.request, 'Fresh Axe');
    const signIn = await context.request.post('/api/auth/sign-in/email', { data: account });
    expect(signIn.ok()).toBe(true);
  } else if (role !== 'anonymous') {
    const signIn = await context.request.post('/api/auth/sign-in/email', { data: ACCOUNTS[role] });
    expect(signIn.ok()).toBe(true);
  }
  return context;
}

const ROLES: Role[] = ['anonymous', 'guest', 'fresh', 'host', 'newHost', 'admin'];

for (const role of ROLES) {
  const routes = Object.keys(ROUTES).filter((route) => ROUTES[route]?.includes(role));

  test(`axe: 0 WCAG 2.2 AA violations on every page the ${role} sees, light and dark, 1280 and 390 px`, async ({
    browser,
  }) => {
    test.setTimeout(routes.length * 60_000);
    const context = await signedInContext(browser, role);
    const found: string[] = [];
    const page = await context.newPage();
    // The 'system' theme (next-themes' 'theme' key, as the theme menu keeps it) follows the screen's colour
    // scheme: each page is loaded once and checked in both themes.
    await page.addInitScript(() => window.localStorage.setItem('theme', 'system'));
    for (const route of routes) {
      const url = await concreteUrl(context.request, route);
      await page.emulateMedia({ colorScheme: THEMES[0] });
      await page.setViewportSize(WIDTHS[0] ?? { width: 1280, height: 800 });
      await page.goto(url);
      await settled(page);
      for (const theme of THEMES) {
        await page.emulateMedia({ colorScheme: theme });
        await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/);
        // The buttons ease their colours into the new theme (150 ms): axe reads them once they are there (a
        // CI run caught a footer button half way, below 4.5:1).
        await page.evaluate(() =>
          Promise.all(
            document
              .getAnimations()
              .filter((animation) => animation instanceof CSSTransition)
              .map((animation) => animation.finished.catch(() => undefined)),
          ),
        );
        for (const size of WIDTHS) {
          await page.setViewportSize(size);
          found.push(...(await violations(page, `${url} [${role}, ${theme}, ${size.width}px]`)));
        }
      }
    }
    await context.close();
    expect(found, `axe violations:\n${found.join('\n')}`).toEqual([]);
  });
}

/**
 * Dialogs, drawers and menus, checked open: axe sees only what is in the page, and these are not until
 * someone opens them.
 */
const OPEN_STATES: {
  name: string;
  route: string;
  role: Role;
  widths: number[];
  open: (page: Page) => Promise<void>;
}[] = [
  {
    name: 'the account menu',
    route: '/home',
    role: 'guest',
    widths: [1280, 390],
    open: (page) => page.getByRole('button', { name: 'Account menu' }).click(),
  },
  {
    name: 'the account menu of someone without a picture',
    route: '/home',
    role: 'fresh',
    widths: [1280, 390],
    open: (page) => page.getByRole('button', { name: 'FA Account menu' }).click(),
  },
  {
    name: 'the theme menu',
    route: '/about',
    role: 'anonymous',
    widths: [1280, 390],
    open: (page) =>
      page
        .getByRole('contentinfo')
        .getByRole('button', { name: /^Theme:/ })
        .click(),
  },
  {
    name: 'the filters drawer',
    route: '/explore',
    role: 'guest',
    widths: [390],
    open: (page) => page.getByRole('button', { name: /^Filters/ }).click(),
  },
  {
    name: 'the refund dialog',
    route: '/bookings',
    role: 'guest',
    widths: [1280, 390],
    open: (page) => page.getByRole('button', { name: 'Request Refund' }).first().click(),
  },
  {
    name: 'the report dialog',
    route: '/activity/:id',
    role: 'guest',
    widths: [1280, 390],
    open: (page) => page.getByRole('button', { name: 'Report this activity' }).click(),
  },
  {
    name: "a person's details",
    route: '/admin/users',
    role: 'admin',
    widths: [1280, 390],
    open: (page) =>
      page
        .getByRole('button', { name: /^View / })
        .first()
        .click(),
  },
];

for (const state of OPEN_STATES) {
  test(`axe: 0 WCAG 2.2 AA violations with ${state.name} open, light and dark`, async ({ browser }) => {
    test.setTimeout(120_000);
    const context = await signedInContext(browser, state.role);
    const url = await concreteUrl(context.request, state.route);
    const found: string[] = [];
    for (const theme of THEMES) {
      const page = await context.newPage();
      await page.addInitScript((value) => window.localStorage.setItem('theme', value), theme);
      for (const width of state.widths) {
        await page.setViewportSize(WIDTHS.find((size) => size.width === width) ?? { width, height: 844 });
        await page.goto(url);
        await settled(page);
        await state.open(page);
        const opened = page.getByRole('dialog').or(page.getByRole('menu'));
        await expect(opened).toBeVisible();
        await page.waitForLoadState('networkidle');
        await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
        found.push(
          ...(await violations(page, `${url} with ${state.name} [${state.role}, ${theme}, ${width}px]`)),
        );
      }
      await page.close();
    }
    await context.close();
    expect(found, `axe violations:\n${found.join('\n')}`).toEqual([]);
  });
}

test('every route has an axe check', () => {
  const unchecked = WEB_ROUTES.map((route) => route.path).filter(
    (route) => route !== '/' && !ROUTES[route]?.length,
  );
  expect(unchecked, 'routes without an axe check (add them to ROUTES)').toEqual([]);
});

/**
 * WCAG 2.4.11: every control Tab and Shift+Tab reach shows, not under the sticky header nor the phone's
 * bottom bar and the editor's buttons above it. Checked by what is drawn at the middle of the focused
 * control: the control itself (or its label, for an input drawn as something else).
 */
const FOCUS_PAGES: { route: string; role: Role }[] = [
  { route: '/home', role: 'guest' },
  { route: '/activity/:id', role: 'guest' },
  { route: '/create-activity', role: 'host' },
];

for (const { route, role } of FOCUS_PAGES) {
  for (const size of WIDTHS) {
    test(`focus is never hidden under the header or the bottom bar on ${route} at ${size.width} px`, async ({
      browser,
    }) => {
      test.setTimeout(180_000);
      const context = await signedInContext(browser, role);
      const page = await context.newPage();
      await page.setViewportSize(size);
      await page.goto(await concreteUrl(context.request, route));
      await settled(page);

      const hidden: string[] = [];
      const stops = new Set<string>();
      // Forward through the page to its end, then back to the top: the header covers what scrolls up.
      for (const key of ['Tab', 'Shift+Tab']) {
        for (let presses = 0; presses < 120; presses++) {
          await page.keyboard.press(key);
          const focused = await page.evaluate(() => {
            const element = document.activeElement;
            if (!(element instanceof HTMLElement) || element === document.body) return null;
            const box = element.getBoundingClientRect();
            const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
            const labels = element instanceof HTMLInputElement ? Array.from(element.labels ?? []) : [];
            const shows =
              hit !== null &&
              (element.contains(hit) || hit.contains(element) || labels.some((label) => label.contains(hit)));
            const name = `${element.tagName.toLowerCase()} '${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}'`;
            return { name, shows, key: `${name}@${Math.round(box.top + window.scrollY)}` };
          });
          if (!focused) break;
          if (!focused.shows) hidden.push(`${key}: ${focused.name}`);
          if (key === 'Tab' && stops.has(focused.key)) break;
          stops.add(focused.key);
        }
      }
      await context.close();
      expect(hidden, 'focused controls hidden under a sticky bar').toEqual([]);
    });
  }
}

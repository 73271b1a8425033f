import { type APIRequestContext, request } from '@playwright/test';
import { expect } from './console-guard.ts';
import type { Credentials } from './sign-in.ts';
import { activityPng } from './test-image.ts';

/*
 * The people and things the admin journeys act on, made through the API so each journey changes only what
 * is its own: every name carries a run number and a random part, so journeys in parallel, retries and
 * the demo data never meet. (The demo accounts other journeys rely on are only ever read.)
 */

export const ADMIN: Credentials = { email: 'admin@sortim.test', password: 'Admin1234' };

/** 'Name 12345-678': unique across journeys, retries and runs on the same database. */
export function unique(name: string): string {
  return `${name} ${Date.now() % 100_000}-${Math.floor(Math.random() * 1000)}`;
}

/** An account of the journey's own, signed in on a request context of its own. */
export type Account = Credentials & { id: string; name: string; api: APIRequestContext };

export async function newAccount(name: string): Promise<Account> {
  const api = await request.newContext({ baseURL: process.env.E2E_BASE_URL });
  const email = `${name.toLowerCase().replace(/\W+/g, '-')}@example.test`;
  const password = 'Secret1234';
  expect((await api.post('/api/auth/sign-up/email', { data: { name, email, password } })).ok()).toBe(true);
  expect((await api.post('/api/auth/sign-in/email', { data: { email, password } })).ok()).toBe(true);
  const me = (await (await api.get('/api/me')).json()) as { user: { id: string } };
  return { email, password, name, id: me.user.id, api };
}

/**
 * A host of the journey's own through the 'Quick Setup'; with `payouts`, one who also finished the test
 * provider's payout onboarding (its form posted as the host's browser would), so payouts are enabled.
 */
export async function newHost(name: string, { payouts }: { payouts: boolean }): Promise<Account> {
  const host = await newAccount(name);
  const become = await host.api.post('/api/host/become', {
    data: { phone: '+34 600 123 456', notificationEmail: host.email, activityType: 'Taste Wine' },
  });
  expect(become.ok()).toBe(true);
  if (!payouts) return host;

  const link = await host.api.post('/api/host/payouts/onboarding');
  expect(link.ok()).toBe(true);
  const onboarding = new URL(((await link.json()) as { url: string }).url);
  const finished = await host.api.post(onboarding.pathname, {
    form: { outcome: 'enabled', return: onboarding.searchParams.get('return') ?? '' },
    maxRedirects: 0,
  });
  expect(finished.status()).toBe(303);
  await expect
    .poll(async () => {
      const check = await host.api.post('/api/host/payouts/check');
      return ((await check.json()) as { payoutsEnabled: boolean }).payoutsEnabled;
    })
    .toBe(true);
  return host;
}

/**
 * A published activity of the host's, `days` from now, 19:00 to 21:00 UTC, under `cancellationPolicy`. 'Explore Culture', a category
 * the explore journeys do not count, so theirs stay still while these come and go; make it weeks away, so
 * it is not among the soonest the landing page and other journeys look at.
 */
export async function newActivity(
  host: Account,
  title: string,
  {
    days,
    startsAt,
    priceCents,
    cancellationPolicy = 'flexible',
  }: {
    days: number;
    /** An exact start instead of 19:00 UTC `days` from now (an activity about to begin, say). */
    startsAt?: Date;
    priceCents: number;
    cancellationPolicy?: 'flexible' | 'moderate' | 'strict';
  },
): Promise<string> {
  const start = startsAt ? new Date(startsAt) : new Date(Date.now() + days * 86_400_000);
  if (!startsAt) start.setUTCHours(19, 0, 0, 0);
  const end = new Date(start.getTime() + 2 * 3_600_000);
  const created = await host.api.post('/api/host/activities', {
    data: {
      title,
      category: 'Explore Culture',
      subtype: 'Take a City Tour',
      description: 'Two hours through the old town: the Roman walls, the cathedral cloister and its geese.',
      locationName: 'Plaça Nova',
      address: 'Plaça Nova 5, 08002 Barcelona',
      // Pictures, as every seeded activity has: journeys reading a card's picture find one.
      thumbnailUrl: await uploadImage(host, 'thumbnail'),
      coverImageUrl: await uploadImage(host, 'cover'),
      startTime: start.toISOString(),
      endTime: end.toISOString(),
      priceCents,
      capacity: 8,
      activityLanguages: ['English'],
      cancellationPolicy,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const [id] = ((await created.json()) as { ids: string[] }).ids;
  if (!id) throw new Error(`no activity created for '${title}'`);
  return id;
}

/** An image the host uploads for an activity (`POST /api/host/images`), by its stored address. */
async function uploadImage(host: Account, kind: 'thumbnail' | 'cover'): Promise<string> {
  const uploaded = await host.api.post(`/api/host/images?kind=${kind}`, {
    multipart: { file: { name: `${kind}.png`, mimeType: 'image/png', buffer: await activityPng() } },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(201);
  return ((await uploaded.json()) as { url: string }).url;
}

/** A paid booking without the browser: checkout, then the test provider's form posted with a paying card. */
export async function paidBooking(guest: Account, activityId: string, spots: number) {
  const checkout = await guest.api.post('/api/checkout', { data: { activityId, spots } });
  expect(checkout.status()).toBe(201);
  const { url } = (await checkout.json()) as { url: string };
  const paid = await guest.api.post(new URL(url).pathname, {
    form: { number: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123', name: guest.name },
    maxRedirects: 0,
  });
  expect(paid.status()).toBe(303);
}

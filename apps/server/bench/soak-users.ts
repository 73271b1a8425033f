import { randomBytes } from 'node:crypto';
import { TAXONOMY } from '@sortim/contracts/taxonomy';
import pg from 'pg';
import { DEMO_ACCOUNTS, OTHER_DEMO_PASSWORD } from '#src/db/seed/demo-people.ts';
import { cookieFrom } from '#src/test/auth.ts';
import { TEST_CARD } from '#src/test/checkout.ts';
import { MIXES } from './explore-mixes.ts';
import { type Answer, type Call, type Kind, type Load, type Pace, StepFailed } from './soak-load.ts';

/*
 * The soak's virtual users and what each does, over and over, one request per turn: anonymous visitors
 * browse; guests (signed up by the soak) read their bookings, check out through the built-in test provider,
 * pay some with the test card and ask for their refund, join and leave waitlists; hosts (the demo's verified
 * hosts) read their dashboard and activities and create, edit and delete one; admins (the demo admin) read
 * users, numbers and analytics. Every step names the answer it expects, so any other is an error.
 */

/** What the users pick from: the demo data's ids, read once from the database, and the SPA's files. */
export type World = {
  /** Published activities that have not started. */
  upcoming: string[];
  /** Activities with reviews (read on their pages). */
  reviewed: string[];
  /** Verified hosts (their public pages). */
  hosts: { id: string; email: string; password: string; activities: string[] }[];
  /** Where a guest may join the line: sold out, or the host still setting up payouts. */
  waitlistable: string[];
  /** The shell's scripts and styles, as a first visit loads them. */
  assets: string[];
  spots: Spots;
};

/**
 * The bookable activities (paid, more than a day away, the host paid out) and the spots the soak's guests
 * hold on each. A guest checks out only where at least two are left after everyone else's holds, so no
 * checkout meets a sold-out activity: every answer but 201 is then an error.
 */
export class Spots {
  private readonly held = new Map<string, number>();
  constructor(private readonly left: Map<string, number>) {}

  get activities(): string[] {
    return [...this.left.keys()];
  }

  /** An activity with two spots left after the others' holds, but those `skip` names. */
  take(skip: (id: string) => boolean = () => false): string | null {
    const open = [...this.left].filter(([id, left]) => !skip(id) && left - (this.held.get(id) ?? 0) >= 2);
    const picked = open[Math.floor(Math.random() * open.length)]?.[0];
    if (picked) this.held.set(picked, (this.held.get(picked) ?? 0) + 1);
    return picked ?? null;
  }

  give(id: string) {
    this.held.set(id, Math.max(0, (this.held.get(id) ?? 0) - 1));
  }
}

const pick = <T>(list: readonly T[]): T => {
  const item = list[Math.floor(Math.random() * list.length)];
  if (item === undefined) throw new Error('nothing to pick from');
  return item;
};

export async function loadWorld(databaseUrl: string, load: Load): Promise<World> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const ids = async (text: string) => (await client.query<{ id: string }>(text)).rows.map((r) => r.id);
    const listed = `a.is_published and a.status = 'published' and a.start_time > now() + interval '1 day'`;
    const upcoming = await ids(`select a.id from activities a where ${listed}`);
    const reviewed = await ids('select distinct activity_id as id from reviews');
    const waitlistable = await ids(
      `select a.id from activities a join profiles p on p.id = a.host_id
       where ${listed} and (not p.payouts_enabled or a.spots_remaining = 0)`,
    );
    const bookable = await client.query<{ id: string; left: number }>(
      `select a.id, a.spots_remaining as left from activities a join profiles p on p.id = a.host_id
       where ${listed} and p.payouts_enabled and p.stripe_account_id is not null
         and a.price_cents > 0 and a.spots_remaining >= 4`,
    );
    const hosts = await client.query<{ id: string; email: string; activities: string[] }>(
      `select p.id, p.email, array(select a.id::text from activities a where a.host_id = p.id and ${listed}) as activities
       from profiles p join user_roles r on r.user_id = p.id and r.role = 'verified_host'`,
    );
    const shell = (await load.call({ family: 'pages', path: '/home' })).text();
    const assets = [...shell.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map(
      (m) => m[1] ?? '',
    );
    if (!bookable.rows.length || !waitlistable.length || !hosts.rows.length || !assets.length) {
      throw new Error('the demo data has nothing to book, wait for or host, or the shell lists no files');
    }
    return {
      upcoming,
      reviewed,
      waitlistable,
      assets,
      hosts: hosts.rows.map((h) => ({
        ...h,
        password: h.email === DEMO_ACCOUNTS.host.email ? DEMO_ACCOUNTS.host.password : OTHER_DEMO_PASSWORD,
      })),
      spots: new Spots(new Map(bookable.rows.map((r) => [r.id, r.left]))),
    };
  } finally {
    await client.end();
  }
}

/** Signs in through better-auth's endpoint, as the web client does; returns the session's Cookie header. */
export async function signIn(load: Load, email: string, password: string): Promise<string> {
  const answer = await load.call({
    family: 'sign-in',
    path: '/api/auth/sign-in/email',
    json: { email, password },
  });
  return cookieFrom(answer.headers['set-cookie']);
}

/** A new guest account (sign-up), then its session (sign-in). */
export async function newGuest(load: Load): Promise<{ id: string; cookie: string }> {
  const email = `soak-${randomBytes(5).toString('hex')}@example.test`;
  const password = 'SoakGuest2026';
  await load.call({
    family: 'sign-in',
    path: '/api/auth/sign-up/email',
    json: { name: 'Soak Guest', email, password },
  });
  const answer = await load.call({
    family: 'sign-in',
    path: '/api/auth/sign-in/email',
    json: { email, password },
  });
  return {
    id: answer.json<{ user: { id: string } }>().user.id,
    cookie: cookieFrom(answer.headers['set-cookie']),
  };
}

/** Thrown at a user's next turn once the run is over. */
class RunOver extends Error {}

type Go = (call: Call) => Promise<Answer>;

/**
 * One virtual user: its journey over and over until the run ends. A failed step (already counted) sends it
 * back to its journey's start, as a person would start again.
 */
export async function live(kind: Kind, pace: Pace, load: Load, journey: (go: Go) => Promise<void>) {
  const go: Go = async (call) => {
    if (!(await pace.turn(kind))) throw new RunOver();
    return load.call(call);
  };
  for (;;) {
    try {
      await journey(go);
    } catch (error) {
      if (error instanceof RunOver) return;
      if (!(error instanceof StepFailed)) throw error;
    }
  }
}

const explorePath = () => {
  const mix = pick(MIXES);
  return `/api/activities?${new URLSearchParams({ ...mix.query, ...mix.vary?.() }).toString()}`;
};

/** A visit: the home page and one of its files, the list with filters, an activity and its host. */
export const anonymousJourney = (world: World) => async (go: Go) => {
  const session = randomBytes(8).toString('hex');
  const pageView = (page: string) =>
    go({
      family: 'events',
      path: '/api/analytics/events',
      json: { eventType: 'page_view', page, sessionId: session },
      expect: 202,
    });
  await go({ family: 'pages', path: '/home' });
  await go({ family: 'assets', path: pick(world.assets) });
  await go({ family: 'browse', path: '/api/me' });
  await go({ family: 'browse', path: '/api/activities/featured' });
  await pageView('/home');
  await go({ family: 'pages', path: '/explore' });
  await go({ family: 'browse', path: explorePath() });
  await go({ family: 'browse', path: explorePath() });
  const activity = pick(world.upcoming);
  await go({ family: 'pages', path: `/activity/${activity}` });
  await go({ family: 'browse', path: `/api/activities/${activity}` });
  await go({ family: 'browse', path: `/api/activities/${activity}/booking-state` });
  await go({ family: 'browse', path: `/api/activities/${pick(world.reviewed)}/reviews` });
  await pageView(`/activity/${activity}`);
  const host = pick(world.hosts).id;
  await go({ family: 'pages', path: `/profile/${host}` });
  await go({ family: 'browse', path: `/api/hosts/${host}` });
};

/** How long a checkout holds its spots: the server's CHECKOUT_HOLD_MINUTES default (config.ts), as the soak runs it. */
const HOLD_MS = 15 * 60_000;

type Checkout = { url: string; sessionId: string };
type Verified = { success: boolean; bookingId: string | null };
type Refunded = { booking: { status: string } };

/**
 * A signed-in guest: their bookings and profile, an activity, a checkout paid with the test card (seven
 * in ten; the others go back without paying) and then refunded, a waitlist joined and left.
 */
export const guestJourney = (world: World, cookie: string) => {
  // A checkout restarted within the hold's time keeps the given-up hold's expiry (holds.ts replaceOpenHold),
  // so a guest back at an activity sooner could see its page close under the card (a 410 the 30-minute soak
  // met twice). This guest's given-up activities, and when, so they do not come back within that time.
  const gaveUp = new Map<string, number>();
  const recentlyGivenUp = (id: string) => Date.now() - (gaveUp.get(id) ?? 0) < HOLD_MS;
  return async (go: Go) => {
    const me = (call: Call) => go({ ...call, cookie });
    await me({ family: 'guest reads', path: '/api/me' });
    await me({ family: 'pages', path: '/bookings' });
    await me({ family: 'guest reads', path: '/api/bookings' });
    await me({ family: 'browse', path: explorePath() });
    // A failed step leaves its spot counted as held: a hold the soak lost track of is not booked over.
    const activity = world.spots.take(recentlyGivenUp);
    if (activity) await checkOut(me, activity);
    await me({ family: 'guest reads', path: '/api/me/stats' });
    const line = pick(world.waitlistable);
    await me({ family: 'waitlist', path: `/api/activities/${line}/waitlist`, method: 'POST' });
    await me({ family: 'guest reads', path: `/api/activities/${line}/booking-state` });
    await me({ family: 'waitlist', path: `/api/activities/${line}/waitlist`, method: 'DELETE' });
    await me({
      family: 'profile',
      method: 'PATCH',
      path: '/api/me/profile',
      json: {
        displayName: 'Soak Guest',
        bio: `Here since ${new Date().toISOString()}`,
        city: 'Barcelona',
        age: 30,
        gender: null,
        languages: ['English'],
        interests: ['Hiking'],
      },
    });

    async function checkOut(me: Go, activityId: string) {
      await me({ family: 'browse', path: `/api/activities/${activityId}` });
      await me({ family: 'browse', path: `/api/activities/${activityId}/reviews` });
      await me({ family: 'guest reads', path: `/api/activities/${activityId}/booking-state` });
      const started = await me({
        family: 'checkout',
        path: '/api/checkout',
        json: { activityId, spots: 1 },
        expect: 201,
      });
      const checkout = started.json<Checkout>();
      const payPage = new URL(checkout.url).pathname;
      await me({ family: 'pay', path: payPage });
      if (Math.random() >= 0.7) {
        await me({ family: 'checkout', path: '/api/checkout/cancel', json: { activityId }, expect: 204 });
        gaveUp.set(activityId, Date.now());
        world.spots.give(activityId);
        return;
      }
      await me({ family: 'pay', path: payPage, form: { ...TEST_CARD, name: 'Soak Guest' }, expect: 303 });
      const verified = await me({
        family: 'pay',
        path: '/api/payments/verify',
        json: { sessionId: checkout.sessionId },
        check: (answer) => {
          const body = answer.json<Verified>();
          return body.success && body.bookingId ? null : `not booked: ${JSON.stringify(body)}`;
        },
      });
      const bookingId = verified.json<Verified>().bookingId;
      await me({ family: 'guest reads', path: '/api/bookings' });
      await me({
        family: 'refunds',
        path: `/api/bookings/${bookingId}/refund`,
        method: 'POST',
        check: (answer) => {
          const { status } = answer.json<Refunded>().booking;
          return status === 'refunded' ? null : `booking ${status}`;
        },
      });
      world.spots.give(activityId);
    }
  };
};

let drafts = 0;

/** The activity form's fields for a new one, a month away. */
function draftFields() {
  const start = new Date(Date.now() + 30 * 86_400_000);
  return {
    title: `Soak draft ${++drafts}`,
    category: 'Be Active',
    subtype: TAXONOMY['Be Active'][0],
    description: 'An activity the soak creates, edits into a draft and deletes again.',
    locationName: 'Parc de la Ciutadella',
    address: 'Passeig de Picasso 21, Barcelona',
    startTime: start.toISOString(),
    endTime: new Date(start.getTime() + 2 * 3_600_000).toISOString(),
    priceCents: 2500,
    capacity: 10,
    activityLanguages: ['English'],
  };
}

/** A verified host: dashboard, payouts, their activities and a guest list; one activity created, made a draft and deleted. */
export const hostJourney = (host: World['hosts'][number], cookie: string) => async (go: Go) => {
  const me = (call: Call) => go({ ...call, cookie });
  await me({ family: 'pages', path: '/host-dashboard' });
  await me({ family: 'host reads', path: '/api/host/dashboard' });
  await me({ family: 'host reads', path: '/api/host/activities' });
  await me({ family: 'host reads', path: '/api/host/payouts' });
  if (host.activities.length)
    await me({ family: 'host reads', path: `/api/activities/${pick(host.activities)}/attendees` });
  const fields = draftFields();
  const created = await me({
    family: 'host writes',
    path: '/api/host/activities',
    json: fields,
    expect: 201,
  });
  const [id] = created.json<{ ids: string[] }>().ids;
  await me({ family: 'host reads', path: `/api/host/activities/${id}` });
  await me({
    family: 'host writes',
    method: 'PUT',
    path: `/api/host/activities/${id}`,
    json: { ...fields, spotsRemaining: fields.capacity, thirdPartyAttendees: 0, isPublished: false },
  });
  await me({ family: 'host reads', path: '/api/host/activities' });
  await me({ family: 'host writes', method: 'DELETE', path: `/api/host/activities/${id}` });
};

const NAME_FRAGMENTS = ['soak', 'mar', 'host', 'laura', 'sortim', 'example', 'jordi', 'guest'];

/**
 * The admin: the dashboard's numbers, the users list searched and filtered, a user's page (with the audit
 * trail of admin actions about them: the app has no audit log page of its own), analytics, the queues.
 */
export const adminJourney = (userIds: string[], cookie: string) => async (go: Go) => {
  const me = (call: Call) => go({ ...call, cookie });
  await me({ family: 'pages', path: '/admin' });
  await me({ family: 'admin', path: '/api/admin/stats' });
  await me({ family: 'admin', path: `/api/admin/users?q=${pick(NAME_FRAGMENTS)}` });
  await me({ family: 'admin', path: '/api/admin/users?role=host&status=active' });
  await me({ family: 'admin', path: '/api/admin/users/stats' });
  await me({ family: 'admin', path: '/api/admin/users/cities' });
  await me({ family: 'admin', path: `/api/admin/users/${pick(userIds)}` });
  await me({ family: 'admin', path: '/api/admin/analytics/overview' });
  await me({ family: 'admin', path: '/api/admin/analytics/trends' });
  await me({ family: 'admin', path: '/api/admin/analytics/ab-test' });
  await me({ family: 'admin', path: '/api/admin/applications?status=pending' });
  await me({ family: 'admin', path: `/api/admin/activities?q=${pick(['tour', 'wine', 'hike', 'cook'])}` });
  await me({ family: 'admin', path: '/api/admin/hosts' });
};

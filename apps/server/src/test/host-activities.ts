import { randomUUID } from 'node:crypto';
import type { ActivityList } from '@sortim/contracts/activities';
import type {
  CreateActivityInput,
  EditableActivity,
  HostActivity,
  UpdateActivityInput,
} from '@sortim/contracts/hosting';
import type { EarlyBird, PriceCategory, PriceCategoryInput } from '@sortim/contracts/pricing';
import { eq } from 'drizzle-orm';
import type { App } from '#src/app.ts';
import { profiles } from '#src/db/schema.ts';
import { signUp, type TestAccount } from '#src/test/auth.ts';

/*
 * A host's activities as tests reach them: the host's requests as the web client sends them, and a valid
 * create form each test changes only where it matters.
 */

export const HOUR = 60 * 60 * 1000;
export const DAY = 24 * HOUR;

/** A unique word for titles, so a test finds its own activities in the public list. */
export const uniqueWord = () => `Zq${randomUUID().slice(0, 8)}`;

/** A filled-in create form: an upcoming two-hour activity, published at once, no series. */
export function activityInput(overrides: Partial<CreateActivityInput> = {}): CreateActivityInput {
  const start = new Date(Date.now() + 10 * DAY);
  return {
    title: 'Sunset yoga at Barceloneta',
    category: 'Get Outdoors',
    subtype: 'Do Yoga in the Park',
    description: 'A relaxed yoga session on the sand as the sun goes down over the city.',
    locationName: 'Barceloneta Beach',
    address: 'Passeig Marítim de la Barceloneta, 08003 Barcelona',
    startTime: start.toISOString(),
    endTime: new Date(start.getTime() + 2 * HOUR).toISOString(),
    priceCents: 1500,
    capacity: 10,
    activityLanguages: ['English'],
    ...overrides,
  };
}

type Request = { cookie?: string };
const headers = ({ cookie }: Request) => (cookie ? { cookie } : {});

export const createRequest = (app: App, who: Request, payload: unknown) =>
  app.inject({
    method: 'POST',
    url: '/api/host/activities',
    headers: headers(who),
    payload: payload as object,
  });

/** Creates through the API as `who`; throws unless it answered 201. */
export async function createAs(app: App, who: Request, overrides: Partial<CreateActivityInput> = {}) {
  const res = await createRequest(app, who, activityInput(overrides));
  if (res.statusCode !== 201) throw new Error(`create failed: ${res.statusCode} ${res.body}`);
  return (res.json() as { ids: string[] }).ids;
}

export const getRequest = (app: App, who: Request, id: string) =>
  app.inject({ method: 'GET', url: `/api/host/activities/${id}`, headers: headers(who) });

export const putRequest = (app: App, who: Request, id: string, payload: unknown) =>
  app.inject({
    method: 'PUT',
    url: `/api/host/activities/${id}`,
    headers: headers(who),
    payload: payload as object,
  });

export const deleteRequest = (app: App, who: Request, id: string) =>
  app.inject({ method: 'DELETE', url: `/api/host/activities/${id}`, headers: headers(who) });

export const duplicateRequest = (app: App, who: Request, id: string) =>
  app.inject({ method: 'POST', url: `/api/host/activities/${id}/duplicate`, headers: headers(who) });

/** The activity as its host's edit page loads it. */
export async function hostActivity(app: App, who: Request, id: string): Promise<EditableActivity> {
  const res = await getRequest(app, who, id);
  if (res.statusCode !== 200) throw new Error(`load failed: ${res.statusCode} ${res.body}`);
  return res.json() as EditableActivity;
}

/** An early-bird price as the form sends it back (without the seats left, which the server counts). */
const earlyInput = (early: PriceCategory['earlyBird']): EarlyBird | null =>
  early && { priceCents: early.priceCents, until: early.until, seats: early.seats };

/** A loaded price as the form sends it back unchanged. */
export function priceInput(category: PriceCategory): PriceCategoryInput {
  const { earlyBird, ...rest } = category;
  return {
    id: rest.id,
    kind: rest.kind,
    names: rest.names,
    priceCents: rest.priceCents,
    minAge: rest.minAge,
    maxAge: rest.maxAge,
    takesSeat: rest.takesSeat,
    needsAdult: rest.needsAdult,
    codeOnly: rest.codeOnly,
    hidden: rest.hidden,
    earlyBird: earlyInput(earlyBird),
  };
}

/** The prices of the edit form as the page fills them from the loaded activity. */
function pricesForm(activity: EditableActivity): Partial<UpdateActivityInput> {
  const [first, ...others] = activity.priceCategories;
  return {
    priceCents: first?.priceCents ?? activity.priceCents,
    earlyBird: earlyInput(first?.earlyBird ?? null),
    priceCategories: others.map(priceInput),
    privateOffer: activity.privateOffer,
  };
}

/**
 * The edit form as the page fills it from the loaded activity, with `changes` made by the host. The form's
 * price is the first price's (the activity's `priceCents` is the "from" price cards show). From an activity
 * read without its prices (not the editor's read), the form leaves them out: unchanged.
 */
export function editForm(
  activity: HostActivity | EditableActivity,
  changes: Partial<UpdateActivityInput> = {},
): UpdateActivityInput {
  return {
    title: activity.title,
    category: activity.category,
    subtype: activity.subtype,
    description: activity.description,
    locationName: activity.locationName,
    address: activity.address,
    latitude: activity.latitude,
    longitude: activity.longitude,
    startTime: activity.startTime,
    endTime: activity.endTime,
    priceCents: activity.priceCents,
    capacity: activity.capacity,
    activityLanguages: activity.activityLanguages,
    level: activity.level,
    tags: activity.tags,
    thumbnailUrl: activity.thumbnailUrl,
    coverImageUrl: activity.coverImageUrl,
    additionalImages: activity.additionalImages,
    spotsRemaining: activity.spotsRemaining,
    thirdPartyAttendees: activity.thirdPartyAttendees,
    isPublished: activity.isPublished,
    cancellationPolicy: activity.cancellationPolicy,
    ...('priceCategories' in activity && pricesForm(activity)),
    ...changes,
  };
}

/** The public list's activities whose title holds `word`. */
export async function publicListed(app: App, word: string) {
  const res = await app.inject({ method: 'GET', url: `/api/activities?q=${encodeURIComponent(word)}` });
  if (res.statusCode !== 200) throw new Error(`list failed: ${res.statusCode} ${res.body}`);
  return (res.json() as ActivityList).items;
}

/** Gives a host a payout account with payouts enabled, so guests can pay for their activities. */
export async function enablePayouts(app: App, userId: string): Promise<void> {
  await app.db
    .update(profiles)
    .set({ stripeAccountId: `acct_${randomUUID().slice(0, 12)}`, payoutsEnabled: true })
    .where(eq(profiles.id, userId));
}

/** A signed-in host (for the host pages) whose guests can pay. */
export async function payingHost(app: App): Promise<TestAccount> {
  const host = await signUp(app, { roles: ['host'] });
  await enablePayouts(app, host.id);
  return host;
}

import { ActivityListQuery } from '@sortim/contracts/activities';
import { cardImageUrl, EXPLORE_PAGE_SIZE } from '@sortim/contracts/first-reads';
import type { WebRoute, WebRouteMatch } from '@sortim/contracts/web-routes';
import type { FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { Database } from '#src/db/client.ts';
import type { PageLookup } from '#src/lib/page-head.ts';
import { rolesOf } from '#src/lib/roles.ts';
import { listActivities } from '#src/modules/activities/activities.service.ts';
import { canSeeActivity } from '#src/modules/activities/activity-visibility.ts';
import { type ActivityPage, activityPage } from './seo.service.ts';

/** Pages kept at once: an activity's is ~3 KB, so at most ~6 MB. */
const PAGES_KEPT = 2_000;

/**
 * What a path names, the same for every visitor: an activity (or null), whether a host is public, or the
 * picture explore's unfiltered list shows first.
 */
type Named =
  | { activity: ActivityPage | null }
  | { verifiedHost: boolean }
  | { firstCardImage: string | null };
type Params = WebRouteMatch['params'];

const FOUND: PageLookup = { found: true };

/** Explore's first page with no filter, as the app asks for it (FIRST_READS.exploreActivities). */
const UNFILTERED_EXPLORE = ActivityListQuery.parse({ limit: String(EXPLORE_PAGE_SIZE) });

/**
 * How the server answers the pages whose path names something: an activity's page is found when the
 * visitor may see the activity (anyone for a public one, with its real <head>; its host and admins for a
 * hidden one), a host's profile when they are verified (the page exists only for them). Other pages are
 * always found. An activity's page and explore without filters also name their largest picture, which the
 * head preloads: explore's first card's would otherwise wait for the script, then the list.
 *
 * What a path names is kept for `ttlMs`, like the guest list's replies (decision 51): an activity page is
 * opened far more often than an activity changes, and its head cost a query per view. A change shows
 * within `ttlMs`; concurrent views of one page share one query; a failed load is not kept.
 */
export function pageLookup(db: Database, opts: { publicUrl: string; ttlMs: number }) {
  const loaders: Partial<Record<WebRoute['path'], (params: Params) => Promise<Named>>> = {
    '/activity/:id': async ({ id = '' }) => ({ activity: await activityPage(db, opts.publicUrl, id) }),
    '/profile/:userId': async ({ userId = '' }) => ({
      verifiedHost: (await rolesOf(db, userId)).includes('verified_host'),
    }),
    '/explore': async () => {
      const [first] = (await listActivities(db, UNFILTERED_EXPLORE)).items;
      return { firstCardImage: first ? cardImageUrl(first) : null };
    },
  };
  type Load = { load: (params: Params) => Promise<Named>; params: Params };
  const kept =
    opts.ttlMs > 0
      ? new LRUCache<string, Named, Load>({
          max: PAGES_KEPT,
          ttl: opts.ttlMs,
          fetchMethod: (_key, _stale, { context }) => context.load(context.params),
          // With more pages loading than are kept, making room evicts a load still running; its callers
          // still want that answer.
          ignoreFetchAbort: true,
        })
      : null;

  async function named(match: WebRouteMatch, load: Load['load']): Promise<Named> {
    if (!kept) return load(match.params);
    const page = await kept.fetch(`${match.route.path} ${JSON.stringify(match.params)}`, {
      context: { load, params: match.params },
    });
    // fetch answers undefined only when the load does, and every load gives an object.
    if (!page) throw new Error('the page lookup loaded nothing');
    return page;
  }

  return async (match: WebRouteMatch, request: FastifyRequest): Promise<PageLookup> => {
    const load = loaders[match.route.path];
    if (!load) return FOUND;
    // A filtered search's list is the app's to ask for: the head preloads none of it.
    if (match.route.path === '/explore' && request.url.includes('?')) return FOUND;
    const page = await named(match, load);
    if ('verifiedHost' in page) return { found: page.verifiedHost };
    if ('firstCardImage' in page) return { found: true, heroImageUrl: page.firstCardImage ?? undefined };
    const { activity } = page;
    if (!activity) return { found: false };
    if (activity.head) return { found: true, head: activity.head, heroImageUrl: activity.heroImageUrl };
    // Hidden (a draft, a cancelled one): only now does the answer depend on who asks.
    return { found: canSeeActivity(await request.caller(), activity.visibility) };
  };
}

import type { ActivityDetail, ActivityList } from '@sortim/contracts/activities';
import type { MyBookingList } from '@sortim/contracts/bookings';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WROTE_COOKIE } from '#src/lib/read-your-writes.ts';
import { createActivity, createHost } from '#src/test/factories.ts';
import { PostgresCluster } from '#src/test/postgres-cluster.ts';
import {
  checkoutAs,
  Deployment,
  type Guest,
  payWithTestCard,
  type Response,
  request,
  type ServerProcess,
  signUpGuest,
  sleep,
} from '#src/test/server-process.ts';

/*
 * Issue 38, item 4: a read replica (decisions 192 and 193). A PostgreSQL server of the test's own is the
 * primary and a real streaming replica of it (pg_basebackup -R, a second cluster on another port) serves
 * the stale-tolerant reads. Replay is paused to make lag: a guest books, pays and sees the booking (her
 * own reads go to the primary), while everyone else's guest list and activity page come from the replica
 * and lag. Then the replica stops: the reads fall back to the primary with one warning, none fails.
 * (The machine's shared server refuses replication connections, so the primary is the test's own.)
 */

const CAPACITY = 5;

/** A guest's cookies without the mark of her last write: her session alone. */
const sessionOnly = (cookie: string) =>
  cookie
    .split('; ')
    .filter((part) => !part.startsWith(`${WROTE_COOKIE}=`))
    .join('; ');

/** The write mark an answer set, as a Cookie header part. */
function markOf(res: Response): string {
  const setCookie = [res.headers['set-cookie'] ?? []].flat();
  const mark = setCookie.find((c) => c.startsWith(`${WROTE_COOKIE}=`));
  if (!mark) throw new Error(`no ${WROTE_COOKIE} in ${JSON.stringify(setCookie)}`);
  return mark.split(';')[0] ?? '';
}

async function onReplica(url: string, statement: string): Promise<unknown> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(statement)).rows[0];
  } finally {
    await client.end();
  }
}

describe('a streaming read replica', () => {
  let primary: PostgresCluster;
  let replica: PostgresCluster;
  let deployment: Deployment;
  let web: ServerProcess;

  beforeAll(async () => {
    primary = await PostgresCluster.start();
    replica = await PostgresCluster.replicaOf(primary);
    deployment = await Deployment.create({
      serverUrl: primary.url,
      readServerUrl: replica.url,
      web: 1,
      workers: 0,
      // One process does everything (the booking's e-mail jobs too); every list read reaches the database.
      webRole: 'all',
      env: { RATE_LIMIT_ENABLED: 'false', GUEST_LIST_CACHE_MS: '0' },
    });
    web = deployment.web[0] as ServerProcess;
  }, 300_000);
  afterAll(async () => {
    await deployment?.close();
    await replica?.destroy();
    await primary?.destroy();
  }, 60_000);

  const url = () => web.url ?? '';
  const get = (path: string, cookie?: string) =>
    request(url(), path, { headers: cookie ? { cookie, origin: url() } : {} });
  const titlesFor = async (cookie?: string) => {
    const res = await get('/api/activities?limit=50', cookie);
    expect(res.status, res.text).toBe(200);
    return res.json<ActivityList>().items.map((item) => item.title);
  };
  const spotsFor = async (activityId: string, cookie?: string) => {
    const res = await get(`/api/activities/${activityId}`, cookie);
    expect(res.status, res.text).toBe(200);
    return res.json<ActivityDetail>().spotsRemaining;
  };
  const metric = async (name: string) => {
    const text = (await get('/metrics')).text;
    const line = text.split('\n').find((l) => l.startsWith(`${name} `) || l.startsWith(`${name}{`));
    return line === undefined ? null : Number(line.split(' ').at(-1));
  };
  /** Asks until `check` holds: replay and reconnection take their own time, which is not what is measured. */
  async function eventually(check: () => Promise<boolean>, what: string): Promise<void> {
    for (let attempt = 0; attempt < 200; attempt++) {
      if (await check()) return;
      await sleep(100);
    }
    throw new Error(`never: ${what}\n${web.tail()}`);
  }

  it('serves others from the lagging replica while a guest who booked reads her own writes', async () => {
    const { db } = await deployment.database();
    const host = await createHost(db);
    const activity = await createActivity(db, { hostId: host.id, title: 'Tapas walk', capacity: CAPACITY });
    // Replayed there, and the replica serving (a connection slower than its 2 s on a loaded machine sends
    // the reads to the primary for a few seconds, which this waits out).
    await eventually(
      async () =>
        (await get(`/api/activities/${activity.id}`)).status === 200 &&
        (await metric('db_read_replica_up')) === 1,
      'the replica serves the activity',
    );

    await onReplica(replica.url, 'select pg_wal_replay_pause()');
    await eventually(
      async () =>
        (
          (await onReplica(replica.url, 'select pg_get_wal_replay_pause_state() as state')) as {
            state: string;
          }
        ).state === 'paused',
      'replay paused',
    );

    // Written on the primary after the pause: the replica does not have it.
    await createActivity(db, { hostId: host.id, title: 'Sunset sail' });

    const guest: Guest = await signUpGuest(web);
    const session = sessionOnly(guest.cookie);
    const held = await checkoutAs(web, { ...guest, cookie: session }, activity.id);
    expect(held.status, held.text).toBe(201);
    const paid = await payWithTestCard(web, held.json<{ sessionId: string }>().sessionId);
    expect(paid.status, paid.text).toBe(303);
    const asWriter = `${session}; ${markOf(held)}`;

    // The guest sees her booking, the spot it took, and what was written after the pause.
    const mine = await get('/api/bookings', asWriter);
    expect(mine.status, mine.text).toBe(200);
    expect(mine.json<MyBookingList>().items).toEqual([
      expect.objectContaining({ status: 'paid', activity: expect.objectContaining({ id: activity.id }) }),
    ]);
    expect(await spotsFor(activity.id, asWriter)).toBe(CAPACITY - 1);
    expect(await titlesFor(asWriter)).toContain('Sunset sail');

    // Everyone else is served by the replica, which has replayed neither: only it can still say these.
    await eventually(async () => (await spotsFor(activity.id)) === CAPACITY, 'the page from the replica');
    await eventually(
      async () => JSON.stringify(await titlesFor()) === JSON.stringify(['Tapas walk']),
      'the list from the replica',
    );
    await eventually(
      async () => ((await metric('db_read_replica_lag_bytes')) ?? 0) > 0,
      'the lag in /metrics',
    );
    expect(await metric('db_stale_reads_total{target="replica"}')).toBeGreaterThan(0);

    // Replay resumed, the replica catches up and everyone sees the same. (The booking was written after the
    // activity: the list may show the activity a moment before the page shows the spot taken.)
    await onReplica(replica.url, 'select pg_wal_replay_resume()');
    await eventually(
      async () =>
        (await titlesFor()).includes('Sunset sail') && (await spotsFor(activity.id)) === CAPACITY - 1,
      'the replica caught up',
    );
  }, 60_000);

  it('falls back to the primary with one warning when the replica stops, and uses it again once back', async () => {
    const { db } = await deployment.database();
    const host = await createHost(db);
    const activity = await createActivity(db, { hostId: host.id, title: 'Gaudí at night' });
    await eventually(async () => {
      await get('/api/activities?limit=50');
      return (await metric('db_read_replica_up')) === 1;
    }, 'the replica serves before it stops');
    const failedBefore = web.logLines().filter((l) => l.msg?.startsWith('the read replica failed')).length;

    await replica.down();
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        i % 2 === 0 ? get('/api/activities?limit=50') : get(`/api/activities/${activity.id}`),
      ),
    );
    for (const res of answers) expect(res.status, res.text).toBe(200);
    expect(await titlesFor()).toContain('Gaudí at night');
    expect(await spotsFor(activity.id)).toBe(10);
    const failed = web.logLines().filter((l) => l.msg?.startsWith('the read replica failed'));
    expect(failed.length - failedBefore, web.tail()).toBe(1);
    expect(failed.at(-1)).toMatchObject({ level: 40 });
    expect(await metric('db_read_replica_up')).toBe(0);

    await replica.up();
    await eventually(async () => {
      await get('/api/activities?limit=50');
      return (await metric('db_read_replica_up')) === 1;
    }, 'reads went back to the replica');
    expect(web.logLines().some((l) => l.msg?.startsWith('the read replica answers again'))).toBe(true);
  }, 60_000);
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '#src/app.ts';
import type { DatabaseHandle } from '#src/db/client.ts';
import { READ_YOUR_WRITES_MS, WROTE_COOKIE } from '#src/lib/read-your-writes.ts';
import { capturingLogger, testConfig } from '#src/test/app.ts';
import { createTestDatabase, type TestDatabase } from '#src/test/database.ts';
import { createActivity, createHost } from '#src/test/factories.ts';

/*
 * Decisions 192 and 193: which reads a read replica serves. The "replica" here is a second database that
 * holds rows the primary does not (as a replica that has not yet replayed a delete would), so where each
 * answer came from shows in what it says. The real streaming replica is proven in
 * processes/read-replica.process-test.ts.
 */

const wrote = (until = Date.now() + READ_YOUR_WRITES_MS - 1000) => `${WROTE_COOKIE}=${until}`;

describe('a read replica', () => {
  let primary: TestDatabase;
  let replica: TestDatabase;
  let app: App;
  let onlyOnReplica: { activityId: string; hostId: string };

  beforeAll(async () => {
    [primary, replica] = await Promise.all([createTestDatabase(), createTestDatabase()]);
    const host = await createHost(replica.db);
    const activity = await createActivity(replica.db, {
      hostId: host.id,
      title: 'Only on the replica',
      latitude: 41.3857,
      longitude: 2.1786,
    });
    await createActivity(replica.db, { hostId: host.id, title: 'Its neighbour on the replica' });
    onlyOnReplica = { activityId: activity.id, hostId: host.id };
    const handle: DatabaseHandle = {
      ...primary,
      replica: { db: replica.db, lagBytes: async () => 0, close: async () => {} },
    };
    app = await buildApp({ config: testConfig(), database: handle });
  });
  afterAll(async () => {
    await app?.close();
    await Promise.all([primary?.close(), replica?.close()]);
  });

  const get = (url: string, cookie?: string) =>
    app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  const titles = (res: { json(): unknown }) =>
    (res.json() as { items: { title: string }[] }).items.map((item) => item.title);

  it('serves the guest list, pins, the featured ones, activity pages, similar ones and host profiles from it', async () => {
    const { activityId, hostId } = onlyOnReplica;
    expect(titles(await get('/api/activities'))).toContain('Only on the replica');
    expect(JSON.stringify((await get('/api/activities/pins')).json())).toContain(activityId);
    expect((await get('/api/activities/featured')).statusCode).toBe(200);
    expect((await get(`/api/activities/${activityId}`)).json()).toMatchObject({
      title: 'Only on the replica',
    });
    expect(JSON.stringify((await get(`/api/activities/${activityId}/similar`)).json())).toContain(
      'Its neighbour on the replica',
    );
    expect((await get(`/api/hosts/${hostId}`)).statusCode).toBe(200);
  });

  it('reads the primary for a browser that wrote in the last seconds', async () => {
    const { activityId, hostId } = onlyOnReplica;
    expect(titles(await get('/api/activities', wrote()))).not.toContain('Only on the replica');
    expect(JSON.stringify((await get('/api/activities/pins', wrote())).json())).not.toContain(activityId);
    expect((await get(`/api/activities/${activityId}`, wrote())).statusCode).toBe(404);
    expect((await get(`/api/activities/${activityId}/similar`, wrote())).statusCode).toBe(404);
    expect((await get(`/api/hosts/${hostId}`, wrote())).statusCode).toBe(404);
    // A mark whose time is past, or further ahead than a write gives, is not believed.
    expect(titles(await get('/api/activities', wrote(Date.now() - 1)))).toContain('Only on the replica');
    expect(titles(await get('/api/activities', wrote(Date.now() + 10 * READ_YOUR_WRITES_MS)))).toContain(
      'Only on the replica',
    );
  });

  it("marks a write's answer, and only a write's that succeeded", async () => {
    const event = (payload: object) => app.inject({ method: 'POST', url: '/api/analytics/events', payload });
    const accepted = await event({ eventType: 'page_view', page: '/explore', sessionId: 'replica-1' });
    expect(accepted.statusCode).toBe(202);
    const mark = accepted.cookies.find((c) => c.name === WROTE_COOKIE);
    expect(mark).toMatchObject({ httpOnly: true, path: '/', sameSite: 'Lax' });
    expect(titles(await get('/api/activities', `${WROTE_COOKIE}=${mark?.value}`))).not.toContain(
      'Only on the replica',
    );

    const refused = await event({ eventType: 'no such event' });
    expect(refused.statusCode).toBe(400);
    expect(refused.cookies.find((c) => c.name === WROTE_COOKIE)).toBeUndefined();
    expect((await get('/api/activities')).cookies).toEqual([]);
  });
});

describe('a read replica that fails', () => {
  let primary: TestDatabase;
  let replica: TestDatabase;
  let app: App;
  const lines: string[] = [];

  beforeAll(async () => {
    [primary, replica] = await Promise.all([createTestDatabase(), createTestDatabase()]);
    const host = await createHost(primary.db);
    await createActivity(primary.db, { hostId: host.id, title: 'On the primary' });
    const handle: DatabaseHandle = {
      ...primary,
      replica: { db: replica.db, lagBytes: async () => null, close: async () => {} },
    };
    app = await buildApp(
      { config: testConfig({ LOG_LEVEL: 'warn' }), database: handle },
      capturingLogger(lines),
    );
    // Gone, as a stopped server is: every read on it fails.
    await replica.close();
  });
  afterAll(async () => {
    await app?.close();
    await primary?.close();
  });

  it('answers every read from the primary, with one warning, and says so in /metrics', async () => {
    for (let i = 0; i < 5; i++) {
      const res = await app.inject({ method: 'GET', url: '/api/activities' });
      expect(res.statusCode).toBe(200);
      expect(JSON.stringify(res.json())).toContain('On the primary');
    }
    const warnings = lines.filter((line) => line.includes('the read replica failed'));
    expect(warnings).toHaveLength(1);

    const metrics = (await app.inject({ method: 'GET', url: '/metrics' })).body;
    expect(metrics).toMatch(/^db_read_replica_up 0$/m);
    expect(metrics).toMatch(/^db_stale_reads_total\{target="primary"\} 5$/m);
    expect(metrics).toMatch(/^db_read_replica_lag_bytes -1$/m);
  });
});

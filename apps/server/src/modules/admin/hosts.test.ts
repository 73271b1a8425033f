import { randomUUID } from 'node:crypto';
import { ADMIN_MESSAGES, type AdminHosts } from '@sortim/contracts/admin';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditOf, headers } from '#src/test/admin.ts';
import { useTestApp } from '#src/test/app.ts';
import { rolesOf, signUp, type TestAccount } from '#src/test/auth.ts';
import { createActivity, createUser } from '#src/test/factories.ts';

const ctx = useTestApp();
let admin: TestAccount;

beforeAll(async () => {
  admin = await signUp(ctx.app, { roles: ['admin'] });
});

const list = (query = '') =>
  ctx.app.inject({ method: 'GET', url: `/api/admin/hosts${query}`, headers: headers(admin) });
const verify = (id: string, payload: unknown) =>
  ctx.app.inject({
    method: 'PUT',
    url: `/api/admin/hosts/${id}/verification`,
    headers: headers(admin),
    payload: payload as object,
  });

/** A host with payouts enabled or not, holding exactly `role` besides user. */
function host(role: 'host' | 'verified_host', payouts: boolean, profile: Record<string, unknown> = {}) {
  return createUser(ctx.app.db, {
    roles: ['user', role],
    profile: {
      displayName: 'Some Host',
      ...(payouts ? { stripeAccountId: `acct_${randomUUID().slice(0, 12)}`, payoutsEnabled: true } : {}),
      ...profile,
    },
  });
}

describe('GET /api/admin/hosts', () => {
  it('lists hosts and verified hosts by name with payouts and activities, never plain users or deleted accounts', async () => {
    const carla = await host('verified_host', true, { displayName: 'Carla Verified', city: 'Girona' });
    const bruno = await host('host', false, { displayName: 'Bruno Host', city: 'Barcelona' });
    // An account opened and not finished: the host's card says In Progress, and so does the admin's list.
    const dora = await host('host', false, {
      displayName: 'Dora Started',
      stripeAccountId: 'acct_dora_started',
    });
    await createUser(ctx.app.db, { profile: { displayName: 'Anna Guest' } });
    await host('host', false, { displayName: 'Deleted user', deletedAt: new Date() });
    await createActivity(ctx.app.db, { hostId: bruno.id });
    await createActivity(ctx.app.db, { hostId: bruno.id, status: 'cancelled', isPublished: false });

    const res = await list();

    expect(res.statusCode).toBe(200);
    const { hosts } = res.json() as AdminHosts;
    expect(hosts.map((h) => h.displayName)).toEqual(['Bruno Host', 'Carla Verified', 'Dora Started']);
    expect(hosts[0]).toEqual({
      id: bruno.id,
      displayName: 'Bruno Host',
      email: bruno.email,
      avatarUrl: null,
      city: 'Barcelona',
      verified: false,
      payoutsEnabled: false,
      payoutSetup: 'not_started',
      activitiesHosted: 2,
      createdAt: expect.any(String),
    });
    expect(hosts[1]).toMatchObject({
      id: carla.id,
      verified: true,
      payoutsEnabled: true,
      payoutSetup: 'connected',
      activitiesHosted: 0,
    });
    expect(hosts[2]).toMatchObject({ id: dora.id, payoutsEnabled: false, payoutSetup: 'in_progress' });
  });

  it('searches name, e-mail and city, case-insensitively', async () => {
    const word = `w${randomUUID().slice(0, 6)}`;
    const byName = await host('host', false, { displayName: `Name ${word.toUpperCase()}` });
    const byCity = await host('host', false, { city: `Sant ${word}` });
    const byEmail = await createUser(ctx.app.db, {
      email: `${word}@example.test`,
      roles: ['user', 'host'],
      profile: { displayName: 'Mail Host' },
    });

    const { hosts } = (await list(`?q=${word}`)).json() as AdminHosts;

    expect(hosts.map((h) => h.id).sort()).toEqual([byName.id, byCity.id, byEmail.id].sort());
  });

  it('answers 400 to a search too long', async () => {
    expect((await list(`?q=${'x'.repeat(201)}`)).statusCode).toBe(400);
  });
});

describe('PUT /api/admin/hosts/:id/verification', () => {
  it('verifies a host whose payouts are enabled: verified_host replaces host, recorded', async () => {
    const person = await host('host', true);

    const res = await verify(person.id, { verified: true });

    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ verified: true });
    expect(await rolesOf(ctx.app, person.id)).toEqual(['user', 'verified_host']);
    expect(await auditOf(ctx.app, person.id)).toMatchObject([
      {
        action: 'host.verify',
        actorId: admin.id,
        targetType: 'user',
        subjectUserId: person.id,
        before: { roles: ['host', 'user'] },
        after: { roles: ['user', 'verified_host'] },
      },
    ]);
  });

  it('refuses to verify a host without payouts, changing nothing', async () => {
    const person = await host('host', false);

    const res = await verify(person.id, { verified: true });

    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(ADMIN_MESSAGES.needsPayouts);
    expect(await rolesOf(ctx.app, person.id)).toEqual(['host', 'user']);
    expect(await auditOf(ctx.app, person.id)).toEqual([]);
  });

  it('always unverifies: host replaces verified_host, even without payouts', async () => {
    const person = await host('verified_host', false);

    const res = await verify(person.id, { verified: false });

    expect(res.statusCode).toBe(200);
    expect(await rolesOf(ctx.app, person.id)).toEqual(['host', 'user']);
    expect(await auditOf(ctx.app, person.id)).toMatchObject([
      {
        action: 'host.unverify',
        before: { roles: ['user', 'verified_host'] },
        after: { roles: ['host', 'user'] },
      },
    ]);
  });

  it('leaves one hosting role when someone held both', async () => {
    const person = await createUser(ctx.app.db, {
      roles: ['user', 'host', 'verified_host'],
      profile: { stripeAccountId: `acct_${randomUUID().slice(0, 12)}`, payoutsEnabled: true },
    });
    expect((await verify(person.id, { verified: true })).statusCode).toBe(200);
    expect(await rolesOf(ctx.app, person.id)).toEqual(['user', 'verified_host']);
  });

  it('records nothing when the host already is as asked', async () => {
    const person = await host('verified_host', true);
    expect((await verify(person.id, { verified: true })).statusCode).toBe(200);
    expect(await rolesOf(ctx.app, person.id)).toEqual(['user', 'verified_host']);
    expect(await auditOf(ctx.app, person.id)).toEqual([]);
  });

  it("answers 404 'This user is not a host' for a guest, a deleted account or an unknown id", async () => {
    const guest = await createUser(ctx.app.db, { roles: ['user'] });
    const deleted = await host('host', true, { deletedAt: new Date(), displayName: 'Deleted user' });
    for (const id of [guest.id, deleted.id, randomUUID()]) {
      const res = await verify(id, { verified: true });
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe(ADMIN_MESSAGES.notAHost);
    }
    expect(await rolesOf(ctx.app, guest.id)).toEqual(['user']);
  });

  it('answers 400 to bad input and changes nothing', async () => {
    const person = await host('host', true);
    for (const payload of [{}, { verified: 'true' }, { verified: 1 }]) {
      expect((await verify(person.id, payload)).statusCode).toBe(400);
    }
    expect(await rolesOf(ctx.app, person.id)).toEqual(['host', 'user']);
    expect(await auditOf(ctx.app, person.id)).toEqual([]);
  });
});

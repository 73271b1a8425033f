import { randomUUID } from 'node:crypto';
import { ADMIN_MESSAGES, type AdminApplications } from '@sortim/contracts/admin';
import { describe, expect, it } from 'vitest';
import { applicationOf, auditOf, createApplication, headers, refuseRolesFor } from '#src/test/admin.ts';
import { useTestApp } from '#src/test/app.ts';
import { rolesOf, signUp, type TestAccount } from '#src/test/auth.ts';
import { createUser } from '#src/test/factories.ts';

const ctx = useTestApp();
const DAY = 24 * 60 * 60 * 1000;

const list = (who: TestAccount, query = '') =>
  ctx.app.inject({ method: 'GET', url: `/api/admin/applications${query}`, headers: headers(who) });
const decide = (who: TestAccount, id: string, decision: 'approve' | 'reject') =>
  ctx.app.inject({ method: 'POST', url: `/api/admin/applications/${id}/${decision}`, headers: headers(who) });

async function applicant(name = 'Ana Pérez', roles: ('host' | 'verified_host')[] = []) {
  return createUser(ctx.app.db, { name, roles: ['user', ...roles], profile: { displayName: name } });
}

describe('GET /api/admin/applications', () => {
  it('lists the pending ones by default, newest first, with applicant and reviewer', async () => {
    const admin = await signUp(ctx.app, { roles: ['admin'], name: 'Marta Admin' });
    const older = await applicant('Older Applicant');
    const newer = await applicant('Newer Applicant');
    const decided = await applicant('Decided Applicant');
    const a = await createApplication(ctx.app, {
      userId: older.id,
      createdAt: new Date(Date.now() - 2 * DAY),
    });
    const b = await createApplication(ctx.app, { userId: newer.id, createdAt: new Date(Date.now() - DAY) });
    const c = await createApplication(ctx.app, { userId: decided.id });
    expect((await decide(admin, c.id, 'reject')).statusCode).toBe(200);

    const pending = (await list(admin)).json() as AdminApplications;
    const mine = pending.applications.filter((x) => [a.id, b.id, c.id].includes(x.id));
    expect(mine.map((x) => x.id)).toEqual([b.id, a.id]);
    expect(mine[0]).toMatchObject({
      userId: newer.id,
      displayName: 'Newer Applicant',
      email: newer.email,
      activityType: 'Cook Together',
      phone: '+34 600 123 456',
      notificationEmail: 'host@example.test',
      status: 'pending',
      reviewedAt: null,
      reviewerName: null,
    });

    const rejected = (await list(admin, '?status=rejected')).json() as AdminApplications;
    const row = rejected.applications.find((x) => x.id === c.id);
    expect(row).toMatchObject({ status: 'rejected', reviewerName: 'Marta Admin' });
    expect(row?.reviewedAt).toEqual(expect.any(String));
    expect(rejected.applications.every((x) => x.status === 'rejected')).toBe(true);

    const all = (await list(admin, '?status=all')).json() as AdminApplications;
    expect(all.applications.map((x) => x.id)).toEqual(expect.arrayContaining([a.id, b.id, c.id]));
  });

  it('answers 400 to an unknown tab', async () => {
    const admin = await signUp(ctx.app, { roles: ['admin'] });
    expect((await list(admin, '?status=archived')).statusCode).toBe(400);
  });
});

describe('POST /api/admin/applications/:id/approve', () => {
  it('approves, records the reviewer and time and grants the host role, with its audit record', async () => {
    const admin = await signUp(ctx.app, { roles: ['admin'] });
    const person = await applicant();
    const application = await createApplication(ctx.app, { userId: person.id });

    const res = await decide(admin, application.id, 'approve');

    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    const row = await applicationOf(ctx.app, application.id);
    expect(row).toMatchObject({ status: 'approved', reviewedBy: admin.id });
    expect(Date.now() - (row.reviewedAt?.getTime() ?? 0)).toBeLessThan(60_000);
    expect(await rolesOf(ctx.app, person.id)).toEqual(['host', 'user']);
    const [audit, ...more] = await auditOf(ctx.app, application.id);
    expect(more).toEqual([]);
    expect(audit).toMatchObject({
      action: 'application.approve',
      actorId: admin.id,
      targetType: 'application',
      subjectUserId: person.id,
      before: { status: 'pending', roles: ['user'] },
      after: { status: 'approved', roles: ['host', 'user'] },
    });
  });

  it('leaves a verified host their role instead of adding host', async () => {
    const admin = await signUp(ctx.app, { roles: ['admin'] });
    const person = await applicant('Verified Already', ['verified_host']);
    const application = await createApplication(ctx.app, { userId: person.id });

    expect((await decide(admin, application.id, 'approve')).statusCode).toBe(200);

    expect(await rolesOf(ctx.app, person.id)).toEqual(['user', 'verified_host']);
    expect((await applicationOf(ctx.app, application.id)).status).toBe('approved');
  });

  it('changes nothing when the role cannot be granted: the application stays pending, no record', async () => {
    const admin = await signUp(ctx.app, { roles: ['admin'] });
    const person = await applicant();
    const application = await createApplication(ctx.app, { userId: person.id });
    await refuseRolesFor(ctx.app, person.id);

    expect((await decide(admin, application.id, 'approve')).statusCode).toBe(500);

    expect(await applicationOf(ctx.app, application.id)).toMatchObject({
      status: 'pending',
      reviewedBy: null,
      reviewedAt: null,
    });
    expect(await rolesOf(ctx.app, person.id)).toEqual(['user']);
    expect(await auditOf(ctx.app, application.id)).toEqual([]);
  });

  it('decides only a pending application', async () => {
    const admin = await signUp(ctx.app, { roles: ['admin'] });
    const person = await applicant();
    const application = await createApplication(ctx.app, { userId: person.id });
    expect((await decide(admin, application.id, 'reject')).statusCode).toBe(200);

    for (const decision of ['approve', 'reject'] as const) {
      const again = await decide(admin, application.id, decision);
      expect(again.statusCode).toBe(409);
      expect(again.json().error.message).toBe(ADMIN_MESSAGES.applicationDecided);
    }
    expect((await applicationOf(ctx.app, application.id)).status).toBe('rejected');
    expect(await rolesOf(ctx.app, person.id)).toEqual(['user']);
    expect(await auditOf(ctx.app, application.id)).toHaveLength(1);
  });

  it('answers 404 for an unknown or malformed id', async () => {
    const admin = await signUp(ctx.app, { roles: ['admin'] });
    expect((await decide(admin, randomUUID(), 'approve')).statusCode).toBe(404);
    expect((await decide(admin, 'not-an-id', 'approve')).statusCode).toBe(404);
    expect((await decide(admin, randomUUID(), 'reject')).statusCode).toBe(404);
  });

  it('lets only one of two admins deciding at once win', async () => {
    const [first, second] = [
      await signUp(ctx.app, { roles: ['admin'] }),
      await signUp(ctx.app, { roles: ['admin'] }),
    ];
    const person = await applicant();
    const application = await createApplication(ctx.app, { userId: person.id });

    const answers = await Promise.all([
      decide(first, application.id, 'approve'),
      decide(second, application.id, 'reject'),
    ]);

    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(await auditOf(ctx.app, application.id)).toHaveLength(1);
  });
});

describe('POST /api/admin/applications/:id/reject', () => {
  it('rejects with reviewer and time, grants nothing, and records it', async () => {
    const admin = await signUp(ctx.app, { roles: ['admin'] });
    const person = await applicant();
    const application = await createApplication(ctx.app, { userId: person.id });

    expect((await decide(admin, application.id, 'reject')).statusCode).toBe(200);

    const row = await applicationOf(ctx.app, application.id);
    expect(row).toMatchObject({ status: 'rejected', reviewedBy: admin.id });
    expect(row.reviewedAt).toBeInstanceOf(Date);
    expect(await rolesOf(ctx.app, person.id)).toEqual(['user']);
    expect(await auditOf(ctx.app, application.id, 'application.reject')).toMatchObject([
      {
        actorId: admin.id,
        subjectUserId: person.id,
        before: { status: 'pending', roles: ['user'] },
        after: { status: 'rejected', roles: ['user'] },
      },
    ]);
  });
});

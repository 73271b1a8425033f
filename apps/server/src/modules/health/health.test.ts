import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { shippedMigrations } from '#src/db/migration-status.ts';
import { useTestApp } from '#src/test/app.ts';

describe('GET /api/health', () => {
  const ctx = useTestApp();

  it('answers 200 when the database is up', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok', database: 'up', backend: ctx.database.backend });
  });

  it('still answers 200 (liveness) when the database is down, saying so', async () => {
    const ping = vi.spyOn(ctx.app.database, 'ping').mockResolvedValue(false);
    try {
      const res = await ctx.app.inject({ method: 'GET', url: '/api/health' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ status: 'degraded', database: 'down' });
    } finally {
      ping.mockRestore();
    }
  });

  it('sends security headers', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('answers an unknown API path with a JSON 404', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: { code: 'not_found', message: 'No route for GET /api/nope' } });
  });
});

describe('GET /api/ready', () => {
  const ctx = useTestApp();

  it('answers 200 when the database answers and carries every shipped migration', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/ready' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'ready',
      database: 'up',
      pendingMigrations: [],
      problems: [],
    });
  });

  it('answers 503 naming the migrations the database lacks', async () => {
    const last = shippedMigrations().at(-1);
    if (!last) throw new Error('no migrations shipped');
    const { rows: removed } = (await ctx.database.db.execute(
      sql`delete from drizzle.__drizzle_migrations where created_at = ${last.when} returning hash, created_at`,
    )) as unknown as { rows: { hash: string; created_at: string }[] };
    try {
      const res = await ctx.app.inject({ method: 'GET', url: '/api/ready' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({
        status: 'not_ready',
        database: 'up',
        pendingMigrations: [last.tag],
        problems: [`1 migration(s) not applied: ${last.tag}.`],
      });
    } finally {
      for (const row of removed) {
        await ctx.database.db.execute(
          sql`insert into drizzle.__drizzle_migrations (hash, created_at) values (${row.hash}, ${row.created_at})`,
        );
      }
    }
    expect((await ctx.app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
  });

  it('answers 503 when the database does not answer', async () => {
    const execute = vi.spyOn(ctx.app.db, 'execute').mockRejectedValue(new Error('connection refused'));
    try {
      const res = await ctx.app.inject({ method: 'GET', url: '/api/ready' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({
        status: 'not_ready',
        database: 'down',
        problems: ['The database does not answer.'],
      });
    } finally {
      execute.mockRestore();
    }
  });

  it('is never cached', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/ready' });
    expect(res.headers['cache-control']).toBe('no-store');
  });
});

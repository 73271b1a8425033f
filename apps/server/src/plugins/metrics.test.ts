import { describe, expect, it } from 'vitest';
import { PRODUCTION_ENV, useTestApp } from '#src/test/app.ts';

const TOKEN = 'metrics-token-for-the-tests-0123456789';

describe('GET /metrics without a token configured', () => {
  const ctx = useTestApp();

  it('answers a loopback caller with Prometheus text: route histograms, jobs, pool, process', async () => {
    await ctx.app.inject({ method: 'GET', url: '/api/health' });
    await ctx.app.inject({ method: 'GET', url: `/api/activities/${crypto.randomUUID()}` });
    const res = await ctx.app.inject({ method: 'GET', url: '/metrics' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toMatch(
      /^http_request_duration_seconds_count\{method="GET",route="\/api\/health",status_code="200"\} 1$/m,
    );
    // The route's pattern, never the id in the URL.
    expect(res.body).toContain('route="/api/activities/:id",status_code="404"');
    expect(res.body).not.toMatch(/route="\/api\/activities\/[0-9a-f]{8}-/);
    expect(res.body).toMatch(/^jobs_waiting\{queue="email\.deliver"\} \d+$/m);
    expect(res.body).toContain('# TYPE jobs_processed_total counter');
    expect(res.body).toContain('# TYPE db_pool_connections gauge');
    expect(res.body).toContain('process_cpu_user_seconds_total');
    if (ctx.database.backend === 'postgres')
      expect(res.body).toMatch(/^db_pool_connections\{state="max"\} 10$/m);
  });

  it('does not exist for a caller on another machine, or one coming through a proxy', async () => {
    const remote = await ctx.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '203.0.113.9' });
    expect(remote.statusCode).toBe(404);
    const proxied = await ctx.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { 'x-forwarded-for': '203.0.113.9' },
    });
    expect(proxied.statusCode).toBe(404);
    const withToken = await ctx.app.inject({
      method: 'GET',
      url: '/metrics',
      remoteAddress: '203.0.113.9',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(withToken.statusCode).toBe(404);
    expect(remote.body).not.toContain('http_request_duration_seconds');
  });
});

describe('GET /metrics with METRICS_TOKEN set', () => {
  const ctx = useTestApp({ METRICS_TOKEN: TOKEN });

  it('answers a remote caller with the token', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/metrics',
      remoteAddress: '203.0.113.9',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('# TYPE http_request_duration_seconds histogram');
  });

  it('refuses a remote caller without it or with another one (401)', async () => {
    for (const authorization of [undefined, `Bearer ${TOKEN}x`, `Basic ${TOKEN}`, 'Bearer']) {
      const res = await ctx.app.inject({
        method: 'GET',
        url: '/metrics',
        remoteAddress: '203.0.113.9',
        headers: authorization ? { authorization } : {},
      });
      expect(res.statusCode, String(authorization)).toBe(401);
      expect(res.body).not.toContain('http_request_duration_seconds');
    }
  });

  it('still answers a loopback caller', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(200);
  });
});

describe('GET /metrics in production', () => {
  const ctx = useTestApp(PRODUCTION_ENV);

  it('is mounted, loopback-only', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(200);
    const remote = await ctx.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '203.0.113.9' });
    expect(remote.statusCode).toBe(404);
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { analyticsSessionId, track } from './analytics.ts';

afterEach(() => {
  vi.restoreAllMocks();
  window.sessionStorage.clear();
});

describe('analyticsSessionId', () => {
  it('keeps one id per browser session', () => {
    const first = analyticsSessionId();
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(analyticsSessionId()).toBe(first);
    window.sessionStorage.clear();
    expect(analyticsSessionId()).not.toBe(first);
  });
});

describe('track', () => {
  it('posts the event with the session id', async () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response(JSON.stringify({ ok: true }), {
        status: 202,
        headers: { 'content-type': 'application/json' },
      }),
    );
    await track({ eventType: 'page_view', page: '/home' });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(String(url)).toContain('/api/analytics/events');
    expect(JSON.parse(String(init?.body))).toEqual({
      eventType: 'page_view',
      page: '/home',
      sessionId: analyticsSessionId(),
    });
  });

  it('never throws: a failure is only a warning', async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('network down'));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await expect(track({ eventType: 'page_view', page: '/explore' })).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledWith('Analytics event not recorded', expect.any(Error));
  });
});

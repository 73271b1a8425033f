import type { AnalyticsEventInput } from '@sortim/contracts/analytics';
import type { Ok } from '@sortim/contracts/common';
import { useEffect } from 'react';
import { api, typedReply } from '#/lib/api-client.ts';
import { afterFirstPaint } from '#/lib/first-paint.ts';

/*
 * Product analytics: page views, tied to a visit by a session id kept in sessionStorage (one per tab,
 * gone when it closes). The user comes from the session cookie on the server. checkout_started is recorded
 * by the server as it creates the checkout; the web sends this session id along so the two join up.
 * Analytics never breaks a page: a failure is a console warning and nothing else.
 */

const SESSION_KEY = 'sortim.analytics.session';

export function analyticsSessionId(storage: Storage = window.sessionStorage): string {
  try {
    const existing = storage.getItem(SESSION_KEY);
    if (existing) return existing;
    const created = crypto.randomUUID();
    storage.setItem(SESSION_KEY, created);
    return created;
  } catch {
    // Storage blocked (private mode, policies): a per-load id still groups this page's events.
    return crypto.randomUUID();
  }
}

type TrackedEvent = Omit<AnalyticsEventInput, 'sessionId'>;

export async function track(event: TrackedEvent): Promise<void> {
  await afterFirstPaint();
  try {
    await api.post('/api/analytics/events', typedReply<Ok>(), { ...event, sessionId: analyticsSessionId() });
  } catch (error) {
    console.warn('Analytics event not recorded', error);
  }
}

/** One page_view per visit of a page (a path, or an activity by id). */
export function usePageView(target: { page: string } | { activityId: string } | null): void {
  const key = target ? ('page' in target ? `page:${target.page}` : `activity:${target.activityId}`) : null;
  useEffect(() => {
    if (!key) return;
    const [kind, value] = key.split(/:(.*)/s) as [string, string];
    void track(
      kind === 'page'
        ? { eventType: 'page_view', page: value }
        : { eventType: 'page_view', activityId: value },
    );
  }, [key]);
}

import type { APIRequestContext } from '@playwright/test';

/**
 * A seeded activity by its title through the dev lookup (outside production only; past and sold-out ones
 * included), the next one to come or the latest one gone. Seeded ids are random; titles are stable.
 */
export async function seededActivityId(
  request: APIRequestContext,
  title: string,
  when: 'upcoming' | 'past',
): Promise<string> {
  const found: { id: string; startTime: string }[] = await (
    await request.get(`/dev/activities?title=${encodeURIComponent(title)}`)
  ).json();
  const now = Date.now();
  const match =
    when === 'upcoming'
      ? found.find((activity) => new Date(activity.startTime).getTime() > now)
      : found.findLast((activity) => new Date(activity.startTime).getTime() < now);
  if (!match) throw new Error(`the demo data has no ${when} '${title}'`);
  return match.id;
}

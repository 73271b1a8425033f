import { CATEGORIES } from '@sortim/contracts/taxonomy';
import { startFirstReads } from '#/app/first-reads.ts';
import { activityKeys } from '#/lib/query-keys.ts';
import { createActivityCard } from '#/test/activity-factories.ts';
import { anonymous, mockApi, testQueryClient } from '#/test/render.tsx';

const CATEGORY = CATEGORIES[0];

const at = (href: string) => new URL(href, 'http://localhost') as unknown as Location;

const requested = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchMock.mock.calls.map(([input]) => String(input)).filter((url) => url !== '/api/me');

describe('startFirstReads', () => {
  afterEach(() => {
    for (const link of document.head.querySelectorAll('link[rel="preload"]')) link.remove();
  });

  it("starts the landing page's two lists and caches them", async () => {
    const fetchMock = mockApi(anonymous, (url) => {
      if (url === '/api/activities/featured') return Response.json({ items: [] });
      if (url.startsWith('/api/activities?')) return Response.json({ items: [], nextCursor: null, total: 0 });
      return undefined;
    });
    const queryClient = testQueryClient();

    await startFirstReads(queryClient, at('/home'));

    expect(requested(fetchMock).sort()).toEqual(['/api/activities/featured', '/api/activities?limit=6']);
    expect(queryClient.getQueryData(activityKeys.featured)).toEqual({ items: [] });
  });

  it("starts explore's first page with the filters in the address, and its first card's picture", async () => {
    const items = [1, 2, 3, 4].map((n) =>
      createActivityCard({ id: `a-${n}`, thumbnailUrl: `/images/${n}-thumb.webp`, coverImageUrl: null }),
    );
    const fetchMock = mockApi(anonymous, () => Response.json({ items, nextCursor: null, total: 4 }));

    await startFirstReads(testQueryClient(), at(`/explore?categories=${CATEGORY}&q=paella`));

    const [url] = requested(fetchMock);
    const params = new URL(url ?? '', 'http://localhost').searchParams;
    expect(params.get('categories')).toBe(CATEGORY);
    expect(params.get('q')).toBe('paella');
    expect(params.get('limit')).toBe('12');
    const preloads = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')];
    expect(preloads.map((link) => link.getAttribute('href'))).toEqual(['/images/1-thumb.webp']);
  });

  it("starts an activity page's activity", async () => {
    const fetchMock = mockApi(anonymous, () => Response.json({ id: 'a-1' }));
    const queryClient = testQueryClient();

    await startFirstReads(queryClient, at('/activity/a-1'));

    expect(requested(fetchMock)).toEqual(['/api/activities/a-1']);
    expect(queryClient.getQueryData(activityKeys.detail('a-1'))).toEqual({ id: 'a-1' });
  });

  it('starts nothing for other pages, and settles when a read fails', async () => {
    const fetchMock = mockApi(anonymous);

    await startFirstReads(testQueryClient(), at('/bookings'));
    expect(requested(fetchMock)).toEqual([]);

    // The 404 of an unknown activity is the page's to show: the first render is not held up by it.
    await expect(startFirstReads(testQueryClient(), at('/activity/missing'))).resolves.toBeUndefined();
    expect(requested(fetchMock)).toEqual(['/api/activities/missing']);
  });
});

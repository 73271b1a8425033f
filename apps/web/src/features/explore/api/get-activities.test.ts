import { FIRST_READS } from '@sortim/contracts/first-reads';
import { fetchActivities } from '#/features/explore/api/get-activities.ts';
import { EMPTY_FILTERS } from '#/features/explore/lib/explore-filters.ts';
import { mockApi, signedIn } from '#/test/render.tsx';

const emptyList = () => Response.json({ items: [], total: 0, totalCapped: false, nextCursor: null });

describe('fetchActivities', () => {
  it("asks for the unfiltered first page at the URL the server's head preloads", async () => {
    const fetchMock = mockApi(signedIn(), (url) =>
      url.startsWith('/api/activities?') ? emptyList() : undefined,
    );
    await fetchActivities(EMPTY_FILTERS, null);
    expect(fetchMock).toHaveBeenCalledWith(FIRST_READS.exploreActivities, expect.anything());
  });

  it('asks for a filtered page, or a later one, with its filters and cursor', async () => {
    const fetchMock = mockApi(signedIn(), (url) =>
      url.startsWith('/api/activities?') ? emptyList() : undefined,
    );
    await fetchActivities({ ...EMPTY_FILTERS, q: 'yoga' }, 'next-page');
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/activities?q=yoga&limit=12&cursor=next-page',
      expect.anything(),
    );
  });
});

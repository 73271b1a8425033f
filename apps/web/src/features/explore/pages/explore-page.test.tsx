import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { thisWeekend } from '#/features/explore/lib/explore-filters.ts';
import { i18n } from '#/lib/i18n.ts';
import { createActivityCard } from '#/test/activity-factories.ts';
import { TWO_CITIES } from '#/test/city-factories.ts';
import { mockApi, renderApp, signedIn } from '#/test/render.tsx';
import { setScreenWidth } from '#/test/screen-width.ts';

const cards = (count: number, prefix = 'a') =>
  Array.from({ length: count }, (_, index) =>
    createActivityCard({ id: `${prefix}${index + 1}`, title: `Activity ${prefix}${index + 1}` }),
  );

type Answer = {
  items: ReturnType<typeof cards>;
  total: number | null;
  totalCapped?: boolean;
  nextCursor: string | null;
};

/** The list endpoint answers with `answer(params)`; every request's query is recorded. */
function mockList(
  answer: (params: URLSearchParams) => Answer | 'fail' = () => ({
    items: cards(2),
    total: 2,
    nextCursor: null,
  }),
) {
  const queries: URLSearchParams[] = [];
  const fetchMock = mockApi(signedIn(), (url) => {
    if (!url.startsWith('/api/activities?')) return undefined;
    const params = new URLSearchParams(url.slice(url.indexOf('?') + 1));
    queries.push(params);
    const result = answer(params);
    if (result === 'fail')
      return Response.json({ error: { code: 'internal', message: 'Boom' } }, { status: 500 });
    return Response.json({ totalCapped: false, ...result });
  });
  return { fetchMock, queries, last: () => queries.at(-1) ?? new URLSearchParams() };
}

const search = (router: ReturnType<typeof renderApp>['router']) =>
  new URLSearchParams(router.state.location.search);

/** A wide screen's filter sidebar, once its panel has loaded (the panel's code loads on demand). */
async function filterSidebar() {
  const sidebar = within(await screen.findByRole('complementary', { name: 'Filters' }));
  await sidebar.findByRole('checkbox', { name: 'Be Active' });
  return sidebar;
}

describe('/explore', () => {
  it("names another city than the default in its subtitle, as the page's language writes it", async () => {
    mockApi(signedIn(), (url) => {
      if (url === '/api/cities') return Response.json(TWO_CITIES);
      if (url.startsWith('/api/activities?'))
        return Response.json({ items: [], total: 0, totalCapped: false, nextCursor: null });
      return undefined;
    });
    renderApp('/explore?city=lisbon');
    expect(await screen.findByText('Discover experiences in Lisbon')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'City' })).toHaveValue('lisbon');
    cleanup();
    await i18n.changeLanguage('es');
    renderApp('/explore?city=lisbon');
    expect(await screen.findByText('Descubre experiencias en Lisboa')).toBeInTheDocument();
    cleanup();
    // The default city keeps the spec's words.
    renderApp('/explore?city=barcelona');
    expect(await screen.findByText('Descubre experiencias en Barcelona')).toBeInTheDocument();
  });

  it('shows the heading, the results and the count (plural and singular)', async () => {
    mockList((params) =>
      params.get('q') === 'yoga'
        ? { items: cards(1), total: 1, nextCursor: null }
        : { items: cards(12), total: 12, nextCursor: null },
    );
    const { router } = renderApp('/explore');
    expect(await screen.findByRole('heading', { level: 1, name: 'Explore Activities' })).toBeInTheDocument();
    expect(screen.getByText('Discover experiences in Barcelona')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: '12 Activities Found' })).toBeInTheDocument();
    expect(screen.getByText('Activity a12')).toBeInTheDocument();
    // The first row's images load at once and first; the rest wait until scrolled near.
    const images = screen.getAllByRole('article').map((card) => card.querySelector('img'));
    expect(images.map((image) => image?.getAttribute('fetchpriority') ?? 'auto')).toEqual([
      ...Array(3).fill('high'),
      ...Array(9).fill('auto'),
    ]);

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search activities' }), 'yoga');
    // The search is debounced, then fetched: allow for a slow machine (a loaded CI took over 5 s).
    expect(
      await screen.findByRole('heading', { name: '1 Activity Found' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(search(router).get('q')).toBe('yoga');
  }, 30_000);

  it('records a page view of /explore', async () => {
    const { fetchMock } = mockList();
    renderApp('/explore');
    await waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith(
        '/api/analytics/events',
        expect.objectContaining({ body: expect.stringContaining('"page":"/explore"') }),
      ),
    );
  });

  it('restores the filters from the URL and sends them to the API', async () => {
    setScreenWidth(1280);
    const list = mockList();
    renderApp(
      '/explore?categories=Be Active&subcategories=Do Yoga&priceMin=10&priceMax=40&timeOfDay=morning&languages=French&difficulty=Advanced&dateFrom=2099-01-02&dateTo=2099-01-03',
    );
    await screen.findByRole('heading', { name: '2 Activities Found' });
    const sidebar = await filterSidebar();
    expect(sidebar.getByRole('checkbox', { name: 'Be Active' })).toBeChecked();
    expect(sidebar.getByRole('checkbox', { name: 'Do Yoga' })).toBeChecked();
    expect(sidebar.getByRole('checkbox', { name: 'Morning' })).toBeChecked();
    expect(sidebar.getByRole('checkbox', { name: 'French' })).toBeChecked();
    expect(sidebar.getByRole('checkbox', { name: 'Advanced' })).toBeChecked();
    expect(sidebar.getByLabelText('From')).toHaveValue('2099-01-02');
    expect(sidebar.getByLabelText('To')).toHaveValue('2099-01-03');
    expect(sidebar.getByText('€10 – €40')).toBeInTheDocument();
    expect(Object.fromEntries(list.last())).toEqual({
      categories: 'Be Active',
      subcategories: 'Do Yoga',
      priceMin: '10',
      priceMax: '40',
      timeOfDay: 'morning',
      languages: 'French',
      difficulty: 'Advanced',
      dateFrom: '2099-01-02',
      dateTo: '2099-01-03',
      limit: '12',
    });
  });

  it('writes filter changes to the URL, and Back restores the previous ones', async () => {
    setScreenWidth(1280);
    mockList();
    const { router } = renderApp('/explore');
    await screen.findByRole('heading', { name: '2 Activities Found' });
    const sidebar = await filterSidebar();
    await userEvent.click(sidebar.getByRole('checkbox', { name: 'Evening' }));
    expect(search(router).get('timeOfDay')).toBe('evening');
    await userEvent.click(sidebar.getByRole('checkbox', { name: 'German' }));
    expect(search(router).get('languages')).toBe('German');
    await act(() => router.navigate(-1));
    await waitFor(() => expect(sidebar.getByRole('checkbox', { name: 'German' })).not.toBeChecked());
    expect(sidebar.getByRole('checkbox', { name: 'Evening' })).toBeChecked();
  });

  it('shows subcategories only under selected categories', async () => {
    setScreenWidth(1280);
    mockList();
    const { router } = renderApp('/explore');
    await screen.findByRole('heading', { name: '2 Activities Found' });
    const sidebar = await filterSidebar();
    expect(sidebar.queryByRole('checkbox', { name: 'Do Yoga' })).not.toBeInTheDocument();
    await userEvent.click(sidebar.getByRole('checkbox', { name: 'Be Active' }));
    const subs = sidebar.getByRole('list', { name: 'Be Active: subcategories' });
    await userEvent.click(within(subs).getByRole('checkbox', { name: 'Do Yoga' }));
    expect(search(router).get('subcategories')).toBe('Do Yoga');
    // Clearing the category takes its subcategories with it.
    await userEvent.click(sidebar.getByRole('checkbox', { name: 'Be Active' }));
    expect(sidebar.queryByRole('checkbox', { name: 'Do Yoga' })).not.toBeInTheDocument();
    expect(search(router).get('subcategories')).toBeNull();
  });

  it("sets the price to free with 'Free', Beginner with 'Beginner-Friendly' and the weekend with 'This Weekend'", async () => {
    const list = mockList();
    const { router } = renderApp('/explore');
    await screen.findByRole('heading', { name: '2 Activities Found' });
    const quick = within(screen.getByRole('list', { name: 'Quick filters' }));

    await userEvent.click(quick.getByRole('button', { name: 'Free' }));
    expect(quick.getByRole('button', { name: 'Free' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(list.last().get('priceMax')).toBe('0'));
    expect(search(router).get('priceMin')).toBeNull();

    await userEvent.click(quick.getByRole('button', { name: 'Beginner-Friendly' }));
    expect(search(router).get('difficulty')).toBe('Beginner');

    await userEvent.click(quick.getByRole('button', { name: 'This Weekend' }));
    const weekend = thisWeekend();
    expect(search(router).get('dateFrom')).toBe(weekend.dateFrom);
    expect(search(router).get('dateTo')).toBe(weekend.dateTo);

    // Pressing 'Free' again lifts the price filter.
    await userEvent.click(quick.getByRole('button', { name: 'Free' }));
    expect(search(router).get('priceMax')).toBeNull();
  });

  it('removes one filter with its chip, and all of them with Clear all', async () => {
    mockList();
    const { router } = renderApp('/explore?q=tapas&difficulty=Beginner,Advanced&priceMax=0');
    await screen.findByRole('heading', { name: '2 Activities Found' });
    const active = within(screen.getByRole('list', { name: 'Active filters' }));
    expect(active.getByText('Search: tapas')).toBeInTheDocument();
    expect(active.getByText('Free')).toBeInTheDocument();

    await userEvent.click(active.getByRole('button', { name: 'Remove filter: Advanced' }));
    expect(search(router).get('difficulty')).toBe('Beginner');
    await userEvent.click(active.getByRole('button', { name: 'Remove filter: Free' }));
    expect(search(router).get('priceMax')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Clear all' }));
    expect(router.state.location.search).toBe('');
    expect(screen.queryByRole('list', { name: 'Active filters' })).not.toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search activities' })).toHaveValue('');
  });

  it('shows the empty state, and Clear All Filters brings the results back', async () => {
    mockList((params) =>
      params.has('languages')
        ? { items: [], total: 0, nextCursor: null }
        : { items: cards(3), total: 3, nextCursor: null },
    );
    const { router } = renderApp('/explore?languages=Italian');
    expect(await screen.findByRole('heading', { name: 'No activities found' })).toBeInTheDocument();
    expect(
      screen.getByText('Try adjusting your filters or search terms to find more activities.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '0 Activities Found' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear All Filters' }));
    expect(await screen.findByRole('heading', { name: '3 Activities Found' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });

  it('loads more with the next cursor', async () => {
    mockList((params) =>
      params.get('cursor') === 'page-2'
        ? { items: cards(2, 'b'), total: null, nextCursor: null }
        : { items: cards(12), total: 14, nextCursor: 'page-2' },
    );
    renderApp('/explore');
    await screen.findByRole('heading', { name: '14 Activities Found' });
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Activity b2')).toBeInTheDocument();
    expect(screen.getByText('Activity a1')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    // Later pages do not count again; the first page's count stays.
    expect(screen.getByRole('heading', { name: '14 Activities Found' })).toBeInTheDocument();
  });

  it('reads a capped count as more than that, in the heading and the drawer', async () => {
    mockList(() => ({ items: cards(12), total: 1000, totalCapped: true, nextCursor: 'page-2' }));
    renderApp('/explore');
    expect(await screen.findByRole('heading', { name: '1,000+ Activities Found' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Filters' }));
    const drawer = within(await screen.findByRole('dialog', { name: 'Filters' }));
    expect(drawer.getByRole('button', { name: 'Show 1,000+ activities' })).toBeInTheDocument();
  });

  it('says when the list fails and retries', async () => {
    let fail = true;
    mockList(() => (fail ? 'fail' : { items: cards(1), total: 1, nextCursor: null }));
    renderApp('/explore');
    expect(await screen.findByText('Failed to load activities')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    // The search is debounced, then fetched: allow for a slow machine.
    expect(
      await screen.findByRole('heading', { name: '1 Activity Found' }, { timeout: 5000 }),
    ).toBeInTheDocument();
  });

  it('shows the filters in a drawer on a phone, and beside the results on a wide screen', async () => {
    mockList();
    renderApp('/explore');
    await screen.findByRole('heading', { name: '2 Activities Found' });
    expect(screen.getByRole('button', { name: 'Filters' })).toBeInTheDocument();
    expect(screen.queryByRole('complementary', { name: 'Filters' })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    cleanup();

    setScreenWidth(1280);
    renderApp('/explore');
    await filterSidebar();
    expect(screen.queryByRole('button', { name: 'Filters' })).not.toBeInTheDocument();
  });

  it("opens the mobile drawer, whose footer shows 'Show N activities' for the current filters", async () => {
    mockList((params) =>
      params.has('difficulty')
        ? { items: cards(1), total: 1, nextCursor: null }
        : { items: cards(7), total: 7, nextCursor: null },
    );
    renderApp('/explore');
    await screen.findByRole('heading', { name: '7 Activities Found' });
    await userEvent.click(screen.getByRole('button', { name: 'Filters' }));
    const drawer = within(await screen.findByRole('dialog', { name: 'Filters' }));
    expect(drawer.getByRole('button', { name: 'Show 7 activities' })).toBeInTheDocument();
    await userEvent.click(await drawer.findByRole('checkbox', { name: 'Intermediate' }));
    expect(await drawer.findByRole('button', { name: 'Show 1 activity' })).toBeInTheDocument();
    await userEvent.click(drawer.getByRole('button', { name: 'Show 1 activity' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { name: '1 Activity Found' })).toBeInTheDocument();
  });

  it('never offers the previous search’s number in the drawer while the new count loads', async () => {
    let answerBeginners: () => void = () => {};
    const beginnersAsked = new Promise<void>((resolve) => {
      answerBeginners = resolve;
    });
    mockApi(signedIn(), async (url) => {
      if (!url.startsWith('/api/activities?')) return undefined;
      if (url.includes('difficulty=')) await beginnersAsked;
      const total = url.includes('difficulty=') ? 1 : 7;
      return Response.json({ items: cards(total), total, totalCapped: false, nextCursor: null });
    });
    renderApp('/explore');
    await screen.findByRole('heading', { name: '7 Activities Found' });
    await userEvent.click(screen.getByRole('button', { name: 'Filters' }));
    const drawer = within(await screen.findByRole('dialog', { name: 'Filters' }));

    await userEvent.click(await drawer.findByRole('checkbox', { name: 'Beginner' }));

    const counting = await drawer.findByRole('button', { name: 'Counting activities...' });
    expect(counting).toBeDisabled();
    expect(drawer.queryByRole('button', { name: /^Show \d+/ })).not.toBeInTheDocument();
    act(() => answerBeginners());
    expect(await drawer.findByRole('button', { name: 'Show 1 activity' })).toBeEnabled();
  });
});

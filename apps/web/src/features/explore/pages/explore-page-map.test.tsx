import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ExploreFilters, MapArea } from '#/features/explore/lib/explore-filters.ts';
import { createActivityCard } from '#/test/activity-factories.ts';
import { mockApi, renderApp, signedIn } from '#/test/render.tsx';
import { setScreenWidth } from '#/test/screen-width.ts';

/**
 * The map itself (MapLibre) is explore-map.test.tsx's: here it is a stand-in showing the filters it was
 * given and searching an area when asked, so the page's part (view, URL, list) is what is tested.
 */
vi.mock('#/features/explore/components/explore-map.tsx', () => {
  function ExploreMap({
    filters,
    onSearchArea,
    onSkip,
  }: {
    filters: ExploreFilters;
    onSearchArea: (area: MapArea | undefined) => void;
    onSkip: () => void;
  }) {
    return (
      <section aria-label="Map of the activities found">
        <p>Map of {filters.q || 'everything'}</p>
        <button
          type="button"
          onClick={() => onSearchArea({ west: 2.123456, south: 41.38, east: 2.2, north: 41.41 })}
        >
          Search this area
        </button>
        <button type="button" onClick={onSkip}>
          Skip the map
        </button>
      </section>
    );
  }
  return { ExploreMap, default: ExploreMap };
});

const cards = (count: number) =>
  Array.from({ length: count }, (_, index) =>
    createActivityCard({ id: `a${index + 1}`, title: `Activity a${index + 1}` }),
  );

/** The list answers 5 activities, or 2 inside a map area; every list query is recorded. */
function mockList() {
  const queries: URLSearchParams[] = [];
  mockApi(signedIn(), (url) => {
    if (!url.startsWith('/api/activities?')) return undefined;
    const params = new URLSearchParams(url.slice(url.indexOf('?') + 1));
    queries.push(params);
    const items = cards(params.has('bbox') ? 2 : 5);
    return Response.json({ items, total: items.length, totalCapped: false, nextCursor: null });
  });
  return { last: () => queries.at(-1) ?? new URLSearchParams() };
}

const search = (router: ReturnType<typeof renderApp>['router']) =>
  new URLSearchParams(router.state.location.search);

describe('/explore, the map view', () => {
  it('on a phone, Map fills the screen with the results in a closed sheet over it (view=map in the URL), List brings the list back', async () => {
    mockList();
    const { router } = renderApp('/explore?q=tapas');
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { name: '5 Activities Found' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'List' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: 'Map' }));
    // On a phone the toggle moves into the results sheet, which loads beside the page.
    expect(await screen.findByRole('button', { name: 'Map' })).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByRole('region', { name: 'Map of the activities found' })).toHaveTextContent(
      'Map of tapas',
    );
    expect(search(router).get('view')).toBe('map');
    expect(search(router).get('q')).toBe('tapas');
    // The page is the screen's height, without its footer; the page's title stays for screen readers.
    expect(document.querySelector('[data-fills-screen]')).toHaveClass('h-between-bars');
    expect(screen.getByRole('heading', { level: 1, name: 'Explore Activities' })).toBeInTheDocument();
    // The count is the closed sheet's button; its list is hidden until it opens.
    const sheet = within(screen.getByRole('region', { name: 'List of the activities found' }));
    const count = sheet.getByRole('button', { name: '5 activities' });
    expect(count).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    await user.click(count);
    expect(count).toHaveAttribute('aria-expanded', 'true');
    expect(sheet.getAllByRole('article')).toHaveLength(5);

    await user.click(screen.getByRole('button', { name: 'List' }));
    expect(search(router).has('view')).toBe(false);
    expect(screen.queryByRole('region', { name: 'Map of the activities found' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(5);
    expect(document.querySelector('[data-fills-screen]')).not.toBeInTheDocument();
  });

  it('on a phone, a new search closes the sheet: the map first again', async () => {
    mockList();
    renderApp('/explore?view=map');
    const user = userEvent.setup();
    const count = await screen.findByRole('button', { name: '5 activities' });
    await user.click(count);
    expect(count).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('button', { name: 'Free' }));
    await waitFor(() => expect(count).toHaveAttribute('aria-expanded', 'false'));
  });

  it('on a phone, Skip the map opens the sheet and takes focus to it', async () => {
    mockList();
    renderApp('/explore?view=map');
    const user = userEvent.setup();
    const count = await screen.findByRole('button', { name: '5 activities' });
    await user.click(screen.getByRole('button', { name: 'Skip the map' }));
    await waitFor(() => expect(count).toHaveFocus());
    expect(count).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getAllByRole('article')).toHaveLength(5);
  });

  it('searching an area puts bbox in the URL, the list applies it with the other filters, the chip removes it', async () => {
    const list = mockList();
    const { router } = renderApp('/explore?q=tapas&view=map');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Search this area' }));

    expect(search(router).get('bbox')).toBe('2.12346,41.38,2.2,41.41');
    expect(search(router).get('view')).toBe('map');
    expect(await screen.findByRole('button', { name: '2 activities' })).toBeInTheDocument();
    expect(list.last().get('bbox')).toBe('2.12346,41.38,2.2,41.41');
    expect(list.last().get('q')).toBe('tapas');

    await user.click(screen.getByRole('button', { name: 'Remove filter: In the map area' }));
    expect(search(router).has('bbox')).toBe(false);
    expect(search(router).get('view')).toBe('map');
    expect(await screen.findByRole('button', { name: '5 activities' })).toBeInTheDocument();
  });

  it('a filter changed with the map open keeps the map open', async () => {
    mockList();
    const { router } = renderApp('/explore?view=map');
    await userEvent.click(await screen.findByRole('button', { name: 'Free' }));
    await waitFor(() => expect(search(router).get('priceMax')).toBe('0'));
    expect(search(router).get('view')).toBe('map');
  });

  it('on a wide screen, the map sits beside the list, the filters move to the drawer; Skip the map goes to the list', async () => {
    setScreenWidth(1280);
    mockList();
    renderApp('/explore?view=map');
    const user = userEvent.setup();
    expect(await screen.findByRole('region', { name: 'Map of the activities found' })).toBeInTheDocument();
    expect(await screen.findAllByRole('article')).toHaveLength(5);
    expect(screen.queryByRole('complementary', { name: 'Filters' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Filters/ })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Skip the map' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: '5 Activities Found' })).toHaveFocus());
    expect(
      within(screen.getByRole('region', { name: 'Map of the activities found' })).getByText(
        'Map of everything',
      ),
    ).toBeInTheDocument();
  });
});

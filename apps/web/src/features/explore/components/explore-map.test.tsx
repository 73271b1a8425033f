import type { ActivityPin, ActivityPins } from '@sortim/contracts/map';
import { tileX, tileY } from '@sortim/contracts/map-tiles';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ReactNode, useEffect } from 'react';
import { MemoryRouter } from 'react-router';
import { ExploreMap } from '#/features/explore/components/explore-map.tsx';
import { EMPTY_FILTERS, type ExploreFilters } from '#/features/explore/lib/explore-filters.ts';
import { mockApi, renderWithProviders, signedIn } from '#/test/render.tsx';

/**
 * MapLibre stands in as a map whose view the test sets (jsdom draws nothing), and markers that put their
 * element in the page: what the explore map does with them is what is tested.
 */
const fake = vi.hoisted(() => {
  type Listener = (event: unknown) => void;
  const view = { west: 2.05, south: 41.3, east: 2.25, north: 41.47, zoom: 12 };
  const listeners = new Map<string, Listener[]>();
  const canvas = document.createElement('canvas');
  const map = {
    on: (type: string, listener: Listener) => listeners.set(type, [...(listeners.get(type) ?? []), listener]),
    fire: (type: string, event: unknown = {}) => {
      for (const listener of listeners.get(type) ?? []) listener(event);
    },
    getBounds: () => ({
      getWest: () => view.west,
      getSouth: () => view.south,
      getEast: () => view.east,
      getNorth: () => view.north,
    }),
    getZoom: () => view.zoom,
    getContainer: () => ({ getBoundingClientRect: () => ({ bottom: 500, height: 500 }) }),
    getCanvas: () => canvas,
    fitBounds: vi.fn(),
    jumpTo: vi.fn(),
    easeTo: vi.fn(),
  };
  class Marker {
    readonly element: HTMLElement;
    constructor({ element }: { element: HTMLElement }) {
      this.element = element;
    }
    setLngLat() {
      return this;
    }
    addTo() {
      document.querySelector('[data-map-canvas]')?.append(this.element);
      return this;
    }
    remove() {
      this.element.remove();
    }
  }
  return { view, listeners, map, maplibre: { Marker } };
});

vi.mock('#/features/map/components/base-map.tsx', () => ({
  BaseMap: ({
    label,
    onReady,
    overlay,
    children,
  }: {
    label: string;
    onReady: (map: unknown, maplibre: unknown) => void;
    overlay?: ReactNode;
    children?: ReactNode;
  }) => {
    useEffect(() => onReady(fake.map, fake.maplibre), [onReady]);
    return (
      <section aria-label={label}>
        <div data-map-canvas />
        {overlay}
        {children}
      </section>
    );
  },
}));

const pin = (
  id: string,
  longitude: number,
  latitude: number,
  overrides: Partial<ActivityPin> = {},
): ActivityPin => ({
  id,
  longitude,
  latitude,
  title: `Activity ${id}`,
  priceCents: 2500,
  severalPrices: false,
  startTime: '2026-12-01T09:00:00Z',
  thumbnailUrl: null,
  state: 'bookable',
  moreDates: 0,
  ...overrides,
});

// Two a street apart in the Gothic Quarter (one cluster at the city's zoom), one in Gràcia.
const GOTHIC = [pin('g1', 2.1765, 41.3833), pin('g2', 2.1771, 41.3839, { priceCents: 0 })];
const GRACIA = pin('gracia', 2.1565, 41.4036, { title: 'Vermouth in Gràcia', moreDates: 2 });

function answerPins(answer: ActivityPins) {
  return mockApi(signedIn(), (url) =>
    url.startsWith('/api/activities/pins') ? Response.json(answer) : undefined,
  );
}

/** The search's own pins answer `search`; each map tile answers `tile`. */
function answerSearchAndTiles(search: ActivityPins, tile: ActivityPins) {
  return mockApi(signedIn(), (url) => {
    if (url.startsWith('/api/activities/pins/')) return Response.json(tile);
    if (url.startsWith('/api/activities/pins')) return Response.json(search);
    return undefined;
  });
}

const calledPaths = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchMock.mock.calls.map(([input]) => String(input));

/** The tile path of the point at `zoom`, as the map asks it. */
const tilePath = (longitude: number, latitude: number, zoom: number) =>
  `/api/activities/pins/${zoom}/${tileX(longitude, zoom)}/${tileY(latitude, zoom)}`;

function renderMap(
  filters: ExploreFilters = EMPTY_FILTERS,
  listTotal?: number,
  phone: { bottomInset?: number; edgeToEdge?: boolean } = {},
) {
  const onSearchArea = vi.fn();
  const onSkip = vi.fn();
  const onOpenCard = vi.fn();
  renderWithProviders(
    <MemoryRouter>
      <ExploreMap
        filters={filters}
        onSearchArea={onSearchArea}
        onSkip={onSkip}
        onOpenCard={onOpenCard}
        listTotal={listTotal}
        {...phone}
      />
    </MemoryRouter>,
  );
  return {
    onSearchArea,
    onSkip,
    onOpenCard,
    region: screen.getByRole('region', { name: 'Map of the activities found' }),
  };
}

beforeEach(() => {
  fake.listeners.clear();
  Object.assign(fake.view, { west: 2.05, south: 41.3, east: 2.25, north: 41.47, zoom: 12 });
});

describe('ExploreMap', () => {
  it("asks for the search's pins and fits them, each a button named by its title and price, crowded ones a cluster", async () => {
    const fetchMock = answerPins({ items: [...GOTHIC, GRACIA], capped: false });
    const { region } = renderMap({ ...EMPTY_FILTERS, q: 'vermouth' });

    expect(await within(region).findByRole('button', { name: 'Vermouth in Gràcia, €25' })).toHaveTextContent(
      '€25',
    );
    expect(within(region).getByRole('button', { name: '2 activities' })).toHaveTextContent('2');
    expect(fetchMock).toHaveBeenCalledWith('/api/activities/pins?q=vermouth', expect.anything());
    expect(fake.map.fitBounds).toHaveBeenCalledWith(
      [
        [2.1565, 41.3833],
        [2.1771, 41.4036],
      ],
      expect.objectContaining({ maxZoom: 15 }),
    );
  });

  it('opens Barcelona when no activity of the search has a pin', async () => {
    answerPins({ items: [], capped: false });
    renderMap();
    await waitFor(() =>
      expect(fake.map.jumpTo).toHaveBeenCalledWith({ center: [2.1686, 41.3874], zoom: 12 }),
    );
  });

  it('opens a small card from a marker, its title the link to the activity (focused); Escape closes it', async () => {
    answerPins({ items: [...GOTHIC, GRACIA], capped: false });
    const { region } = renderMap();
    const user = userEvent.setup();
    const marker = await within(region).findByRole('button', { name: 'Vermouth in Gràcia, €25' });

    await user.click(marker);
    const link = within(region).getByRole('link', { name: 'Vermouth in Gràcia' });
    expect(link).toHaveAttribute('href', '/activity/gracia');
    expect(link).toHaveFocus();
    expect(marker).toHaveAttribute('aria-expanded', 'true');
    const card = within(region).getByRole('article');
    expect(card).toHaveTextContent('+2 more dates');
    expect(card).toHaveTextContent('€25 per person');

    await user.keyboard('{Escape}');
    expect(within(region).queryByRole('link', { name: 'Vermouth in Gràcia' })).not.toBeInTheDocument();
  });

  it('says "from" before the lowest price of an activity with several prices, on its marker and its card', async () => {
    answerPins({ items: [{ ...GRACIA, priceCents: 800, severalPrices: true }], capped: false });
    const { region } = renderMap();
    const marker = await within(region).findByRole('button', { name: 'Vermouth in Gràcia, from €8' });
    expect(marker).toHaveTextContent('from €8');

    await userEvent.click(marker);
    expect(within(region).getByRole('article')).toHaveTextContent('from €8 per person');
  });

  it('moves focus to the card without a ring after a tap, with one after a key (focusVisible)', async () => {
    answerPins({ items: [...GOTHIC, GRACIA], capped: false });
    const { region, onOpenCard } = renderMap();
    const focus = vi.spyOn(HTMLElement.prototype, 'focus');
    const user = userEvent.setup();
    const marker = await within(region).findByRole('button', { name: 'Vermouth in Gràcia, €25' });

    await user.click(marker);
    const link = within(region).getByRole('link', { name: 'Vermouth in Gràcia' });
    expect(link).toHaveFocus();
    expect(focus).toHaveBeenLastCalledWith({ preventScroll: true, focusVisible: false });
    expect(onOpenCard).toHaveBeenCalledTimes(1);
    await user.keyboard('{Escape}');

    marker.focus();
    await user.keyboard('{Enter}');
    expect(within(region).getByRole('link', { name: 'Vermouth in Gràcia' })).toHaveFocus();
    expect(focus).toHaveBeenLastCalledWith({ preventScroll: true, focusVisible: true });
    focus.mockRestore();
  });

  it('keeps the card and the fitted pins clear of what covers the bottom of a phone’s map', async () => {
    answerPins({ items: [...GOTHIC, GRACIA], capped: false });
    const { region } = renderMap(EMPTY_FILTERS, undefined, { bottomInset: 72, edgeToEdge: true });
    await userEvent.click(await within(region).findByRole('button', { name: 'Vermouth in Gràcia, €25' }));
    await waitFor(() =>
      expect(fake.map.fitBounds).toHaveBeenCalledWith(
        expect.anything(),
        expect.objectContaining({ padding: { top: 56, right: 56, left: 56, bottom: 56 + 72 } }),
      ),
    );
    // The card sits the inset higher (its class reads the variable the map sets).
    expect(region.parentElement).toHaveStyle({ '--map-bottom-inset': '72px' });
    expect(within(region).getByRole('article').parentElement?.className).toContain(
      'bottom-[calc(var(--map-bottom-inset,0px)+0.75rem)]',
    );
  });

  it('zooms in on a tapped cluster', async () => {
    answerPins({ items: [...GOTHIC, GRACIA], capped: false });
    const { region } = renderMap();
    await userEvent.click(await within(region).findByRole('button', { name: '2 activities' }));
    expect(fake.map.easeTo).toHaveBeenCalledWith(
      expect.objectContaining({ zoom: expect.any(Number) as number }),
    );
    const [[{ zoom }]] = fake.map.easeTo.mock.calls as [[{ zoom: number }]];
    expect(zoom).toBeGreaterThan(12);
  });

  it("offers 'Search this area' once the person moves the map, not when the map moves itself", async () => {
    answerPins({ items: [GRACIA], capped: false });
    const { region, onSearchArea } = renderMap();
    await within(region).findByRole('button', { name: 'Vermouth in Gràcia, €25' });

    act(() => fake.map.fire('moveend', {}));
    expect(within(region).queryByRole('button', { name: 'Search this area' })).not.toBeInTheDocument();

    Object.assign(fake.view, { west: 2.15, south: 41.39, east: 2.17, north: 41.41, zoom: 14 });
    act(() => fake.map.fire('moveend', { originalEvent: new MouseEvent('mouseup') }));
    await userEvent.click(within(region).getByRole('button', { name: 'Search this area' }));
    expect(onSearchArea).toHaveBeenCalledWith({ west: 2.15, south: 41.39, east: 2.17, north: 41.41 });
    expect(within(region).queryByRole('button', { name: 'Search this area' })).not.toBeInTheDocument();
  });

  it("opens a searched area as it was shared, and 'Clear the area' removes it", async () => {
    answerPins({ items: [GRACIA], capped: false });
    const bbox = { west: 2.15, south: 41.39, east: 2.17, north: 41.41 };
    const { region, onSearchArea } = renderMap({ ...EMPTY_FILTERS, bbox });
    await within(region).findByRole('button', { name: 'Vermouth in Gràcia, €25' });
    expect(fake.map.fitBounds).toHaveBeenCalledWith(
      [
        [2.15, 41.39],
        [2.17, 41.41],
      ],
      { animate: false },
    );
    await userEvent.click(within(region).getByRole('button', { name: 'Clear the area' }));
    expect(onSearchArea).toHaveBeenCalledWith(undefined);
  });

  it("asks a searched area's pins by the tiles covering it, keeps them to the area, and a pan asks only new tiles", async () => {
    const fetchMock = answerSearchAndTiles(
      { items: [], capped: false },
      { items: [GRACIA, ...GOTHIC], capped: false },
    );
    const bbox = { west: 2.15, south: 41.39, east: 2.17, north: 41.41 };
    Object.assign(fake.view, { ...bbox, zoom: 15 });
    const { region } = renderMap({ ...EMPTY_FILTERS, q: 'vermouth', bbox });

    await within(region).findByRole('button', { name: 'Vermouth in Gràcia, €25' });
    // The Gothic Quarter's pins came with a tile but lie outside the area.
    expect(within(region).queryByRole('button', { name: /Activity g/ })).not.toBeInTheDocument();
    expect(within(region).queryByRole('button', { name: '2 activities' })).not.toBeInTheDocument();
    const gracia = `${tilePath(2.1565, 41.4036, 15)}?q=vermouth`;
    expect(calledPaths(fetchMock)).toContain(gracia);
    // Never the area itself: its answer would be this box's alone.
    expect(calledPaths(fetchMock).filter((path) => path.includes('bbox='))).toEqual([]);

    // A small pan east: the tiles already seen answer from memory.
    Object.assign(fake.view, { west: 2.155, east: 2.175 });
    act(() => fake.map.fire('moveend', { originalEvent: new MouseEvent('mouseup') }));
    await waitFor(() => expect(calledPaths(fetchMock)).toContain(`${tilePath(2.175, 41.41, 15)}?q=vermouth`));
    expect(calledPaths(fetchMock).filter((path) => path === gracia)).toHaveLength(1);
  });

  it("asks the view's tiles when the search holds more pins than one answer carries", async () => {
    const near = pin('near', 2.158, 41.402, { title: 'Tapas near Gràcia' });
    const fetchMock = answerSearchAndTiles(
      { items: [GRACIA], capped: true },
      { items: [GRACIA, near], capped: false },
    );
    Object.assign(fake.view, { west: 2.14, south: 41.39, east: 2.17, north: 41.41, zoom: 16 });
    const { region } = renderMap();

    expect(await within(region).findByRole('button', { name: 'Tapas near Gràcia, €25' })).toBeVisible();
    expect(calledPaths(fetchMock)).toContain(tilePath(2.1565, 41.4036, 16));
    // Each tile answered whole: nothing more to zoom in for.
    expect(screen.queryByText(/More activities match/)).not.toBeInTheDocument();
  });

  it('keeps to the search’s own pins when the view is too wide for tiles', async () => {
    const fetchMock = answerSearchAndTiles(
      { items: [GRACIA], capped: true },
      { items: [GRACIA], capped: false },
    );
    Object.assign(fake.view, { west: -10, south: 35, east: 5, north: 44, zoom: 5 });
    const { region } = renderMap();

    await within(region).findByRole('button', { name: 'Vermouth in Gràcia, €25' });
    expect(
      within(region).getByText('More activities match than the map can show. Zoom in, or use the list.'),
    ).toBeInTheDocument();
    expect(calledPaths(fetchMock).filter((path) => path.startsWith('/api/activities/pins/'))).toEqual([]);
  });

  it('asks to zoom in when more activities match than the map shows', async () => {
    answerPins({ items: [GRACIA], capped: true });
    const { region } = renderMap();
    expect(
      await within(region).findByText(
        'More activities match than the map can show. Zoom in, or use the list.',
      ),
    ).toBeInTheDocument();
  });

  it('says how many of the list’s activities have no pin, and says nothing when it cannot know', async () => {
    answerPins({ items: [...GOTHIC, GRACIA], capped: false });
    renderMap(EMPTY_FILTERS, 5);
    expect(
      await screen.findByText(
        '2 activities of this search have no place on the map yet: the list shows them all.',
      ),
    ).toBeInTheDocument();
  });

  it.each([
    ['the list’s count is unknown', EMPTY_FILTERS, undefined, false],
    ['every activity has a pin', EMPTY_FILTERS, 3, false],
    ['the pins are capped', EMPTY_FILTERS, 900, true],
    [
      'an area is searched',
      { ...EMPTY_FILTERS, bbox: { west: 2.1, south: 41.3, east: 2.2, north: 41.5 } },
      5,
      false,
    ],
  ])('says nothing of unpinned activities when %s', async (_case, filters, listTotal, capped) => {
    answerPins({ items: [...GOTHIC, GRACIA], capped });
    const { region } = renderMap(filters, listTotal);
    await within(region).findByRole('button', { name: 'Vermouth in Gràcia, €25' });
    expect(screen.queryByText(/no place on the map/)).not.toBeInTheDocument();
  });

  it("has 'Skip the map', to the list", async () => {
    answerPins({ items: [], capped: false });
    const { onSkip } = renderMap();
    await userEvent.click(screen.getByRole('button', { name: 'Skip the map' }));
    expect(onSkip).toHaveBeenCalled();
  });
});

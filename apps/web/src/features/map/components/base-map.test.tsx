import { screen, waitFor } from '@testing-library/react';
import { act } from 'react';
import { BaseMap } from '#/features/map/components/base-map.tsx';
import { PLAIN_BACKGROUND, STYLE_LOAD_TIMEOUT_MS } from '#/features/map/lib/style-fallback.ts';
import { mockApi, renderWithProviders, signedIn } from '#/test/render.tsx';

/** A stand-in for MapLibre's Map (jsdom has no WebGL): records what it is made with and told. */
const maps = vi.hoisted(() => {
  type Listener = () => void;
  class FakeMap {
    static made: FakeMap[] = [];
    static failNext = false;
    readonly options: Record<string, unknown>;
    readonly listeners = new Map<string, Listener[]>();
    readonly setStyle = vi.fn();
    readonly remove = vi.fn();
    readonly addControl = vi.fn();
    constructor(options: Record<string, unknown>) {
      if (FakeMap.failNext) {
        FakeMap.failNext = false;
        throw new Error('Failed to initialize WebGL');
      }
      this.options = options;
      FakeMap.made.push(this);
    }
    on(type: string, listener: Listener) {
      this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
      return this;
    }
    fire(type: string) {
      for (const listener of this.listeners.get(type) ?? []) listener();
    }
    getLayer() {
      return undefined;
    }
  }
  return { FakeMap };
});

vi.mock('maplibre-gl', () => ({
  Map: maps.FakeMap,
  NavigationControl: class {},
  setWorkerUrl: vi.fn(),
}));

const STYLE_URL = 'https://tiles.example/style.json';
const LABEL = 'Map of activities';
const CENTER = { latitude: 41.3874, longitude: 2.1686 };

function withWebGL(available: boolean) {
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(
    () => (available ? {} : null) as ReturnType<HTMLCanvasElement['getContext']>,
  );
}

function answerSettings(ok = true) {
  mockApi(signedIn(), (url) => {
    if (url !== '/api/map/settings') return undefined;
    return ok
      ? Response.json({ styleUrl: STYLE_URL })
      : Response.json({ error: { code: 'internal', message: 'Internal Server Error' } }, { status: 500 });
  });
}

async function renderMap(onReady = vi.fn()) {
  renderWithProviders(<BaseMap center={CENTER} zoom={12} label={LABEL} onReady={onReady} />);
  const region = screen.getByRole('region', { name: LABEL });
  await waitFor(() => expect(maps.FakeMap.made).toHaveLength(1));
  const map = maps.FakeMap.made[0];
  if (!map) throw new Error('no map');
  return { region, map, onReady };
}

const plainNote = "The map's streets could not load. The places are shown on a plain background.";

beforeEach(() => {
  maps.FakeMap.made = [];
});

describe('BaseMap', () => {
  it('draws the configured style at the given place, named, and hands the map over', async () => {
    withWebGL(true);
    answerSettings();
    const { map, onReady } = await renderMap();

    expect(map.options).toMatchObject({
      style: STYLE_URL,
      center: [CENTER.longitude, CENTER.latitude],
      zoom: 12,
    });
    expect(onReady).toHaveBeenCalledWith(map, expect.objectContaining({ Map: maps.FakeMap }));
    act(() => map.fire('style.load'));
    expect(screen.queryByText(plainNote)).not.toBeInTheDocument();
    expect(map.setStyle).not.toHaveBeenCalled();
  });

  it('switches to the plain background and says so when the style fails before it loads', async () => {
    withWebGL(true);
    answerSettings();
    const { map, region } = await renderMap();

    act(() => map.fire('error'));
    expect(await screen.findByRole('status')).toHaveTextContent(plainNote);
    expect(region).toContainElement(screen.getByRole('status'));
    expect(map.setStyle).toHaveBeenCalledWith(
      expect.objectContaining({
        sources: {},
        layers: [expect.objectContaining({ paint: { 'background-color': PLAIN_BACKGROUND.light } })],
      }),
      { diff: false },
    );
    // The plain style's own load changes nothing.
    act(() => map.fire('style.load'));
    expect(map.setStyle).toHaveBeenCalledTimes(1);
  });

  it('keeps the streets when an error comes after the style has loaded (a missing tile)', async () => {
    withWebGL(true);
    answerSettings();
    const { map } = await renderMap();

    act(() => {
      map.fire('style.load');
      map.fire('error');
    });
    expect(screen.queryByText(plainNote)).not.toBeInTheDocument();
    expect(map.setStyle).not.toHaveBeenCalled();
  });

  it('gives up on a style that has not loaded in time', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    try {
      withWebGL(true);
      answerSettings();
      const { map } = await renderMap();

      act(() => vi.advanceTimersByTime(STYLE_LOAD_TIMEOUT_MS - 100));
      expect(map.setStyle).not.toHaveBeenCalled();
      act(() => vi.advanceTimersByTime(200));
      expect(map.setStyle).toHaveBeenCalledTimes(1);
      expect(screen.getByRole('status')).toHaveTextContent(plainNote);
    } finally {
      vi.useRealTimers();
    }
  });

  it('draws the plain background at once when the style address cannot be read', async () => {
    withWebGL(true);
    answerSettings(false);
    const { map } = await renderMap();

    expect(map.options).toMatchObject({ style: expect.objectContaining({ sources: {} }) });
    expect(await screen.findByRole('status')).toHaveTextContent(plainNote);
  });

  it('shows a note instead of a map in a browser without WebGL, and makes no map', async () => {
    withWebGL(false);
    answerSettings();
    renderWithProviders(<BaseMap center={CENTER} zoom={12} label={LABEL} />);

    expect(screen.getByRole('region', { name: LABEL })).toHaveTextContent(
      'This browser cannot show the map. The list shows the same activities.',
    );
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(maps.FakeMap.made).toHaveLength(0);
  });

  it('shows the same note when the map cannot be made after all, without throwing to the page', async () => {
    withWebGL(true);
    answerSettings();
    maps.FakeMap.failNext = true;
    renderWithProviders(<BaseMap center={CENTER} zoom={12} label={LABEL} />);

    expect(
      await screen.findByText('This browser cannot show the map. The list shows the same activities.'),
    ).toBeInTheDocument();
  });
});

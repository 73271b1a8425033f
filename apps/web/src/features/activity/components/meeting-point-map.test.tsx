import { fireEvent, screen, waitFor } from '@testing-library/react';
import { act } from 'react';
// Its IntersectionObserver stand-in reports nothing in view until a test says so.
import { mockAllIsIntersecting } from 'react-intersection-observer/test-utils';
import { MeetingPoint } from '#/features/activity/components/meeting-point.tsx';
import { anonymous, mockApi, renderWithProviders } from '#/test/render.tsx';

/**
 * MapLibre itself is replaced (jsdom has no WebGL): `loaded` counts the imports of the package, so a test
 * sees whether the page has asked for it at all, and FakeMap records the maps made and lets a test fire
 * their events.
 */
const maplibre = vi.hoisted(() => {
  type Listener = () => void;
  class FakeMarker {
    readonly element = document.createElement('div');
    getElement() {
      return this.element;
    }
    setLngLat() {
      return this;
    }
    addTo() {
      return this;
    }
    remove() {}
  }
  class FakeMap {
    static made: FakeMap[] = [];
    readonly listeners = new Map<string, Listener[]>();
    readonly setStyle = vi.fn();
    readonly remove = vi.fn();
    readonly addControl = vi.fn();
    readonly jumpTo = vi.fn();
    constructor() {
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
  return { FakeMap, FakeMarker, loaded: 0 };
});

vi.mock('maplibre-gl', () => {
  maplibre.loaded += 1;
  return {
    Map: maplibre.FakeMap,
    Marker: maplibre.FakeMarker,
    NavigationControl: class {},
    setWorkerUrl: vi.fn(),
  };
});

const MAP_NAME = 'Map of the meeting point: Terrat del Raval';
const plainNote = "The map's streets could not load. The places are shown on a plain background.";

function openMeetingPoint() {
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(
    () => ({}) as ReturnType<HTMLCanvasElement['getContext']>,
  );
  mockApi(anonymous, (url) =>
    url === '/api/map/settings' ? Response.json({ styleUrl: 'https://tiles.example/style.json' }) : undefined,
  );
  renderWithProviders(
    <MeetingPoint
      point={{ latitude: 41.380_52, longitude: 2.168_71 }}
      locationName="Terrat del Raval"
      address="Carrer de la Riera Baixa 14, Barcelona"
    />,
  );
}

/** Long enough for a lazy import that was asked for to have settled. */
const aMoment = () => act(() => new Promise((resolve) => setTimeout(resolve, 100)));

beforeEach(() => {
  maplibre.FakeMap.made = [];
});

// In this order: the first test is the one that sees MapLibre not imported yet (a module loads once a file).
describe("the meeting point's map", () => {
  it('does not import MapLibre until its box comes near the screen, while the words and link are there', async () => {
    openMeetingPoint();

    expect(screen.getByRole('heading', { name: "Where you'll meet" })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Open in maps/ })).toBeInTheDocument();
    await aMoment();
    expect(maplibre.loaded).toBe(0);
    expect(screen.queryByRole('region', { name: MAP_NAME })).not.toBeInTheDocument();

    act(() => mockAllIsIntersecting(true));
    expect(await screen.findByRole('region', { name: MAP_NAME })).toBeInTheDocument();
    expect(maplibre.loaded).toBe(1);
    await waitFor(() => expect(maplibre.FakeMap.made).toHaveLength(1));
  });

  it('loads the map when its box is touched before it comes near', async () => {
    openMeetingPoint();
    await aMoment();
    expect(screen.queryByRole('region', { name: MAP_NAME })).not.toBeInTheDocument();

    fireEvent.pointerDown(screen.getByTestId('meeting-point-placeholder'));
    expect(await screen.findByRole('region', { name: MAP_NAME })).toBeInTheDocument();
    await waitFor(() => expect(maplibre.FakeMap.made).toHaveLength(1));
  });

  it("shows the pin on the plain background, quietly, when the map's style cannot load", async () => {
    const consoleError = vi.spyOn(console, 'error');
    openMeetingPoint();
    act(() => mockAllIsIntersecting(true));
    await waitFor(() => expect(maplibre.FakeMap.made).toHaveLength(1));
    const map = maplibre.FakeMap.made[0];
    if (!map) throw new Error('no map');

    act(() => map.fire('error'));
    expect(await screen.findByRole('status')).toHaveTextContent(plainNote);
    expect(screen.getByRole('region', { name: MAP_NAME })).toContainElement(screen.getByRole('status'));
    expect(map.setStyle).toHaveBeenCalledWith(expect.objectContaining({ sources: {} }), { diff: false });
    expect(screen.getByRole('link', { name: /^Open in maps/ })).toBeInTheDocument();
    expect(consoleError).not.toHaveBeenCalled();
  });
});

import { act, render, screen } from '@testing-library/react';
import { useEffect, useRef } from 'react';
import { PinPickerMap } from '#/features/map/components/pin-picker-map.tsx';

/** Stand-ins for MapLibre (jsdom has no WebGL): a map that takes clicks, markers that are elements on it. */
const fakes = vi.hoisted(() => {
  type LngLat = { lng: number; lat: number };
  class FakeMarker {
    static made: FakeMarker[] = [];
    readonly options: Record<string, unknown>;
    readonly element = document.createElement('div');
    lngLat: LngLat = { lng: 0, lat: 0 };
    readonly listeners = new Map<string, () => void>();
    constructor(options: Record<string, unknown>) {
      this.options = options;
      FakeMarker.made.push(this);
    }
    getElement() {
      return this.element;
    }
    on(type: string, listener: () => void) {
      this.listeners.set(type, listener);
      return this;
    }
    setLngLat([lng, lat]: [number, number]) {
      this.lngLat = { lng, lat };
      return this;
    }
    getLngLat() {
      return this.lngLat;
    }
    addTo(map: FakeMap) {
      map.container.append(this.element);
      return this;
    }
    remove() {
      this.element.remove();
      return this;
    }
    /** A drag (by pointer or arrow keys) that ends at a place. */
    dragTo(lng: number, lat: number) {
      this.lngLat = { lng, lat };
      this.listeners.get('dragend')?.();
    }
  }
  class FakeMap {
    static current: FakeMap | null = null;
    container = document.createElement('div');
    readonly clicks: ((event: { lngLat: LngLat }) => void)[] = [];
    readonly easeTo = vi.fn();
    readonly scrollZoom = { disable: vi.fn() };
    inView = true;
    constructor() {
      this.container.dataset.testid = 'fake-map';
      FakeMap.current = this;
    }
    on(_type: 'click', listener: (event: { lngLat: LngLat }) => void) {
      this.clicks.push(listener);
    }
    off(_type: 'click', listener: (event: { lngLat: LngLat }) => void) {
      this.clicks.splice(this.clicks.indexOf(listener), 1);
    }
    click(lng: number, lat: number) {
      for (const listener of this.clicks) listener({ lngLat: { lng, lat } });
    }
    getBounds() {
      return { contains: () => this.inView };
    }
    getCanvas() {
      return document.createElement('canvas');
    }
  }
  return { FakeMap, FakeMarker };
});

vi.mock('#/features/map/components/base-map.tsx', () => ({
  BaseMap: ({
    center,
    zoom,
    label,
    onReady,
  }: {
    center: { latitude: number; longitude: number };
    zoom: number;
    label: string;
    onReady: (map: unknown, maplibre: unknown) => void;
  }) => {
    // As BaseMap: made once, with the onReady it was first given.
    const ready = useRef(onReady);
    useEffect(() => {
      const map = new fakes.FakeMap();
      document.body.append(map.container);
      ready.current(map, { Marker: fakes.FakeMarker });
      return () => map.container.remove();
    }, []);
    return (
      <section
        aria-label={label}
      >{`Opened at ${center.latitude}, ${center.longitude}, zoom ${zoom}`}</section>
    );
  },
}));

const map = () => fakes.FakeMap.current as InstanceType<typeof fakes.FakeMap>;
const pins = () => map().container.querySelectorAll('[aria-label="Meeting point pin"]');

function Picker({
  pin,
  onPlace,
}: {
  pin: { latitude: number; longitude: number } | null;
  onPlace: () => void;
}) {
  return <PinPickerMap pin={pin} label="Pin map" markerLabel="Meeting point pin" onPlace={onPlace} />;
}

describe('PinPickerMap', () => {
  beforeEach(() => {
    fakes.FakeMarker.made = [];
  });

  it('opens on Barcelona without a pin, and a click hands its place over', () => {
    const onPlace = vi.fn();
    render(<Picker pin={null} onPlace={onPlace} />);
    expect(screen.getByRole('region', { name: 'Pin map' })).toHaveTextContent(
      'Opened at 41.3874, 2.1686, zoom 12',
    );
    expect(pins()).toHaveLength(0);
    expect(map().scrollZoom.disable).toHaveBeenCalled();

    act(() => map().click(2.17, 41.39));
    expect(onPlace).toHaveBeenCalledWith({ latitude: 41.39, longitude: 2.17 });
  });

  it('opens on the pin, close in, with a named, draggable marker whose drag hands the new place over', () => {
    const onPlace = vi.fn();
    render(<Picker pin={{ latitude: 41.38, longitude: 2.16 }} onPlace={onPlace} />);
    expect(screen.getByRole('region', { name: 'Pin map' })).toHaveTextContent(
      'Opened at 41.38, 2.16, zoom 16',
    );
    expect(pins()).toHaveLength(1);
    const [marker] = fakes.FakeMarker.made;
    expect(marker?.options).toMatchObject({ draggable: true });
    expect(marker?.getLngLat()).toEqual({ lng: 2.16, lat: 41.38 });

    act(() => marker?.dragTo(2.165, 41.385));
    expect(onPlace).toHaveBeenCalledWith({ latitude: 41.385, longitude: 2.165 });
  });

  it('follows the pin it is given: moved (into view if outside it), removed, placed again', () => {
    const view = render(<Picker pin={{ latitude: 41.38, longitude: 2.16 }} onPlace={vi.fn()} />);
    const [marker] = fakes.FakeMarker.made;

    map().inView = false;
    view.rerender(<Picker pin={{ latitude: 41.4, longitude: 2.19 }} onPlace={vi.fn()} />);
    expect(marker?.getLngLat()).toEqual({ lng: 2.19, lat: 41.4 });
    expect(map().easeTo).toHaveBeenCalledWith({ center: [2.19, 41.4] });

    view.rerender(<Picker pin={null} onPlace={vi.fn()} />);
    expect(pins()).toHaveLength(0);

    view.rerender(<Picker pin={{ latitude: 41.41, longitude: 2.2 }} onPlace={vi.fn()} />);
    expect(pins()).toHaveLength(1);
    expect(fakes.FakeMarker.made).toHaveLength(1);
  });
});

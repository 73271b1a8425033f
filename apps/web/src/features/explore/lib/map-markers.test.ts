import type { ActivityPin } from '@sortim/contracts/map';
import {
  CLUSTER_MAX_ZOOM,
  indexPins,
  markersIn,
  openCluster,
  pinsArea,
} from '#/features/explore/lib/map-markers.ts';

const pin = (
  id: string,
  longitude: number,
  latitude: number,
  startTime = '2026-12-01T10:00:00Z',
): ActivityPin => ({
  id,
  longitude,
  latitude,
  title: `Activity ${id}`,
  priceCents: 2500,
  severalPrices: false,
  startTime,
  thumbnailUrl: null,
  state: 'bookable',
  moreDates: 0,
});

const WORLD = { west: -180, south: -85, east: 180, north: 85 };
const BARCELONA = { west: 2.05, south: 41.3, east: 2.25, north: 41.47 };

// Two in the Gothic Quarter, a street apart; one in Gràcia, a few kilometres north.
const gothic1 = pin('gothic-1', 2.1765, 41.3833);
const gothic2 = pin('gothic-2', 2.1771, 41.3839);
const gracia = pin('gracia', 2.1565, 41.4036);

describe('markersIn', () => {
  it('clusters pins a street apart when the whole city is in view, with their count', () => {
    const markers = markersIn(indexPins([gothic1, gothic2, gracia]), BARCELONA, 12);
    expect(markers).toHaveLength(2);
    expect(markers).toContainEqual(expect.objectContaining({ kind: 'cluster', count: 2 }));
    expect(markers).toContainEqual(expect.objectContaining({ kind: 'pin', key: 'pin-gracia', pin: gracia }));
  });

  it('shows every pin on its own once zoomed in to the streets', () => {
    const markers = markersIn(indexPins([gothic1, gothic2, gracia]), BARCELONA, CLUSTER_MAX_ZOOM + 1);
    expect(markers.map((m) => m.key).sort()).toEqual(['pin-gothic-1', 'pin-gothic-2', 'pin-gracia']);
  });

  it('leaves out pins outside the view', () => {
    const gothicOnly = { west: 2.17, south: 41.38, east: 2.18, north: 41.39 };
    const markers = markersIn(indexPins([gothic1, gothic2, gracia]), gothicOnly, CLUSTER_MAX_ZOOM + 1);
    expect(markers.map((m) => m.key).sort()).toEqual(['pin-gothic-1', 'pin-gothic-2']);
  });

  it('draws nothing for no pins', () => {
    expect(markersIn(indexPins([]), WORLD, 3)).toEqual([]);
  });
});

describe('openCluster', () => {
  it('zooms in to where a cluster splits', () => {
    const index = indexPins([gothic1, gothic2, gracia]);
    const cluster = markersIn(index, BARCELONA, 12).find((m) => m.kind === 'cluster');
    if (cluster?.kind !== 'cluster') throw new Error('expected a cluster');
    const opened = openCluster(index, cluster.clusterId);
    expect(opened.kind).toBe('zoom');
    if (opened.kind !== 'zoom') return;
    expect(opened.zoom).toBeGreaterThan(12);
    expect(opened.zoom).toBeLessThanOrEqual(CLUSTER_MAX_ZOOM);
    // At that zoom the two stand apart.
    expect(markersIn(index, BARCELONA, opened.zoom).filter((m) => m.kind === 'pin')).toHaveLength(3);
  });

  it('lists pins that share one spot, soonest first, as zooming could never part them', () => {
    const later = pin('same-later', 2.17, 41.38, '2026-12-05T10:00:00Z');
    const sooner = pin('same-sooner', 2.17, 41.38, '2026-12-02T10:00:00Z');
    const index = indexPins([later, sooner]);
    const cluster = markersIn(index, BARCELONA, 12)[0];
    if (cluster?.kind !== 'cluster') throw new Error('expected a cluster');
    expect(openCluster(index, cluster.clusterId)).toEqual({ kind: 'list', pins: [sooner, later] });
  });
});

describe('pinsArea', () => {
  it('is the smallest area holding every pin, or null for none', () => {
    expect(pinsArea([gothic1, gracia])).toEqual({
      west: 2.1565,
      south: 41.3833,
      east: 2.1765,
      north: 41.4036,
    });
    expect(pinsArea([])).toBeNull();
  });
});

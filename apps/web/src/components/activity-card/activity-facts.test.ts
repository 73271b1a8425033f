import { mapsQuery, mapsSearchUrl, stateBadge } from '#/components/activity-card/activity-facts.ts';

describe('stateBadge', () => {
  it.each([
    [1, { kind: 'few', count: 1 }],
    [2, { kind: 'few', count: 2 }],
    [3, { kind: 'some', count: 3 }],
    [5, { kind: 'some', count: 5 }],
    [6, null],
    [40, null],
  ])('with %i spots left is %j', (spots, expected) => {
    expect(stateBadge({ state: 'bookable', spotsRemaining: spots })).toEqual(expected);
  });

  it.each(['sold-out', 'waitlist-only', 'started', 'cancelled'] as const)(
    'names the state %s whatever the spots left',
    (state) => {
      expect(stateBadge({ state, spotsRemaining: 2 })).toEqual({ kind: state });
      expect(stateBadge({ state, spotsRemaining: 0 })).toEqual({ kind: state });
    },
  );
});

describe('mapsQuery', () => {
  it('prefers the address, then the location name, then the location', () => {
    expect(mapsQuery({ address: 'Carrer de Blai 12', locationName: 'Poble-sec', location: 'BCN' })).toBe(
      'Carrer de Blai 12',
    );
    expect(mapsQuery({ address: ' ', locationName: 'Poble-sec', location: 'BCN' })).toBe('Poble-sec');
    expect(mapsQuery({ address: '', locationName: '', location: 'Barcelona' })).toBe('Barcelona');
    expect(mapsQuery({ address: '', locationName: '', location: null })).toBeNull();
  });

  it("prefers the host's pin to any words", () => {
    const place = { address: 'Carrer de Blai 12', locationName: 'Poble-sec', location: 'BCN' };
    expect(mapsQuery({ ...place, latitude: 41.3741, longitude: 2.1628 })).toBe('41.3741,2.1628');
    expect(mapsQuery({ ...place, latitude: null, longitude: null })).toBe('Carrer de Blai 12');
  });

  it('builds an encoded Google Maps search', () => {
    expect(mapsSearchUrl('Plaça Reial 1, Barcelona')).toBe(
      'https://www.google.com/maps/search/?api=1&query=Pla%C3%A7a%20Reial%201%2C%20Barcelona',
    );
  });
});

import { seriesStarts } from '#/features/activity-editor/lib/series-starts.ts';
import { isoToWallTime, isWallTime, wallTimeToIso } from '#/lib/wall-time.ts';

const MADRID = 'Europe/Madrid';
const LISBON = 'Europe/Lisbon';

describe('wall times on a city clock', () => {
  it.each([
    ['2027-03-27T19:00', '2027-03-27T18:00:00.000Z'],
    // The clocks go forward on 28 March 2027: 19:00 is then UTC+2.
    ['2027-03-29T19:00', '2027-03-29T17:00:00.000Z'],
    ['2027-10-31T10:30', '2027-10-31T09:30:00.000Z'],
    ['2027-07-01T00:00:00', '2027-06-30T22:00:00.000Z'],
  ])('reads %s in Europe/Madrid as %s', (local, iso) => {
    expect(wallTimeToIso(local, MADRID)).toBe(iso);
  });

  it('reads the same wall time an hour later on Lisbon’s clock', () => {
    expect(wallTimeToIso('2027-03-27T19:00', LISBON)).toBe('2027-03-27T19:00:00.000Z');
    expect(wallTimeToIso('2027-07-01T19:00', LISBON)).toBe('2027-07-01T18:00:00.000Z');
  });

  it('refuses what is not a time', () => {
    expect(wallTimeToIso('', MADRID)).toBeNull();
    expect(wallTimeToIso('27/03/2027 19:00', MADRID)).toBeNull();
    expect(isWallTime('27/03/2027 19:00')).toBe(false);
    expect(isWallTime('2027-03-27T19:00')).toBe(true);
  });

  it('shows an instant as its wall time on the city’s clock', () => {
    expect(isoToWallTime('2027-03-29T17:00:00.000Z', MADRID)).toBe('2027-03-29T19:00');
    expect(isoToWallTime('2027-01-10T09:15:00.000Z', MADRID)).toBe('2027-01-10T10:15');
    expect(isoToWallTime('2027-03-29T17:00:00.000Z', LISBON)).toBe('2027-03-29T18:00');
  });

  it('keeps a weekly 19:00 at 19:00 across the daylight-saving change', () => {
    const starts = seriesStarts('2027-03-20T18:00:00.000Z', 3, 'weekly', MADRID).map((d) => d.toISOString());
    expect(starts).toEqual([
      '2027-03-20T18:00:00.000Z',
      '2027-03-27T18:00:00.000Z',
      '2027-04-03T17:00:00.000Z',
    ]);
    const lisbon = seriesStarts('2027-03-20T19:00:00.000Z', 3, 'weekly', LISBON).map((d) => d.toISOString());
    expect(lisbon).toEqual([
      '2027-03-20T19:00:00.000Z',
      '2027-03-27T19:00:00.000Z',
      '2027-04-03T18:00:00.000Z',
    ]);
  });

  it('spaces every 2 weeks by 14 days and monthly by 30', () => {
    const biweekly = seriesStarts('2027-05-01T08:00:00.000Z', 2, 'biweekly', MADRID);
    const monthly = seriesStarts('2027-05-01T08:00:00.000Z', 2, 'monthly', MADRID);
    expect(biweekly[1]?.toISOString()).toBe('2027-05-15T08:00:00.000Z');
    expect(monthly[1]?.toISOString()).toBe('2027-05-31T08:00:00.000Z');
  });
});

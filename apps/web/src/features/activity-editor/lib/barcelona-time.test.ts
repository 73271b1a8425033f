import {
  barcelonaLocalToIso,
  isoToBarcelonaLocal,
  seriesStarts,
} from '#/features/activity-editor/lib/barcelona-time.ts';

describe('Barcelona wall times', () => {
  it.each([
    ['2027-03-27T19:00', '2027-03-27T18:00:00.000Z'],
    // The clocks go forward on 28 March 2027: 19:00 is then UTC+2.
    ['2027-03-29T19:00', '2027-03-29T17:00:00.000Z'],
    ['2027-10-31T10:30', '2027-10-31T09:30:00.000Z'],
    ['2027-07-01T00:00:00', '2027-06-30T22:00:00.000Z'],
  ])('reads %s in Europe/Madrid as %s', (local, iso) => {
    expect(barcelonaLocalToIso(local)).toBe(iso);
  });

  it('refuses what is not a time', () => {
    expect(barcelonaLocalToIso('')).toBeNull();
    expect(barcelonaLocalToIso('27/03/2027 19:00')).toBeNull();
  });

  it('shows an instant as its Barcelona wall time', () => {
    expect(isoToBarcelonaLocal('2027-03-29T17:00:00.000Z')).toBe('2027-03-29T19:00');
    expect(isoToBarcelonaLocal('2027-01-10T09:15:00.000Z')).toBe('2027-01-10T10:15');
  });

  it('keeps a weekly 19:00 at 19:00 across the daylight-saving change', () => {
    const starts = seriesStarts('2027-03-20T18:00:00.000Z', 3, 'weekly').map((d) => d.toISOString());
    expect(starts).toEqual([
      '2027-03-20T18:00:00.000Z',
      '2027-03-27T18:00:00.000Z',
      '2027-04-03T17:00:00.000Z',
    ]);
  });

  it('spaces every 2 weeks by 14 days and monthly by 30', () => {
    const biweekly = seriesStarts('2027-05-01T08:00:00.000Z', 2, 'biweekly');
    const monthly = seriesStarts('2027-05-01T08:00:00.000Z', 2, 'monthly');
    expect(biweekly[1]?.toISOString()).toBe('2027-05-15T08:00:00.000Z');
    expect(monthly[1]?.toISOString()).toBe('2027-05-31T08:00:00.000Z');
  });
});

import { describe, expect, it } from 'vitest';
import { occurrenceTitle, seriesOccurrences } from './series.ts';

const first = {
  title: 'Sunset yoga',
  startTime: new Date('2027-03-13T18:00:00Z'), // Saturday 13 March 2027, 19:00 in Barcelona (CET)
  endTime: new Date('2027-03-13T19:30:00Z'),
};

describe('seriesOccurrences', () => {
  it('makes one activity without a recurrence', () => {
    expect(seriesOccurrences(first, null)).toEqual([first]);
  });

  it('spaces occurrences 7, 14 or 30 days apart, numbering the titles from the second', () => {
    const weekly = seriesOccurrences(first, { occurrences: 4, frequency: 'weekly' });
    expect(weekly.map((o) => o.title)).toEqual([
      'Sunset yoga',
      'Sunset yoga (2)',
      'Sunset yoga (3)',
      'Sunset yoga (4)',
    ]);
    const monthly = seriesOccurrences(
      { ...first, startTime: new Date('2027-01-05T18:00:00Z'), endTime: new Date('2027-01-05T19:30:00Z') },
      { occurrences: 3, frequency: 'monthly' },
    );
    expect(monthly.map((o) => o.startTime.toISOString())).toEqual([
      '2027-01-05T18:00:00.000Z',
      '2027-02-04T18:00:00.000Z',
      '2027-03-06T18:00:00.000Z',
    ]);
    const biweekly = seriesOccurrences(
      { ...first, startTime: new Date('2027-01-05T18:00:00Z'), endTime: new Date('2027-01-05T19:30:00Z') },
      { occurrences: 2, frequency: 'biweekly' },
    );
    expect(biweekly[1]?.startTime.toISOString()).toBe('2027-01-19T18:00:00.000Z');
  });

  it('keeps 19:00 in Barcelona across the change to summer time, and the same length', () => {
    const weekly = seriesOccurrences(first, { occurrences: 4, frequency: 'weekly' });
    expect(weekly.map((o) => o.startTime.toISOString())).toEqual([
      '2027-03-13T18:00:00.000Z',
      '2027-03-20T18:00:00.000Z',
      // 28 March 2027 is the last Sunday of March: CEST from then on, so 19:00 is 17:00 UTC.
      '2027-03-27T18:00:00.000Z',
      '2027-04-03T17:00:00.000Z',
    ]);
    for (const o of weekly) expect(o.endTime.getTime() - o.startTime.getTime()).toBe(90 * 60_000);
  });

  it('keeps 19:00 across the change back to winter time', () => {
    const autumn = seriesOccurrences(
      { ...first, startTime: new Date('2027-10-30T17:00:00Z'), endTime: new Date('2027-10-30T18:00:00Z') },
      { occurrences: 2, frequency: 'weekly' },
    );
    // 31 October 2027 ends summer time: the next Saturday's 19:00 is 18:00 UTC.
    expect(autumn[1]?.startTime.toISOString()).toBe('2027-11-06T18:00:00.000Z');
  });

  it('makes 2 to 52 occurrences', () => {
    expect(seriesOccurrences(first, { occurrences: 52, frequency: 'weekly' })).toHaveLength(52);
    expect(seriesOccurrences(first, { occurrences: 2, frequency: 'monthly' })).toHaveLength(2);
  });
});

describe('occurrenceTitle', () => {
  it('shortens a long title so the number fits within 100 characters', () => {
    const long = 'x'.repeat(100);
    expect(occurrenceTitle(long, 11)).toBe(`${'x'.repeat(95)} (12)`);
    expect(occurrenceTitle(long, 11)).toHaveLength(100);
  });
});

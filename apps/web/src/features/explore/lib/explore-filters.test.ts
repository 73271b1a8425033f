import { ActivityListQuery, BoundingBox } from '@sortim/contracts/activities';
import {
  EMPTY_FILTERS,
  filtersToParams,
  formatBoundingBox,
  parseBoundingBox,
  parseDate,
  parseFilters,
  parsePrice,
  parseSearchText,
  thisWeekend,
  withCategories,
} from '#/features/explore/lib/explore-filters.ts';

describe('the URL fields, read without zod as the contract reads them', () => {
  /** What `ActivityListQuery`'s own schema for the field makes of the text: its value, or undefined. */
  const byContract = (field: 'q' | 'priceMin' | 'priceMax' | 'dateFrom' | 'dateTo', raw: string) => {
    const parsed = ActivityListQuery.shape[field].safeParse(raw);
    return parsed.success ? parsed.data : undefined;
  };

  it.each(['', 'paella', '  paella  ', '   ', 'x'.repeat(100), ` ${'x'.repeat(100)} `, 'x'.repeat(101)])(
    'q %j',
    (raw) => {
      expect(parseSearchText(raw)).toEqual(byContract('q', raw));
    },
  );

  it.each(['', '0', '10', ' 10 ', '100', '101', '-1', '10.5', '1e1', '0x10', 'abc', 'Infinity', 'NaN'])(
    'priceMin and priceMax %j',
    (raw) => {
      expect(parsePrice(raw)).toEqual(byContract('priceMin', raw));
      expect(parsePrice(raw)).toEqual(byContract('priceMax', raw));
    },
  );

  it.each([
    '2026-11-28',
    '2028-02-29',
    '2027-02-29',
    '2027-02-30',
    '2026-13-01',
    '2026-1-1',
    '26-11-28',
    '',
    'x',
  ])('dateFrom and dateTo %j', (raw) => {
    expect(parseDate(raw)).toEqual(byContract('dateFrom', raw));
    expect(parseDate(raw)).toEqual(byContract('dateTo', raw));
  });

  it.each([
    '2.1,41.3,2.2,41.4',
    ' 2.1 , 41.3 , 2.2 , 41.4 ',
    '-180,-90,180,90',
    '-181,41.3,2.2,41.4',
    '2.1,41.3,180.5,41.4',
    '2.2,41.3,2.1,41.4',
    '2.1,41.4,2.2,41.4',
    '2.1,41.3,2.2',
    '2.1,41.3,2.2,41.4,5',
    '2.1,,2.2,41.4',
    'a,b,c,d',
    '1e-3,0,2e-3,1',
    `2.1,41.3,2.2,41.${'4'.repeat(100)}`,
    '',
  ])('bbox %j', (raw) => {
    const parsed = BoundingBox.safeParse(raw);
    expect(parseBoundingBox(raw)).toEqual(parsed.success ? parsed.data : undefined);
  });

  it('reads an absent field as absent', () => {
    expect([parseSearchText(null), parsePrice(null), parseDate(null), parseBoundingBox(null)]).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });
});

describe('parseFilters and filtersToParams', () => {
  it('round-trips every filter through the URL query', () => {
    const filters = {
      ...EMPTY_FILTERS,
      q: 'paella',
      categories: ['Be Active' as const],
      subcategories: ['Do Yoga'],
      priceMin: 10,
      priceMax: 40,
      dateFrom: '2026-11-28',
      dateTo: '2026-11-29',
      timeOfDay: ['morning' as const, 'evening' as const],
      languages: ['English' as const, 'French' as const],
      difficulty: ['Beginner' as const],
      bbox: { west: 2.12345, south: 41.35, east: 2.2, north: 41.41234 },
    };
    expect(parseFilters(filtersToParams(filters))).toEqual(filters);
  });

  it('writes the map area with five decimals, west,south,east,north', () => {
    const area = { west: 2.123456789, south: 41.3, east: 2.2000049, north: 41.41 };
    expect(formatBoundingBox(area)).toBe('2.12346,41.3,2.2,41.41');
    expect(filtersToParams({ ...EMPTY_FILTERS, bbox: area }).get('bbox')).toBe('2.12346,41.3,2.2,41.41');
  });

  it('leaves defaults out of the query', () => {
    expect(filtersToParams(EMPTY_FILTERS).toString()).toBe('');
  });

  it('ignores invalid values one by one', () => {
    const filters = parseFilters(
      new URLSearchParams(
        'categories=Be Active,Nope&difficulty=Expert,Advanced&languages=Klingon,Spanish&timeOfDay=night&priceMin=abc&priceMax=500&dateFrom=2026-02-30',
      ),
    );
    expect(filters).toEqual({
      ...EMPTY_FILTERS,
      categories: ['Be Active'],
      difficulty: ['Advanced'],
      languages: ['Spanish'],
    });
  });

  it('drops a price range upside down and a date to before the date from', () => {
    const filters = parseFilters(
      new URLSearchParams('priceMin=50&priceMax=20&dateFrom=2026-12-10&dateTo=2026-12-01'),
    );
    expect(filters).toMatchObject({ priceMin: 0, priceMax: 100, dateFrom: '2026-12-10', dateTo: undefined });
  });

  it('keeps subcategories only under a selected category', () => {
    expect(parseFilters(new URLSearchParams('subcategories=Do Yoga')).subcategories).toEqual([]);
    const active = parseFilters(new URLSearchParams('categories=Be Active&subcategories=Do Yoga'));
    expect(active.subcategories).toEqual(['Do Yoga']);
    expect(withCategories(active, []).subcategories).toEqual([]);
  });
});

describe('thisWeekend', () => {
  it('is the next Saturday and Sunday on a weekday', () => {
    // Wednesday 25 November 2026, noon in Barcelona.
    expect(thisWeekend(new Date('2026-11-25T11:00:00Z'))).toEqual({
      dateFrom: '2026-11-28',
      dateTo: '2026-11-29',
    });
  });

  it('reads the day in Barcelona: Friday 23:30 UTC is already Saturday there', () => {
    expect(thisWeekend(new Date('2026-11-27T23:30:00Z'))).toEqual({
      dateFrom: '2026-11-28',
      dateTo: '2026-11-29',
    });
  });

  it('is today and tomorrow on a Saturday, across the summer-time change', () => {
    expect(thisWeekend(new Date('2026-03-28T10:00:00Z'))).toEqual({
      dateFrom: '2026-03-28',
      dateTo: '2026-03-29',
    });
  });

  it('is the coming weekend on a Sunday', () => {
    expect(thisWeekend(new Date('2026-11-29T10:00:00Z'))).toEqual({
      dateFrom: '2026-12-05',
      dateTo: '2026-12-06',
    });
  });

  it('counts a Sunday 22:30 UTC in summer as Monday in Barcelona', () => {
    // Sunday 28 June 2026 22:30 UTC is Monday 00:30 in Barcelona.
    expect(thisWeekend(new Date('2026-06-28T22:30:00Z'))).toEqual({
      dateFrom: '2026-07-04',
      dateTo: '2026-07-05',
    });
  });
});

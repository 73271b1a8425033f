import {
  formatCoordinate,
  parseCoordinate,
  roundCoordinate,
  toPoint,
} from '#/features/activity-editor/lib/coordinates.ts';

describe('parseCoordinate', () => {
  it.each([
    ['', null],
    ['  ', null],
    ['41.3874', 41.3874],
    ['41,3874', 41.3874],
    ['-2.5', -2.5],
    ['41.', 41],
    ['.5', 0.5],
  ])('reads %j as %s', (text, value) => {
    expect(parseCoordinate(text)).toBe(value);
  });

  it.each(['41.3.2', 'north', '41°', '1e3', '-'])('reads %j as no number', (text) => {
    expect(parseCoordinate(text)).toBeNaN();
  });
});

describe('roundCoordinate and formatCoordinate', () => {
  it('keep six decimals at most, without trailing zeros', () => {
    expect(roundCoordinate(41.387_412_345)).toBe(41.387_412);
    expect(formatCoordinate(2.168_6)).toBe('2.1686');
    expect(formatCoordinate(-0.000_000_4)).toBe('0');
  });
});

describe('toPoint', () => {
  it('is a pin only with both numbers on the globe', () => {
    expect(toPoint(41.38, 2.17)).toEqual({ latitude: 41.38, longitude: 2.17 });
    expect(toPoint(41.38, null)).toBeNull();
    expect(toPoint(null, 2.17)).toBeNull();
    expect(toPoint(91, 2.17)).toBeNull();
    expect(toPoint(41.38, -181)).toBeNull();
    expect(toPoint(Number.NaN, 2.17)).toBeNull();
  });
});

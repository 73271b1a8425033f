import { nextStyleStatus, PLAIN_BACKGROUND, plainStyle } from '#/features/map/lib/style-fallback.ts';

describe('nextStyleStatus', () => {
  it('draws the streets once the configured style loads', () => {
    expect(nextStyleStatus('loading', 'style-loaded')).toBe('ready');
  });

  it.each(['error', 'timeout', 'settings-failed'] as const)(
    'falls back to the plain background when the style is still loading and %s comes',
    (event) => {
      expect(nextStyleStatus('loading', event)).toBe('fallback');
    },
  );

  it.each(['error', 'timeout'] as const)(
    'keeps the streets once drawn when %s comes later (a tile, say)',
    (event) => {
      expect(nextStyleStatus('ready', event)).toBe('ready');
    },
  );

  it('stays on the plain background when that style loads in turn', () => {
    expect(nextStyleStatus('fallback', 'style-loaded')).toBe('fallback');
    expect(nextStyleStatus('fallback', 'error')).toBe('fallback');
  });
});

describe('plainStyle', () => {
  it('is one background layer with nothing to fetch, in the colour of the theme', () => {
    const light = plainStyle(false);
    expect(light.sources).toEqual({});
    expect(light.glyphs).toBeUndefined();
    expect(light.sprite).toBeUndefined();
    expect(light.layers).toEqual([
      { id: 'background', type: 'background', paint: { 'background-color': PLAIN_BACKGROUND.light } },
    ]);
    expect(plainStyle(true).layers[0]).toMatchObject({
      paint: { 'background-color': PLAIN_BACKGROUND.dark },
    });
  });
});

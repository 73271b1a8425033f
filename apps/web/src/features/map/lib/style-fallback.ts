import type { StyleSpecification } from 'maplibre-gl';

/**
 * Whether the map draws its configured style (the streets) or the plain one. A style that cannot load (its
 * server down, blocked, too slow) must not leave a blank box: the map switches to a plain background, which
 * needs no request, and says so; the markers are HTML over the map and work the same on either.
 */
export type StyleStatus = 'loading' | 'ready' | 'fallback';

/**
 * What the map tells us about its style: it loaded, it reported an error, or STYLE_LOAD_TIMEOUT_MS passed.
 * `settings-failed`: the style's address itself could not be read (GET /api/map/settings failed).
 */
export type StyleEvent = 'style-loaded' | 'error' | 'timeout' | 'settings-failed';

/** How long a style may take before the plain background takes over (a slow phone network still makes it). */
export const STYLE_LOAD_TIMEOUT_MS = 8000;

/**
 * The next status. Only a style still loading can fail over: once the streets are drawn, a later error (one
 * tile, say) leaves them, and once on the plain background the map stays there (its own load is no news).
 */
export function nextStyleStatus(status: StyleStatus, event: StyleEvent): StyleStatus {
  if (status !== 'loading') return status;
  return event === 'style-loaded' ? 'ready' : 'fallback';
}

/**
 * Calm blue-greys, like a map's water and land without the streets: the light one under the light theme,
 * a dark one under the dark theme, so the white markers read on both.
 */
export const PLAIN_BACKGROUND = { light: '#dde5ea', dark: '#2b3a44' } as const;

/** The plain style: a background and nothing to fetch (no sources, glyphs or sprites). */
export function plainStyle(dark: boolean): StyleSpecification {
  return {
    version: 8,
    sources: {},
    layers: [
      {
        id: 'background',
        type: 'background',
        paint: { 'background-color': dark ? PLAIN_BACKGROUND.dark : PLAIN_BACKGROUND.light },
      },
    ],
  };
}

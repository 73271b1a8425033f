import { MapSettings } from '@sortim/contracts/map';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '#src/test/app.ts';

const directive = (csp: string | undefined, name: string) =>
  csp
    ?.split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name} `));

describe('GET /api/map/settings', () => {
  describe('with the default style', () => {
    const ctx = useTestApp();

    it("answers OpenFreeMap's Liberty style to anyone, cacheable for five minutes", async () => {
      const res = await ctx.app.inject({ method: 'GET', url: '/api/map/settings' });
      expect(res.statusCode).toBe(200);
      expect(MapSettings.parse(res.json())).toEqual({
        styleUrl: 'https://tiles.openfreemap.org/styles/liberty',
      });
      expect(res.headers['cache-control']).toBe('public, max-age=300');
    });

    it("lets pages fetch the style's tiles, glyphs and sprites from its origin, and start MapLibre's workers", async () => {
      const csp = (await ctx.app.inject({ method: 'GET', url: '/api/health' })).headers[
        'content-security-policy'
      ];
      expect(directive(String(csp), 'connect-src')).toBe("connect-src 'self' https://tiles.openfreemap.org");
      expect(directive(String(csp), 'img-src')).toBe(
        "img-src 'self' data: blob: https://tiles.openfreemap.org",
      );
      expect(directive(String(csp), 'worker-src')).toBe("worker-src 'self' blob:");
      // Nothing else gains the map's origin: it serves data, never scripts.
      expect(directive(String(csp), 'script-src')).toBe("script-src 'self' 'wasm-unsafe-eval'");
    });
  });

  describe('with a configured local style (the journeys serve their own)', () => {
    const ctx = useTestApp({ MAP_STYLE_URL: 'http://127.0.0.1:4179/styles/test.json' });

    it('answers the configured style and allows its origin only', async () => {
      const res = await ctx.app.inject({ method: 'GET', url: '/api/map/settings' });
      expect(res.json()).toEqual({ styleUrl: 'http://127.0.0.1:4179/styles/test.json' });
      const csp = String(res.headers['content-security-policy']);
      expect(directive(csp, 'connect-src')).toBe("connect-src 'self' http://127.0.0.1:4179");
      expect(csp).not.toContain('openfreemap');
    });
  });
});

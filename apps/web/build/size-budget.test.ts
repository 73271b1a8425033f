import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { BuildManifest } from '@sortim/contracts/build-manifest';
import { WEB_ROUTES } from '@sortim/contracts/web-routes';
import { BUDGETS, firstLoadFiles, forbiddenIn, packagesIn } from './size-budget.ts';

const manifest: BuildManifest = {
  'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_react.js'], css: ['assets/index.css'] },
  '_react.js': { file: 'assets/react.js' },
  '_shared.js': { file: 'assets/shared.js', imports: ['_react.js'] },
  'src/page.tsx': { file: 'assets/page.js', isDynamicEntry: true, imports: ['_shared.js', 'index.html'] },
  'src/other-page.tsx': { file: 'assets/other-page.js', isDynamicEntry: true, imports: ['_other.js'] },
  '_other.js': { file: 'assets/other.js' },
  'virtual:catalog/en': { file: 'assets/en.js', isDynamicEntry: true },
} as BuildManifest;

describe('firstLoadFiles', () => {
  it('counts the entry, its static imports and the page with its own, each once, and no other page', () => {
    expect(firstLoadFiles(manifest, 'src/page.tsx').sort()).toEqual(
      ['assets/index.js', 'assets/page.js', 'assets/react.js', 'assets/shared.js'].sort(),
    );
  });

  it('counts only the entry for a page bundled into it, and adds what the entry waits for', () => {
    expect(firstLoadFiles(manifest, null, ['virtual:catalog/en']).sort()).toEqual(
      ['assets/en.js', 'assets/index.js', 'assets/react.js'].sort(),
    );
  });
});

describe('BUDGETS', () => {
  it('names pages of the route table that have a page module', () => {
    for (const budget of BUDGETS) {
      expect(WEB_ROUTES.find((route) => route.path === budget.path)?.module).toBeTruthy();
    }
  });

  it("keeps MapLibre out of every budgeted page's first load, the activity's meeting point included", () => {
    expect(BUDGETS.find((budget) => budget.path === '/activity/:id')?.without).toContain('maplibre-gl');
    for (const budget of BUDGETS) expect(budget.without).toContain('maplibre-gl');
  });
});

describe('packagesIn', () => {
  it("names the packages of a chunk's modules, scoped ones whole, and not the app's own files", () => {
    const sources = [
      '../../../node_modules/maplibre-gl/dist/maplibre-gl.mjs',
      '../../../node_modules/@tanstack/query-core/build/modern/query.js',
      '..\\..\\node_modules\\react-dom\\cjs\\react-dom.production.js',
      '../../src/features/map/components/base-map.tsx',
    ];
    expect([...packagesIn({ sources })].sort()).toEqual(['@tanstack/query-core', 'maplibre-gl', 'react-dom']);
  });
});

describe('forbiddenIn', () => {
  it("finds a package that must load later in a first-load file's source map", () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'size-budget-'));
    try {
      const shell = path.join(dir, 'shell.js');
      const page = path.join(dir, 'activity.js');
      writeFileSync(`${shell}.map`, JSON.stringify({ sources: ['../node_modules/react/index.js'] }));
      writeFileSync(
        `${page}.map`,
        JSON.stringify({
          sources: ['../src/meeting-point.tsx', '../node_modules/maplibre-gl/dist/index.mjs'],
        }),
      );
      expect(forbiddenIn([shell], ['maplibre-gl'])).toEqual([]);
      expect(forbiddenIn([shell, page], ['maplibre-gl'])).toEqual(['maplibre-gl in activity.js']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

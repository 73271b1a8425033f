import type { BuildManifest } from '@sortim/contracts/build-manifest';
import { WEB_ROUTES } from '@sortim/contracts/web-routes';
import { BUDGETS, firstLoadFiles } from './size-budget.ts';

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
});

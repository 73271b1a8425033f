import { readFileSync } from 'node:fs';
import path from 'node:path';
import { CATALOG_PARTS } from '@sortim/contracts/build-manifest';
import { guardsOf, needsWholeCatalog, WEB_ROUTES } from '@sortim/contracts/web-routes';
import { describe, expect, it } from 'vitest';
import en from '../src/locales/en.json';
import { catalogPart, REST_SECTIONS } from './catalog-sections.ts';

const WEB_ROOT = path.resolve(import.meta.dirname, '..');
const SOURCE = /\.tsx?$/;

const IMPORT = /(?:from\s+|import\s*\(\s*|import\s+)'#\/([^']+)'/g;

/**
 * The modules a guest can run: the entry and the pages that need only the first and guest parts, with
 * what they import, statically or on demand, however deep. The router's imports on demand are not
 * followed (it names every page), nor those of a module that loads the whole catalog with them (the
 * activity host's reply form: `loadPageCatalogs({ wholeCatalog: true })` beside its import).
 */
function guestModules(): Set<string> {
  const guestPages = WEB_ROUTES.filter((route) => route.module && !needsWholeCatalog(route));
  const pending = [
    'src/main.tsx',
    ...guestPages.flatMap((route) => [...guardsOf(route), route.module ?? '']),
  ];
  const found = new Set<string>();
  for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
    if (found.has(file)) continue;
    found.add(file);
    const code = readFileSync(path.join(WEB_ROOT, file), 'utf8');
    const loadsWholeCatalog = code.includes('loadPageCatalogs({ wholeCatalog: true })');
    for (const [statement, target] of code.matchAll(IMPORT)) {
      if ((file === 'src/app/router.tsx' || loadsWholeCatalog) && statement.includes('(')) continue;
      if (SOURCE.test(target ?? '')) pending.push(`src/${target}`);
    }
  }
  return found;
}

describe('the catalog parts', () => {
  it('are the ones the contracts name, and together hold every section once', () => {
    const parts = CATALOG_PARTS.map((part) => Object.keys(catalogPart(en, part)));
    expect(parts.flat().sort()).toEqual(Object.keys(en).sort());
    for (const sections of parts) expect(sections.length).toBeGreaterThan(0);
  });

  it("leave the rest's sections to the pages that load the whole catalog", () => {
    const restKey = new RegExp(`['"\`](${REST_SECTIONS.join('|')})\\.[A-Za-z]`);
    const modules = [...guestModules()];
    expect(modules).toContain('src/features/activity/components/review-form.tsx');
    const using = modules.filter((file) => restKey.test(readFileSync(path.join(WEB_ROOT, file), 'utf8')));
    expect(using, 'guest-side modules showing words of the catalog part guests do not load').toEqual([]);
  });
});

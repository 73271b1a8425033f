import { CATEGORIES, LEVELS, SUBTYPES } from '@sortim/contracts/taxonomy';
import { i18n } from '#/lib/i18n.ts';
import { LANGUAGE_NAMES, taxonomyText } from '#/lib/taxonomy-text.ts';
import ca from '#/locales/ca.json';
import en from '#/locales/en.json';
import es from '#/locales/es.json';

const sections = [
  ['categories', CATEGORIES],
  ['subtypes', SUBTYPES],
  ['levels', LEVELS],
  ['languages', LANGUAGE_NAMES],
] as const;

describe('the taxonomy in the catalogs', () => {
  it.each(sections)('names every one of the %s in English as the spec does', (section, values) => {
    expect(en.taxonomy[section]).toEqual(Object.fromEntries(values.map((value) => [value, value])));
  });

  describe.each([
    ['es', es],
    ['ca', ca],
  ])('in %s', (_, catalog) => {
    it.each(sections)('translates every one of the %s', (section, values) => {
      const names: Record<string, string> = catalog.taxonomy[section];
      expect(Object.keys(names).sort()).toEqual([...values].sort());
      for (const value of values) expect(names[value]?.trim()).toBeTruthy();
    });
  });
});

describe('taxonomyText', () => {
  it('names a category, a subtype, a level and a language in the page’s language', async () => {
    await i18n.changeLanguage('ca');
    const text = taxonomyText(i18n.t);
    expect(text.category('Be Active')).toBe('Mantén-te actiu');
    expect(text.subtype('Play Padel')).toBe('Juga a pàdel');
    expect(text.level('All levels')).toBe('Tots els nivells');
    expect(text.language('Spanish')).toBe('Castellà');
  });

  it('shows a value the taxonomy does not know as it is', async () => {
    await i18n.changeLanguage('es');
    const text = taxonomyText(i18n.t);
    expect(text.category('Underwater Chess')).toBe('Underwater Chess');
    expect(text.subtype('Juggle')).toBe('Juggle');
    expect(text.level('Expert')).toBe('Expert');
    expect(text.language('Basque')).toBe('Basque');
  });
});

/**
 * The app's i18n as a fresh visit starts it (setup.ts loads every catalog for the other tests): a module
 * instance of its own, so nothing is loaded until it asks.
 */
async function freshI18n(storedLanguage?: string) {
  vi.resetModules();
  if (storedLanguage) localStorage.setItem('language', storedLanguage);
  const module = await import('#/lib/i18n.ts');
  await module.initialCatalogs;
  return module;
}

const loaded = (i18n: { hasResourceBundle(lng: string, ns: string): boolean }) =>
  ['en', 'es', 'ca'].filter((lng) => i18n.hasResourceBundle(lng, 'translation'));

describe('catalog loading', () => {
  it("loads only the visitor's language, and only the landing page's sections of it", async () => {
    const { i18n } = await freshI18n('ca');

    expect(loaded(i18n)).toEqual(['ca']);
    expect(document.documentElement.lang).toBe('ca');
    expect(i18n.getResource('ca', 'translation', 'app.skipToContent')).toBeTruthy();
    expect(i18n.getResource('ca', 'translation', 'home')).toBeTruthy();
    expect(i18n.getResource('ca', 'translation', 'adminUsers')).toBeUndefined();
  });

  it('leaves Spanish and Catalan off an English first visit', async () => {
    const { i18n } = await freshI18n();
    expect(i18n.language).toBe('en');
    expect(loaded(i18n)).toEqual(['en']);
  });

  it("loads the guest pages' part for a page beyond the landing page, and the rest only where needed", async () => {
    const { i18n, loadPageCatalogs } = await freshI18n('es');
    await loadPageCatalogs();

    expect(loaded(i18n)).toEqual(['es']);
    expect(i18n.getResource('es', 'translation', 'explore')).toBeTruthy();
    expect(i18n.getResource('es', 'translation', 'adminUsers')).toBeUndefined();

    await loadPageCatalogs({ wholeCatalog: true });
    expect(i18n.getResource('es', 'translation', 'adminUsers')).toBeTruthy();
  });

  it('switches to a language with every part the pages opened so far have needed', async () => {
    const { i18n, loadPageCatalogs, switchLanguage } = await freshI18n('en');
    await loadPageCatalogs();

    await switchLanguage('ca');
    expect(i18n.getResource('ca', 'translation', 'explore')).toBeTruthy();
    expect(i18n.getResource('ca', 'translation', 'adminUsers')).toBeUndefined();
  });

  it('switches language only once the new catalog is in', async () => {
    const { i18n, switchLanguage } = await freshI18n('en');

    const switching = switchLanguage('es');
    // Still English while Spanish loads: no keys or half-translated page in between.
    expect(i18n.language).toBe('en');
    await switching;

    expect(i18n.language).toBe('es');
    expect(document.documentElement.lang).toBe('es');
    expect(localStorage.getItem('language')).toBe('es');
    expect(i18n.t('app.skipToContent')).toBe(i18n.getResource('es', 'translation', 'app.skipToContent'));
  });

  it('loads the whole catalog, and English behind it, when a key is missing', async () => {
    const { i18n } = await freshI18n('ca');

    // A section the landing page does not load: the key shows until the catalog is in.
    expect(i18n.t('adminUsers.title' as never)).toBe('adminUsers.title');
    await vi.waitFor(() => expect(loaded(i18n)).toEqual(['en', 'ca']));
    await vi.waitFor(() => expect(i18n.getResource('ca', 'translation', 'adminUsers')).toBeTruthy());
  });
});

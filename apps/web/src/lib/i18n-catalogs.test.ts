import ca from '#/locales/ca.json';
import en from '#/locales/en.json';
import es from '#/locales/es.json';

/** Every key path of a catalog section, arrays of objects included (the testimonials). */
function keyPaths(value: unknown, prefix = ''): string[] {
  if (Array.isArray(value)) return value.flatMap((item, i) => keyPaths(item, `${prefix}[${i}]`));
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, child]) =>
      keyPaths(child, prefix ? `${prefix}.${key}` : key),
    );
  }
  return [prefix];
}

/** The parts of the product translated in full; others fall back to English key by key. */
const TRANSLATED = [
  'activityCard',
  'home',
  'promises',
  'activity',
  'attendees',
  'reviews',
  'explore',
  'becomeHost',
  'myActivities',
  'activityEditor',
  'hostDashboard',
  'hostProfile',
] as const;

describe.each([
  ['es', es],
  ['ca', ca],
])('the %s catalog', (_, catalog) => {
  it.each(TRANSLATED)('has every English key of %s, and no other', (section) => {
    const translated = (catalog as Record<string, unknown>)[section];
    expect(keyPaths(translated).sort()).toEqual(keyPaths(en[section]).sort());
  });
});

import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/*
 * The design tokens keep WCAG 2.2 AA in both themes: text 4.5:1 on the surfaces it is used on, and the
 * focus ring and input borders 3:1 against the surfaces they sit on (1.4.11; axe checks neither).
 */

const css = readFileSync(path.join(import.meta.dirname, 'styles.css'), 'utf8');

/** The `--name: #hex;` tokens of one rule block (`:root` or `.dark`). */
function tokens(selector: string): Record<string, string> {
  const block = css.match(new RegExp(`^${selector.replace('.', '\\.')} \\{([^}]*)\\}`, 'm'))?.[1] ?? '';
  return Object.fromEntries(
    [...block.matchAll(/--([\w-]+):\s*(#[0-9a-f]{6});/gi)].map(([, name, value]) => [name, value]),
  );
}

/** WCAG 2 contrast ratio of two opaque #rrggbb colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r = 0, g = 0, bl = 0] = [1, 3, 5].map((i) => {
      const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
      return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
}

const TEXT_PAIRS = [
  ['foreground', 'background'],
  ['card-foreground', 'card'],
  ['popover-foreground', 'popover'],
  ['muted-foreground', 'background'],
  ['muted-foreground', 'card'],
  ['muted-foreground', 'muted'],
  ['primary-foreground', 'primary'],
  ['primary-foreground', 'primary-hover'],
  ['primary', 'background'],
  ['primary', 'primary-soft'],
  ['secondary-foreground', 'secondary'],
  ['accent-foreground', 'accent'],
  ['link', 'background'],
  ['link', 'card'],
  ['selection-foreground', 'selection'],
  ['destructive', 'background'],
  ['destructive-foreground', 'destructive'],
] as const;

const FOCUS_SURFACES = ['background', 'card', 'popover', 'muted', 'secondary', 'accent'] as const;
/** Where inputs, selects, checkboxes and switches are put. */
const CONTROL_SURFACES = ['background', 'card', 'popover'] as const;

describe.each([':root', '.dark'])('the %s tokens', (selector) => {
  const theme = tokens(selector);

  it.each(TEXT_PAIRS)('%s on %s is text at 4.5:1 or more', (fg, bg) => {
    expect(contrast(theme[fg] ?? '', theme[bg] ?? '')).toBeGreaterThanOrEqual(4.5);
  });

  it.each(FOCUS_SURFACES)('the focus ring stands out 3:1 or more against %s', (surface) => {
    expect(contrast(theme.ring ?? '', theme[surface] ?? '')).toBeGreaterThanOrEqual(3);
  });

  it.each(CONTROL_SURFACES)('an input border stands out 3:1 or more against %s', (surface) => {
    expect(contrast(theme.input ?? '', theme[surface] ?? '')).toBeGreaterThanOrEqual(3);
  });
});

describe('focus rings in the components', () => {
  // A translucent ring (ring-ring/50) falls below 3:1 against the page; the token is opaque on purpose.
  it('use the ring colour at full strength', () => {
    const sources = readdirSync(import.meta.dirname, { recursive: true, encoding: 'utf8' }).filter((file) =>
      file.endsWith('.tsx'),
    );
    const translucent = sources.filter((file) =>
      /\b(ring|outline)-ring\/\d+/.test(readFileSync(path.join(import.meta.dirname, file), 'utf8')),
    );
    expect(translucent).toEqual([]);
    expect(css).not.toMatch(/\b(ring|outline)-ring\/\d+/);
  });
});

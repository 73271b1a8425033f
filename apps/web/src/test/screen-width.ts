/** The width jsdom's screen has for `matchMedia` (jsdom has none: without this every query would fail). */
let screenWidth = 390;

function matches(query: string): boolean {
  const minWidth = /\(min-width:\s*([\d.]+)(px|rem)\)/.exec(query);
  if (!minWidth) return false;
  const px = Number(minWidth[1]) * (minWidth[2] === 'rem' ? 16 : 1);
  return screenWidth >= px;
}

/** From now on, `min-width` media queries answer as a screen `width` px wide would; every other query is false. */
export function setScreenWidth(width: number) {
  screenWidth = width;
}

export function matchMedia(query: string): MediaQueryList {
  return {
    matches: matches(query),
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  } as MediaQueryList;
}

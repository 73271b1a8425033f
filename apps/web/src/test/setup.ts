import '@testing-library/jest-dom/vitest';
import '#/lib/i18n.ts';
import { cleanup } from '@testing-library/react';
import { i18n } from '#/lib/i18n.ts';

// jsdom lacks these browser APIs; next-themes, Radix and scroll restoration use them.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string): MediaQueryList =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList,
});
window.scrollTo = () => {};
Element.prototype.scrollIntoView = () => {};
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.releasePointerCapture ??= () => {};
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

/** A test that logs an unexpected error fails; tests that expect one call `expectConsoleError()`. */
let consoleErrors: unknown[][] = [];
let errorsExpected = false;
const originalError = console.error;

export function expectConsoleError() {
  errorsExpected = true;
}

beforeEach(async () => {
  consoleErrors = [];
  errorsExpected = false;
  console.error = (...args: unknown[]) => {
    consoleErrors.push(args);
  };
  localStorage.clear();
  document.documentElement.className = '';
  await i18n.changeLanguage('en');
});

afterEach(() => {
  cleanup();
  console.error = originalError;
  if (consoleErrors.length > 0 && !errorsExpected) {
    throw new Error(
      `Unexpected console.error:\n${consoleErrors.map((args) => args.map(String).join(' ')).join('\n')}`,
    );
  }
});

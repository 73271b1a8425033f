import '@testing-library/jest-dom/vitest';
import '#/lib/i18n.ts';
import { cleanup, configure } from '@testing-library/react';
import { toast } from 'sonner';
import { i18n, loadAllCatalogs } from '#/lib/i18n.ts';
import { assertNoUnexpectedConsoleErrors, captureConsoleErrors } from '#/test/console-guard.ts';
import { matchMedia, setScreenWidth } from '#/test/screen-width.ts';

// Every component renders through the checking cn(): a className that fights a component's own class for a
// CSS property fails the test that renders it (decision 83).
vi.mock('#/lib/cn.ts', async () => ({ cn: (await import('#/test/strict-cn.ts')).strictCn }));

// 'Now' for a date's year is mid-2026: fixtures dated 2026 read without their year, 2027's with it, in
// whatever year the tests run. (Only the formatter's idea of this year; the real clock runs on.)
vi.mock('#/lib/today.ts', () => ({ today: { date: () => new Date('2026-06-15T10:00:00Z') } }));

// findBy*/waitFor give up after 1 s by default; on a loaded 2-core machine a lazy page can take longer.
configure({ asyncUtilTimeout: 5000 });

// jsdom lacks these browser APIs; next-themes, Radix and scroll restoration use them.
Object.defineProperty(window, 'matchMedia', { writable: true, value: matchMedia });
window.scrollTo = () => {};
Element.prototype.scrollIntoView = () => {};
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.releasePointerCapture ??= () => {};
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

// The app loads catalogs on demand; tests switch languages at will, so every one is in from the start.
await loadAllCatalogs();

beforeEach(async () => {
  captureConsoleErrors();
  localStorage.clear();
  document.documentElement.className = '';
  setScreenWidth(390);
  await i18n.changeLanguage('en');
});

afterEach(() => {
  // sonner keeps its toasts in module state, and a new Toaster shows the active ones: start each test clean.
  toast.dismiss();
  cleanup();
  assertNoUnexpectedConsoleErrors();
});

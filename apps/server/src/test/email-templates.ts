import { afterEach, beforeEach, expect, type MockInstance, vi } from 'vitest';
import type { Recipient } from '#src/lib/email/recipient.ts';

/*
 * What the e-mail templates' tests (lib/email/templates/*.test.ts) share.
 */

/**
 * Whom a template's e-mail is for, as a row selected with recipientColumns gives it: Ana, in English, unless
 * overridden. The one recipient the tests write, so a field added to recipientColumns is added here once.
 */
export const makeRecipient = (overrides: Partial<Recipient> = {}): Recipient => ({
  locale: 'en',
  name: 'Ana',
  ...overrides,
});

/** A title a guest's browser would run as a script in the HTML body, and how every template writes it there. */
export const SCRIPT_TITLE = '<script>alert("x")</script> Kayak';
export const ESCAPED_SCRIPT_TITLE = '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; Kayak';

/**
 * The shared setup fails a test on console.error and console.warn; templates must not log at all, so the
 * calling test file also fails a test that logs with console.log, info or debug.
 */
export function failOnAnyConsoleOutput() {
  let quiet: MockInstance[] = [];
  beforeEach(() => {
    quiet = (['log', 'info', 'debug'] as const).map((method) => vi.spyOn(console, method));
  });
  afterEach(() => {
    for (const spy of quiet) {
      expect(spy).not.toHaveBeenCalled();
      spy.mockRestore();
    }
  });
}

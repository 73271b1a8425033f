import { describe, expect, it } from 'vitest';
import {
  isWrite,
  READ_YOUR_WRITES_MS,
  WROTE_COOKIE,
  wroteCookie,
  wroteRecently,
} from './read-your-writes.ts';

describe('read-your-writes (decision 192)', () => {
  const now = 1_700_000_000_000;

  it('counts a successful POST, PUT, PATCH or DELETE as a write, and nothing else', () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
      expect(isWrite(method, 200)).toBe(true);
      expect(isWrite(method, 303)).toBe(true);
      expect(isWrite(method, 400)).toBe(false);
      expect(isWrite(method, 500)).toBe(false);
    }
    expect(isWrite('GET', 200)).toBe(false);
    expect(isWrite('HEAD', 200)).toBe(false);
  });

  it("marks a writer's browser for the window, as an http-only cookie", () => {
    const cookie = wroteCookie(now, true);
    expect(cookie).toBe(
      `${WROTE_COOKIE}=${now + READ_YOUR_WRITES_MS}; Max-Age=${READ_YOUR_WRITES_MS / 1000}; Path=/; HttpOnly; Secure; SameSite=Lax`,
    );
    expect(wroteCookie(now, false)).not.toContain('Secure');
  });

  it('reads the primary within the window and not after it', () => {
    const header = `theme=dark; ${WROTE_COOKIE}=${now + READ_YOUR_WRITES_MS}`;
    expect(wroteRecently(header, now)).toBe(true);
    expect(wroteRecently(header, now + READ_YOUR_WRITES_MS - 1)).toBe(true);
    expect(wroteRecently(header, now + READ_YOUR_WRITES_MS)).toBe(false);
  });

  it('believes no mark further ahead than a write gives, and no mark that is not a time', () => {
    expect(wroteRecently(`${WROTE_COOKIE}=${now + READ_YOUR_WRITES_MS + 1}`, now)).toBe(false);
    expect(wroteRecently(`${WROTE_COOKIE}=soon`, now)).toBe(false);
    expect(wroteRecently('', now)).toBe(false);
    expect(wroteRecently(undefined, now)).toBe(false);
  });
});

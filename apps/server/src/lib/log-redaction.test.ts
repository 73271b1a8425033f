import { describe, expect, it } from 'vitest';
import { redactUrl, requestSerializer } from './log-redaction.ts';

describe('redactUrl', () => {
  it('hides the token of a password reset link', () => {
    expect(redactUrl('/api/auth/reset-password/AbC123xyz?callbackURL=%2Freset-password')).toBe(
      '/api/auth/reset-password/[redacted]?callbackURL=%2Freset-password',
    );
  });

  it('hides tokens, OAuth codes and state in query strings, and keeps the rest', () => {
    expect(redactUrl('/reset-password?token=abc&x=1')).toBe('/reset-password?token=[redacted]&x=1');
    expect(redactUrl('/api/auth/callback/google?code=c0de&state=s7&iss=x')).toBe(
      '/api/auth/callback/google?code=[redacted]&state=[redacted]&iss=x',
    );
  });

  it('leaves ordinary URLs alone', () => {
    expect(redactUrl('/api/activities?category=Go%20Social')).toBe('/api/activities?category=Go%20Social');
  });
});

describe('requestSerializer', () => {
  it('logs no headers, so no cookie or authorization', () => {
    const logged = requestSerializer({
      method: 'GET',
      url: '/api/me',
      ip: '127.0.0.1',
      headers: { cookie: 'secret' },
    });
    expect(logged).toEqual({ method: 'GET', url: '/api/me', ip: '127.0.0.1' });
  });
});

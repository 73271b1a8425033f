import { describe, expect, it } from 'vitest';
import { errorSerializer, redactUrl, requestSerializer } from './log-redaction.ts';

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

  it("hides the secret token of a host's calendar feed, with or without its .ics and query", () => {
    const token = 'Zq3_x-9AbCdEfGhIjKlMnOpQrStUvWxY';
    expect(redactUrl(`/api/calendar/feeds/${token}.ics`)).toBe('/api/calendar/feeds/[redacted].ics');
    expect(redactUrl(`/api/calendar/feeds/${token}`)).toBe('/api/calendar/feeds/[redacted]');
    expect(redactUrl(`/api/calendar/feeds/${token}.ics?x=1`)).toBe('/api/calendar/feeds/[redacted].ics?x=1');
    expect(redactUrl(`https://sortim.example/api/calendar/feeds/${token}.ics`)).toBe(
      'https://sortim.example/api/calendar/feeds/[redacted].ics',
    );
  });

  it("hides a private group's link token, on its page and its API", () => {
    const group = 'AbCdEfGhIjKlMnOpQrStUvWx';
    expect(redactUrl(`/api/group/${group}`)).toBe('/api/group/[redacted]');
    expect(redactUrl(`/api/group/${group}/tickets/t1/name`)).toBe('/api/group/[redacted]/tickets/t1/name');
    expect(redactUrl(`https://sortim.example/group/${group}`)).toBe(
      'https://sortim.example/group/[redacted]',
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

describe('errorSerializer', () => {
  const token = 'Zq3_x-9AbCdEfGhIjKlMnOpQrStUvWxY';

  it('hides secret URLs in the message and stack of an error', () => {
    const error = new Error(`Route POST:/api/calendar/feeds/${token}.ics not found`);
    const logged = errorSerializer(error);
    expect(logged.message).toBe('Route POST:/api/calendar/feeds/[redacted].ics not found');
    expect(JSON.stringify(logged)).not.toContain(token);
  });

  it("drops a failed query's parameters (a feed token, an address), keeping the query", () => {
    const cause = new Error('connection terminated');
    const error = Object.assign(
      new Error(
        `Failed query: select "host_id" from "calendar_links" where "feed_token" = $1\nparams: ${token}`,
      ),
      { query: 'select "host_id" from "calendar_links" where "feed_token" = $1', params: [token], cause },
    );
    const logged = errorSerializer(error);
    expect(JSON.stringify(logged)).not.toContain(token);
    expect(logged.message).toContain('where "feed_token" = $1');
    expect(logged.message).toContain('params: [redacted]');
    expect(logged.message).toContain('connection terminated');
    expect(logged.params).toBe('[redacted]');
  });

  it('passes anything that is not an error through', () => {
    expect(errorSerializer('plain')).toBe('plain');
  });
});

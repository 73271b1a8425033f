import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { profiles, users } from '#src/db/schema.ts';
import { MAX_INPUT_DEPTH, UNSTORABLE_TEXT_MESSAGE } from '#src/lib/storable-input.ts';
import { useTestApp } from '#src/test/app.ts';
import { signUp, type TestAccount } from '#src/test/auth.ts';
import { multipart } from '#src/test/multipart.ts';

/*
 * Found in issue 13: a NUL character in any string field answered 500 (PostgreSQL refuses U+0000 in
 * text). Every case below reached the database before the guard and failed there.
 */

const ctx = useTestApp();
let guest: TestAccount;

beforeAll(async () => {
  guest = await signUp(ctx.app, { name: 'Nora Guest' });
});

const profile = (overrides: Record<string, unknown> = {}) => ({
  displayName: 'Nora',
  bio: null,
  city: null,
  age: null,
  gender: null,
  languages: [],
  interests: [],
  ...overrides,
});

async function displayNameOf(id: string) {
  const [row] = await ctx.app.db
    .select({ displayName: profiles.displayName })
    .from(profiles)
    .where(eq(profiles.id, id));
  return row?.displayName;
}

function expectUnstorable(res: { statusCode: number; json: () => unknown }, field: string) {
  expect(res.statusCode).toBe(400);
  expect(res.json()).toMatchObject({
    error: {
      code: 'validation_failed',
      message: UNSTORABLE_TEXT_MESSAGE,
      fields: { [field]: UNSTORABLE_TEXT_MESSAGE },
    },
  });
}

describe('text PostgreSQL cannot store', () => {
  it('refuses a NUL character in a JSON body with a 400 naming the field, and saves nothing', async () => {
    const before = await displayNameOf(guest.id);
    const res = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/me/profile',
      headers: { cookie: guest.cookie },
      payload: profile({ displayName: 'No\u0000ra', city: 'Barcelona' }),
    });
    expectUnstorable(res, 'displayName');
    expect(await displayNameOf(guest.id)).toBe(before);
  });

  it('refuses a lone surrogate, deep in an array, and a NUL in a key', async () => {
    const surrogate = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/me/profile',
      headers: { cookie: guest.cookie },
      payload: profile({ languages: ['English', 'Catal\uD800'] }),
    });
    expectUnstorable(surrogate, 'languages.1');
    const key = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/me/profile',
      headers: { cookie: guest.cookie },
      payload: { ...profile(), 'city\u0000': 'x' },
    });
    expectUnstorable(key, 'body');
  });

  it('keeps paired surrogates (emoji) and ordinary control characters such as new lines', async () => {
    const res = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/me/profile',
      headers: { cookie: guest.cookie },
      payload: profile({ displayName: 'Nora 🌊', bio: 'Line one\nLine two\ttabbed' }),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().displayName).toBe('Nora 🌊');
  });

  it('refuses a NUL character in a query string and in a path parameter', async () => {
    expectUnstorable(await ctx.app.inject({ method: 'GET', url: '/api/activities?q=yoga%00' }), 'q');
    expectUnstorable(await ctx.app.inject({ method: 'GET', url: '/pay/cs_%00' }), 'id');
  });

  it('refuses a \\u0000 escape in the raw JSON the auth routes pass to better-auth, and creates no account', async () => {
    const email = 'nul-sign-up@example.test';
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { 'content-type': 'application/json' },
      payload: `{"name":"Eve\\u0000","email":"${email}","password":"secret1234"}`,
    });
    expectUnstorable(res, 'name');
    expect(await ctx.app.db.select().from(users).where(eq(users.email, email))).toEqual([]);
  });

  it('refuses a NUL character in a form the auth routes pass to better-auth', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'email=a%00%40example.test&password=secret1234',
    });
    expectUnstorable(res, 'email');
  });

  it('answers invalid JSON on the auth routes in the API error shape', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      error: { code: 'bad_request', message: 'The request body is not valid JSON' },
    });
  });
});

describe('shape of a request', () => {
  const nested = (depth: number): unknown => {
    let value: unknown = 'deep';
    for (let i = 0; i < depth; i++) value = { a: value };
    return value;
  };

  it(`refuses a body nested deeper than ${MAX_INPUT_DEPTH} levels`, async () => {
    const res = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/me/profile',
      headers: { cookie: guest.cookie },
      payload: profile({ city: nested(MAX_INPUT_DEPTH + 1) }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(
      `The request is nested too deeply (at most ${MAX_INPUT_DEPTH} levels)`,
    );
  });

  it('refuses a very deep body without exhausting the stack', async () => {
    const depth = 200_000;
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'content-type': 'application/json' },
      payload: `${'['.repeat(depth)}${']'.repeat(depth)}`,
    });
    expect(res.statusCode).toBe(400);
  });

  it('answers a text/plain body with 415 and a clear message', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'content-type': 'text/plain' },
      payload: 'Hello, I would like to ask about your activities.',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({
      error: {
        code: 'bad_request',
        message: 'This content type is not accepted here. Send JSON (application/json).',
      },
    });
  });

  it('answers a multipart body sent to a JSON route with 415', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/contact',
      ...multipart(Buffer.from('hello')),
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().error.message).toBe(
      'This content type is not accepted here. Send JSON (application/json).',
    );
  });
});

import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { profiles, users } from '#src/db/schema.ts';
import { useTestApp } from '#src/test/app.ts';
import { signUp } from '#src/test/auth.ts';

/** Addresses an account picture may not have: scripts, data, plain http, other sites, paths out of /uploads. */
const REFUSED = [
  'javascript:alert(document.cookie)',
  'JavaScript:alert(1)',
  'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=',
  'http://example.test/me.png',
  '//evil.example/me.png',
  '/uploads/../config.json',
  '/api/me',
  'https://example.test/"><script>alert(1)</script>',
  ' https://example.test/me.png',
];

describe('the account picture (image) on sign-up', () => {
  const ctx = useTestApp();

  it.each(REFUSED)('refuses %s and creates nothing', async (image) => {
    const email = `image-${Math.random().toString(36).slice(2)}@example.test`;
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: { name: 'Pere Vila', email, password: 'secret123', image },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Invalid image address');
    expect(await ctx.app.db.select().from(users).where(eq(users.email, email))).toEqual([]);
  });

  it.each(['https://lh3.googleusercontent.com/a/photo=s96-c', '/uploads/avatars/someone-1.webp'])(
    'keeps %s (https, or one of our uploads)',
    async (image) => {
      const email = `image-${Math.random().toString(36).slice(2)}@example.test`;
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/sign-up/email',
        payload: { name: 'Pere Vila', email, password: 'secret123', image },
      });
      expect(res.statusCode).toBe(200);
      const [profile] = await ctx.app.db.select().from(profiles).where(eq(profiles.email, email));
      expect(profile?.avatarUrl).toBe(image);
    },
  );
});

describe('POST /api/auth/update-user', () => {
  const ctx = useTestApp();
  const update = (cookie: string, payload: Record<string, unknown>) =>
    ctx.app.inject({ method: 'POST', url: '/api/auth/update-user', headers: { cookie }, payload });
  const imageOf = async (id: string) =>
    (await ctx.app.db.select({ image: users.image }).from(users).where(eq(users.id, id)))[0]?.image;

  it.each(REFUSED)('refuses the picture %s and changes nothing', async (image) => {
    const account = await signUp(ctx.app);
    const res = await update(account.cookie, { image });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Invalid image address');
    expect(await imageOf(account.id)).toBeNull();
  });

  it('holds the name to the sign-up rule', async () => {
    const account = await signUp(ctx.app);
    const res = await update(account.cookie, { name: ' ' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Name must be at least 2 characters');
  });

  it('sets one of our uploads, then clears it', async () => {
    const account = await signUp(ctx.app);
    expect((await update(account.cookie, { image: '/uploads/avatars/me.webp' })).statusCode).toBe(200);
    expect(await imageOf(account.id)).toBe('/uploads/avatars/me.webp');
    expect((await update(account.cookie, { image: null })).statusCode).toBe(200);
    expect(await imageOf(account.id)).toBeNull();
  });
});

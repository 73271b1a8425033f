import { existsSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { profiles, userRoles } from '#src/db/schema.ts';
import { useTestApp } from '#src/test/app.ts';
import { signUp, type TestAccount } from '#src/test/auth.ts';
import { createActivity, createBooking } from '#src/test/factories.ts';
import { multipart } from '#src/test/multipart.ts';

const valid = {
  displayName: 'Laia Serra',
  bio: 'I love hiking in Collserola.',
  city: 'Barcelona',
  age: 34,
  gender: 'female',
  languages: ['Catalan', ' Spanish ', 'Catalan'],
  interests: ['Hiking', 'Food', 'Hiking'],
};

describe('/api/me', () => {
  const ctx = useTestApp();
  const patch = (who: TestAccount | null, payload: Record<string, unknown>) =>
    ctx.app.inject({
      method: 'PATCH',
      url: '/api/me/profile',
      headers: who ? { cookie: who.cookie } : {},
      payload,
    });

  it('creates a missing profile (and the user role) on read', async () => {
    const account = await signUp(ctx.app, { email: 'pau.costa@example.test' });
    await ctx.app.db.delete(profiles).where(eq(profiles.id, account.id));
    await ctx.app.db.delete(userRoles).where(eq(userRoles.userId, account.id));
    const me = await ctx.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: account.cookie } });
    expect(me.statusCode).toBe(200);
    expect(me.json().profile.displayName).toBe('Test Guest');
    expect(me.json().roles).toEqual(['user']);
  });

  it('reports which third-party sign-ins are configured', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/auth-providers' });
    expect(res.json()).toEqual({ google: false, apple: false });
  });

  describe('PATCH /api/me/profile', () => {
    it('refuses anonymous callers', async () => {
      expect((await patch(null, valid)).statusCode).toBe(401);
    });

    it('saves the caller’s own profile, trimming and de-duplicating lists', async () => {
      const account = await signUp(ctx.app);
      const res = await patch(account, valid);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        displayName: 'Laia Serra',
        age: 34,
        gender: 'female',
        languages: ['Catalan', 'Spanish'],
        interests: ['Hiking', 'Food'],
      });
    });

    it('stores an empty age as null', async () => {
      const account = await signUp(ctx.app);
      const res = await patch(account, { ...valid, age: null });
      expect(res.json().age).toBeNull();
    });

    it.each([
      ['displayName', { displayName: '   ' }, 'Display name is required'],
      ['age', { age: 17 }, 'Age must be between 18 and 120'],
      ['age', { age: 121 }, 'Age must be between 18 and 120'],
      ['age', { age: 30.5 }, 'Age must be a whole number'],
      ['gender', { gender: 'robot' }, undefined],
      ['interests', { interests: ['Skydiving'] }, undefined],
    ])('refuses a bad %s (%o) and changes nothing', async (field, change, message) => {
      const account = await signUp(ctx.app);
      const res = await patch(account, { ...valid, ...change });
      expect(res.statusCode).toBe(400);
      const fieldKey = Object.keys(res.json().error.fields).find((k) => k.startsWith(field));
      expect(fieldKey).toBeDefined();
      if (message) expect(res.json().error.fields[fieldKey as string]).toBe(message);
      const [row] = await ctx.app.db.select().from(profiles).where(eq(profiles.id, account.id));
      expect(row?.displayName).toBe('Test Guest');
    });
  });

  describe('GET /api/me/stats', () => {
    it('counts paid bookings as attended, and hosted activities only for hosts', async () => {
      const guest = await signUp(ctx.app);
      const host = await signUp(ctx.app, { roles: ['host'] });
      const a = await createActivity(ctx.app.db, { hostId: host.id });
      const b = await createActivity(ctx.app.db, { hostId: host.id });
      await createActivity(ctx.app.db, { hostId: host.id, isPublished: false, status: 'draft' });
      await createBooking(ctx.app.db, { userId: guest.id, activityId: a.id });
      await createBooking(ctx.app.db, {
        userId: guest.id,
        activityId: b.id,
        status: 'refunded',
        refundedAt: new Date(),
      });
      const guestStats = await ctx.app.inject({
        method: 'GET',
        url: '/api/me/stats',
        headers: { cookie: guest.cookie },
      });
      expect(guestStats.json()).toEqual({ attended: 1, hosted: null });
      const hostStats = await ctx.app.inject({
        method: 'GET',
        url: '/api/me/stats',
        headers: { cookie: host.cookie },
      });
      expect(hostStats.json()).toEqual({ attended: 0, hosted: 2 });
    });

    it('refuses anonymous callers', async () => {
      expect((await ctx.app.inject({ method: 'GET', url: '/api/me/stats' })).statusCode).toBe(401);
    });
  });

  describe('POST /api/me/avatar', () => {
    it('re-encodes the image as a 256 px WebP without metadata and serves it', async () => {
      const account = await signUp(ctx.app);
      const png = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#c8553d' } })
        .withExif({ IFD0: { Copyright: 'secret-location' } })
        .png()
        .toBuffer();
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/me/avatar',
        headers: { cookie: account.cookie, ...multipart(png).headers },
        payload: multipart(png).payload,
      });
      expect(res.statusCode).toBe(200);
      const url: string = res.json().avatarUrl;
      expect(url).toMatch(/^\/uploads\/avatars\/.+\.webp$/);
      const file = path.join(ctx.config.uploadsDir, url.replace('/uploads/', ''));
      expect(existsSync(file)).toBe(true);
      const meta = await sharp(file).metadata();
      expect(meta).toMatchObject({ format: 'webp', width: 256, height: 256 });
      expect(meta.exif).toBeUndefined();
      const served = await ctx.app.inject({ method: 'GET', url });
      expect(served.statusCode).toBe(200);
    });

    it('replaces the previous avatar file', async () => {
      const account = await signUp(ctx.app);
      const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#000' } })
        .png()
        .toBuffer();
      const first = await ctx.app.inject({
        method: 'POST',
        url: '/api/me/avatar',
        headers: { cookie: account.cookie, ...multipart(png).headers },
        payload: multipart(png).payload,
      });
      const second = await ctx.app.inject({
        method: 'POST',
        url: '/api/me/avatar',
        headers: { cookie: account.cookie, ...multipart(png).headers },
        payload: multipart(png).payload,
      });
      expect(second.json().avatarUrl).not.toBe(first.json().avatarUrl);
      expect(
        existsSync(path.join(ctx.config.uploadsDir, first.json().avatarUrl.replace('/uploads/', ''))),
      ).toBe(false);
    });

    it('refuses bytes that are not an image, whatever the name says', async () => {
      const account = await signUp(ctx.app);
      const fake = Buffer.from('<?php echo "not an image"; ?>');
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/me/avatar',
        headers: { cookie: account.cookie, ...multipart(fake).headers },
        payload: multipart(fake).payload,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe('The file is not an image');
    });

    it('refuses a file of 5 MB or more with the spec message', async () => {
      const account = await signUp(ctx.app);
      const big = Buffer.alloc(5 * 1024 * 1024 + 1, 1);
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/me/avatar',
        headers: { cookie: account.cookie, ...multipart(big).headers },
        payload: multipart(big).payload,
      });
      expect(res.statusCode).toBe(413);
      expect(res.json().error.message).toBe('File size must be less than 5MB');
    });

    it('refuses anonymous callers', async () => {
      const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
        .png()
        .toBuffer();
      const res = await ctx.app.inject({ method: 'POST', url: '/api/me/avatar', ...multipart(png) });
      expect(res.statusCode).toBe(401);
    });
  });
});

import { existsSync } from 'node:fs';
import path from 'node:path';
import { HOSTING_MESSAGES } from '@sortim/contracts/hosting';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '#src/test/app.ts';
import { signUp } from '#src/test/auth.ts';
import { createAs, hostActivity } from '#src/test/host-activities.ts';
import { multipart } from '#src/test/multipart.ts';

const ctx = useTestApp();

const upload = (kind: string, file: { payload: Buffer; headers: Record<string, string> }, cookie?: string) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/host/images?kind=${kind}`,
    headers: { ...file.headers, ...(cookie ? { cookie } : {}) },
    payload: file.payload,
  });

const photo = (format: 'png' | 'jpeg', width = 1200, height = 900) =>
  sharp({ create: { width, height, channels: 3, background: '#2a7f9e' } })
    [format]()
    .toBuffer();

const storedFile = (url: string) => path.join(ctx.config.uploadsDir, url.replace('/uploads/', ''));

describe('POST /api/host/images', () => {
  it('refuses anonymous callers', async () => {
    expect((await upload('cover', multipart(await photo('png')))).statusCode).toBe(401);
  });

  it('refuses a signed-in user who is not a host', async () => {
    const guest = await signUp(ctx.app);
    const res = await upload('cover', multipart(await photo('png')), guest.cookie);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe(HOSTING_MESSAGES.hostRequired);
  });

  it.each([
    ['cover', 'png', 1600, 1200],
    ['gallery', 'jpeg', 1600, 1200],
    ['thumbnail', 'jpeg', 800, 600],
  ] as const)(
    'stores a %s from a %s as a %ix%i WebP under /uploads/activities/',
    async (kind, format, width, height) => {
      const host = await signUp(ctx.app, { roles: ['host'] });
      const image = await photo(format, 3000, 1000);

      const res = await upload(kind, multipart(image, `beach.${format}`, `image/${format}`), host.cookie);

      expect(res.statusCode).toBe(201);
      const { url } = res.json() as { url: string };
      expect(url).toMatch(new RegExp(`^/uploads/activities/${host.id}/${kind}-[0-9a-f-]+\\.webp$`));
      expect(existsSync(storedFile(url))).toBe(true);
      expect(await sharp(storedFile(url)).metadata()).toMatchObject({ format: 'webp', width, height });
      expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(200);
    },
  );

  it('refuses bytes that are not an image, whatever the name says', async () => {
    const host = await signUp(ctx.app, { roles: ['host'] });
    const res = await upload(
      'cover',
      multipart(Buffer.from('<svg onload="alert(1)">'), 'x.png'),
      host.cookie,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('The file is not an image');
  });

  it('refuses a file over 5 MB', async () => {
    const host = await signUp(ctx.app, { roles: ['host'] });
    const res = await upload('cover', multipart(Buffer.alloc(5 * 1024 * 1024 + 1, 1)), host.cookie);
    expect(res.statusCode).toBe(413);
    expect(res.json().error.message).toBe('File size must be less than 5MB');
  });

  it('refuses a file of exactly 5 MB, as the form does ("less than 5MB")', async () => {
    const host = await signUp(ctx.app, { roles: ['host'] });
    const res = await upload('cover', multipart(Buffer.alloc(5 * 1024 * 1024, 1)), host.cookie);
    expect(res.statusCode).toBe(413);
  });

  it('refuses an unknown kind', async () => {
    const host = await signUp(ctx.app, { roles: ['host'] });
    const res = await upload('banner', multipart(await photo('png')), host.cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toHaveProperty('kind');
  });

  it('gives addresses an activity can then be created with', async () => {
    const host = await signUp(ctx.app, { roles: ['host'] });
    const urls: Record<string, string> = {};
    for (const kind of ['thumbnail', 'cover', 'gallery']) {
      const res = await upload(kind, multipart(await photo('png')), host.cookie);
      urls[kind] = res.json().url;
    }

    const [id] = (await createAs(ctx.app, host, {
      thumbnailUrl: urls.thumbnail,
      coverImageUrl: urls.cover,
      additionalImages: [urls.gallery as string],
    })) as [string];

    expect(await hostActivity(ctx.app, host, id)).toMatchObject({
      thumbnailUrl: urls.thumbnail,
      coverImageUrl: urls.cover,
      additionalImages: [urls.gallery],
    });
  });
});

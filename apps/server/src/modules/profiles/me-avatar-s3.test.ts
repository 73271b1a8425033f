import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { profiles } from '#src/db/schema.ts';
import { useTestApp } from '#src/test/app.ts';
import { signUp } from '#src/test/auth.ts';
import { startFakeS3 } from '#src/test/fake-s3.ts';
import { multipart } from '#src/test/multipart.ts';

const BUCKET = 'sortim-uploads';
const PUBLIC_URL = 'https://cdn.example.test';

const fakeS3 = await startFakeS3(BUCKET);
afterAll(() => fakeS3.close());

describe('POST /api/me/avatar with S3 storage', () => {
  const ctx = useTestApp({
    S3_BUCKET: BUCKET,
    S3_ENDPOINT: fakeS3.url,
    S3_FORCE_PATH_STYLE: 'true',
    S3_ACCESS_KEY_ID: 'AKIDSORTIMTEST',
    S3_SECRET_ACCESS_KEY: 'sortim-test-secret',
    S3_PUBLIC_URL: PUBLIC_URL,
  });
  const upload = async (cookie: string) => {
    const png = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#2a9d8f' } })
      .png()
      .toBuffer();
    const body = multipart(png);
    return ctx.app.inject({
      method: 'POST',
      url: '/api/me/avatar',
      headers: { cookie, ...body.headers },
      payload: body.payload,
    });
  };

  it('stores the re-encoded WebP in the bucket and shows it from the public URL', async () => {
    const account = await signUp(ctx.app);
    const res = await upload(account.cookie);

    expect(res.statusCode).toBe(200);
    const avatarUrl: string = res.json().avatarUrl;
    expect(avatarUrl).toMatch(new RegExp(`^${PUBLIC_URL}/avatars/${account.id}-[0-9a-f-]+\\.webp$`));
    const [row] = await ctx.app.db.select().from(profiles).where(eq(profiles.id, account.id));
    expect(row?.avatarUrl).toBe(avatarUrl);

    const put = fakeS3.requests.find((r) => r.method === 'PUT');
    expect(put?.path).toBe(`/${BUCKET}${avatarUrl.slice(PUBLIC_URL.length)}`);
    expect(put?.headers['content-type']).toBe('image/webp');
    expect(put?.headers.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=AKIDSORTIMTEST\//);
    expect(await sharp(put?.body).metadata()).toMatchObject({ format: 'webp', width: 256, height: 256 });
  });

  it('deletes the previous avatar from the bucket when it is replaced', async () => {
    const account = await signUp(ctx.app);
    const first: string = (await upload(account.cookie)).json().avatarUrl;
    fakeS3.requests.length = 0;
    const second: string = (await upload(account.cookie)).json().avatarUrl;

    expect(second).not.toBe(first);
    expect(fakeS3.requests.map((r) => [r.method, r.path])).toEqual([
      ['PUT', `/${BUCKET}${second.slice(PUBLIC_URL.length)}`],
      ['DELETE', `/${BUCKET}${first.slice(PUBLIC_URL.length)}`],
    ]);
  });

  it('lets pages show images from the bucket', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['content-security-policy']).toMatch(
      new RegExp(`img-src 'self' data: blob: ${PUBLIC_URL}[^;]*;`),
    );
  });
});

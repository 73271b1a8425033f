import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '#src/config.ts';
import { startFakeS3 } from '#src/test/fake-s3.ts';
import { createStorage } from './create-storage.ts';

const fakeS3 = await startFakeS3('sortim-uploads');
afterAll(() => fakeS3.close());

const PUBLIC_URL = 'https://cdn.example.test/sortim';

describe('S3 storage', () => {
  const config = loadConfig({
    S3_BUCKET: 'sortim-uploads',
    S3_REGION: 'eu-west-3',
    S3_ENDPOINT: fakeS3.url,
    S3_FORCE_PATH_STYLE: 'true',
    S3_ACCESS_KEY_ID: 'AKIDSORTIMTEST',
    S3_SECRET_ACCESS_KEY: 'sortim-test-secret',
    S3_PUBLIC_URL: `${PUBLIC_URL}/`,
  });
  const s3 = config.storage;
  if (s3.kind !== 's3') throw new Error('S3 storage is not configured');
  const storage = createStorage(s3);

  beforeEach(() => {
    fakeS3.requests.length = 0;
  });

  it('puts the bytes under the key with their type, long-cached, signed with SigV4', async () => {
    const bytes = Buffer.from([0x52, 0x49, 0x46, 0x46, 0x00, 0xff]);
    const url = await storage.put('avatars/abc.webp', bytes, 'image/webp');

    expect(url).toBe(`${PUBLIC_URL}/avatars/abc.webp`);
    expect(fakeS3.requests).toHaveLength(1);
    const [put] = fakeS3.requests;
    expect(put?.method).toBe('PUT');
    expect(put?.path).toBe('/sortim-uploads/avatars/abc.webp');
    expect(put?.body.equals(bytes)).toBe(true);
    expect(put?.headers['content-type']).toBe('image/webp');
    expect(put?.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(put?.headers.authorization).toMatch(
      /^AWS4-HMAC-SHA256 Credential=AKIDSORTIMTEST\/\d{8}\/eu-west-3\/s3\/aws4_request, SignedHeaders=[^,]*host[^,]*, Signature=[0-9a-f]{64}$/,
    );
  });

  it('reads back what it put under a key, and null for a key it holds nothing under', async () => {
    await storage.put('previews/act-1/abc.png', Buffer.from('png bytes'), 'image/png');
    expect((await storage.read('previews/act-1/abc.png'))?.toString()).toBe('png bytes');
    expect(await storage.read('previews/act-1/none.png')).toBeNull();
  });

  it('lists the keys under a prefix, page after page, and removes one by its key', async () => {
    for (const name of ['a', 'b', 'c']) {
      await storage.put(`previews/act-2/${name}.png`, Buffer.from(name), 'image/png');
    }
    await storage.put('previews/act-20/d.png', Buffer.from('d'), 'image/png');
    await storage.put('avatars/act-2.webp', Buffer.from('e'), 'image/webp');

    expect((await storage.list('previews/act-2/')).sort()).toEqual([
      'previews/act-2/a.png',
      'previews/act-2/b.png',
      'previews/act-2/c.png',
    ]);
    expect(await storage.list('previews/none/')).toEqual([]);

    fakeS3.requests.length = 0;
    await storage.removeKey('previews/act-2/b.png');
    expect(fakeS3.requests.map((r) => [r.method, r.path])).toEqual([
      ['DELETE', '/sortim-uploads/previews/act-2/b.png'],
    ]);
    expect(await storage.read('previews/act-2/b.png')).toBeNull();
    expect((await storage.list('previews/act-2/')).sort()).toEqual([
      'previews/act-2/a.png',
      'previews/act-2/c.png',
    ]);
  });

  it('follows the continuation token when the bucket answers a long list in pages', async () => {
    for (let i = 0; i < 1003; i++) {
      await storage.put(`many/${String(i).padStart(4, '0')}.png`, Buffer.from('x'), 'image/png');
    }
    fakeS3.requests.length = 0;
    const keys = await storage.list('many/');
    expect(keys).toHaveLength(1003);
    expect(new Set(keys).size).toBe(1003);
    expect(fakeS3.requests.filter((r) => r.method === 'GET')).toHaveLength(2);
  });

  it('deletes a file by the URL it returned', async () => {
    await storage.remove(`${PUBLIC_URL}/avatars/abc.webp`);
    expect(fakeS3.requests.map((r) => [r.method, r.path])).toEqual([
      ['DELETE', '/sortim-uploads/avatars/abc.webp'],
    ]);
    expect(fakeS3.requests[0]?.headers.authorization).toMatch(/^AWS4-HMAC-SHA256 /);
  });

  it.each([
    ['a local upload', '/uploads/avatars/abc.webp'],
    ['another site', 'https://elsewhere.example.test/sortim/avatars/abc.webp'],
    ['a look-alike prefix', `${PUBLIC_URL}-old/avatars/abc.webp`],
  ])('leaves %s alone', async (_, url) => {
    await storage.remove(url);
    expect(fakeS3.requests).toEqual([]);
  });

  it('fails when the bucket refuses the file', async () => {
    const missing = createStorage({ ...s3, bucket: 'no-such-bucket' });
    await expect(missing.put('avatars/abc.webp', Buffer.from('x'), 'image/webp')).rejects.toThrow(
      /bucket does not exist/,
    );
  });
});

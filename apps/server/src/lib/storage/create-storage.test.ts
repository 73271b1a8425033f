import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '#src/config.ts';
import { createStorage } from './create-storage.ts';

describe('createStorage', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'sortim-storage-'));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('keeps files on local disk, served at /uploads, when no bucket is configured', async () => {
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config.storage).toEqual({ kind: 'local', dir: config.uploadsDir });
    const storage = createStorage(config.storage);
    const url = await storage.put('avatars/abc.webp', Buffer.from('webp'), 'image/webp');
    expect(url).toBe('/uploads/avatars/abc.webp');
    expect(existsSync(path.join(config.uploadsDir, 'avatars', 'abc.webp'))).toBe(true);
    expect((await storage.read('avatars/abc.webp'))?.toString()).toBe('webp');
    await storage.remove(url);
    expect(existsSync(path.join(config.uploadsDir, 'avatars', 'abc.webp'))).toBe(false);
    expect(await storage.read('avatars/abc.webp')).toBeNull();
  });

  it('lists the keys under a prefix on local disk and removes one by its key', async () => {
    const storage = createStorage(loadConfig({ DATA_DIR: dataDir }).storage);
    for (const key of ['previews/act-1/a.png', 'previews/act-1/b.png', 'previews/act-10/c.png']) {
      await storage.put(key, Buffer.from(key), 'image/png');
    }

    expect((await storage.list('previews/act-1/')).sort()).toEqual([
      'previews/act-1/a.png',
      'previews/act-1/b.png',
    ]);
    // A prefix that is not a whole folder name matches as S3's do.
    expect((await storage.list('previews/act-1')).sort()).toEqual([
      'previews/act-1/a.png',
      'previews/act-1/b.png',
      'previews/act-10/c.png',
    ]);
    expect(await storage.list('previews/none/')).toEqual([]);

    await storage.removeKey('previews/act-1/a.png');
    await storage.removeKey('previews/act-1/a.png');
    expect(await storage.list('previews/act-1/')).toEqual(['previews/act-1/b.png']);
    await expect(storage.removeKey('../outside.png')).rejects.toThrow(/Unsafe storage key/);
  });
});

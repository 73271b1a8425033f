import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Storage } from './storage.ts';

const PUBLIC_PREFIX = '/uploads/';

/** Files under DATA_DIR/uploads, served by the web plugin at /uploads. */
export function localDiskStorage(root: string): Storage {
  const fileFor = (key: string) => {
    const file = path.resolve(root, key);
    if (!file.startsWith(path.resolve(root) + path.sep)) throw new Error(`Unsafe storage key: ${key}`);
    return file;
  };
  return {
    async put(key, bytes) {
      const file = fileFor(key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, bytes);
      return `${PUBLIC_PREFIX}${key}`;
    },
    async read(key) {
      try {
        return await readFile(fileFor(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async list(prefix) {
      // The folder the prefix names or ends in; its files' keys are filtered by the whole prefix.
      const folder = prefix.endsWith('/') ? fileFor(`${prefix}.`) : path.dirname(fileFor(prefix));
      const base = path.resolve(root);
      try {
        const entries = await readdir(folder, { recursive: true, withFileTypes: true });
        return entries
          .filter((entry) => entry.isFile())
          .map((entry) =>
            path.relative(base, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'),
          )
          .filter((key) => key.startsWith(prefix));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
        throw error;
      }
    },
    async removeKey(key) {
      await rm(fileFor(key), { force: true });
    },
    owns: (url) => url.startsWith(PUBLIC_PREFIX) && !url.includes('..'),
    async remove(url) {
      if (!url.startsWith(PUBLIC_PREFIX)) return;
      await rm(fileFor(url.slice(PUBLIC_PREFIX.length)), { force: true });
    },
  };
}

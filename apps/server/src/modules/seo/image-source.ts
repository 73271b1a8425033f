import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Storage } from '#src/lib/storage/storage.ts';
import type { ImageSource } from './preview-image.service.ts';

const FETCH_TIMEOUT_MS = 5_000;

/** Reads `relative` under `root`, or null when it is not there or would leave `root`. */
async function fileUnder(root: string, relative: string): Promise<Buffer | null> {
  const file = path.resolve(root, relative);
  if (!file.startsWith(path.resolve(root) + path.sep)) return null;
  try {
    return await readFile(file);
  } catch {
    return null;
  }
}

/**
 * Where the pictures an activity names come from: uploads on local disk (/uploads/...), files of the web
 * app (the demo pictures, /images/...), or the bucket's public URL when uploads go to S3. Any other
 * address is not fetched (the server asks only places it stores to), and a missing file is null.
 */
export function imageSource(opts: { storage: Storage; uploadsDir: string; webDistDir: string }): ImageSource {
  return async (url) => {
    if (/^https?:\/\//.test(url)) {
      if (!opts.storage.owns(url)) return null;
      try {
        const response = await fetch(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
        return response.ok ? Buffer.from(await response.arrayBuffer()) : null;
      } catch {
        return null;
      }
    }
    if (url.startsWith('/uploads/')) return fileUnder(opts.uploadsDir, url.slice('/uploads/'.length));
    if (url.startsWith('/')) return fileUnder(opts.webDistDir, url.slice(1));
    return null;
  };
}

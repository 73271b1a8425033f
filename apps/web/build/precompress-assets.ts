import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

/** Hashed files the browser loads (the door's QR reader is 1 MB of WebAssembly, a third of it compressed); source maps are left alone (only developer tools fetch them). */
const COMPRESSIBLE = /^assets\/.+\.(js|css|svg|json|wasm)$/;
/** Smaller files gain less than the bytes of a Content-Encoding header. */
const MIN_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Writes a `.br` and a `.gz` copy beside each hashed asset, compressed once at the strongest levels (too
 * slow per request, free at build); the server sends whichever the browser accepts (@fastify/static's
 * `preCompressed`). A copy that would not be smaller is not written.
 */
export function precompressAssets(): Plugin {
  let outDir = '';
  return {
    name: 'sortim:precompress-assets',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async writeBundle(_options, bundle) {
      const files = Object.keys(bundle).filter((name) => COMPRESSIBLE.test(name));
      await Promise.all(
        files.map(async (name) => {
          const file = path.join(outDir, name);
          const source = await readFile(file);
          if (source.length < MIN_BYTES) return;
          const [br, gz] = await Promise.all([
            brotli(source, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
              },
            }),
            gzipAsync(source, { level: constants.Z_BEST_COMPRESSION }),
          ]);
          if (br.length < source.length) await writeFile(`${file}.br`, br);
          if (gz.length < source.length) await writeFile(`${file}.gz`, gz);
        }),
      );
    },
  };
}

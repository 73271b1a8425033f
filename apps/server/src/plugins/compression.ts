import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Below this many bytes an answer goes as it is: compressing it saves less than it costs. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * Compresses HTML, JSON and other text answers on the fly (brotli or gzip, as the client accepts) above a
 * small threshold, and says so in `Vary: Accept-Encoding`. The built app's hashed files are compressed
 * once at build instead (web.ts serves those). Registered before the routes: it attaches to each route as
 * it is added.
 */
export const compressionPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(compress, {
      encodings: ['br', 'gzip'],
      threshold: COMPRESSION_THRESHOLD_BYTES,
      // Request bodies are taken as sent: no client of ours compresses them, and inflating them would let a
      // small request cost a large one's memory and time.
      globalDecompression: false,
    });
  },
  { name: 'compression' },
);

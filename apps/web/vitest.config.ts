import { fileURLToPath } from 'node:url';
import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

/** The file Node itself loads for a package entry. */
const nodeEntry = (id: string) => fileURLToPath(import.meta.resolve(id));

export default defineConfig((env) =>
  mergeConfig(viteConfig(env), {
    resolve: {
      // Vite's server-side resolver would pick React Router's CommonJS build for 'react-router': pinned to
      // what Node loads, so every module that imports it meets the same contexts.
      alias: [{ find: /^react-router$/, replacement: nodeEntry('react-router') }],
    },
    test: {
      environment: 'jsdom',
      globals: true,
      setupFiles: ['./src/test/setup.ts'],
      include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
      restoreMocks: true,
      // Vitest's default is one worker fewer than the cores: on the 2-core CI machine, one. Rendering is CPU
      // work, so both cores.
      maxWorkers: 2,
      // Journeys through whole pages (typing, debounced searches) need headroom on a loaded 2-core machine.
      testTimeout: 15_000,
      unstubEnvs: true,
      unstubGlobals: true,
    },
  }),
);

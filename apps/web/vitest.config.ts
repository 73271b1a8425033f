import { fileURLToPath } from 'node:url';
import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

/** The file Node itself loads for a package entry. */
const nodeEntry = (id: string) => fileURLToPath(import.meta.resolve(id));

export default mergeConfig(
  viteConfig,
  defineConfig({
    resolve: {
      // Vite's server-side resolver would pick React Router's CommonJS build for 'react-router' and its ES
      // module build for 'react-router/dom', two copies whose contexts do not meet. Pin both to what Node
      // loads, so tests render with the DOM RouterProvider exactly as main.tsx does.
      alias: [
        { find: /^react-router$/, replacement: nodeEntry('react-router') },
        { find: /^react-router\/dom$/, replacement: nodeEntry('react-router/dom') },
      ],
    },
    test: {
      environment: 'jsdom',
      globals: true,
      setupFiles: ['./src/test/setup.ts'],
      include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
      restoreMocks: true,
      // Journeys through whole pages (typing, debounced searches) need headroom on a loaded 2-core machine.
      testTimeout: 15_000,
      unstubEnvs: true,
      unstubGlobals: true,
    },
  }),
);

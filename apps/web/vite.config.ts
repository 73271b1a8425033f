import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { catalogSections } from './build/catalog-sections.ts';
import { FIRST_VISIT_KITS, firstLoadChunks } from './build/first-load-chunks.ts';
import { precompressAssets } from './build/precompress-assets.ts';

const api = 'http://localhost:3000';

// Paths the Fastify server answers; everything else is the SPA.
const serverPaths = ['/api', '/uploads', '/pay', '/dev', '/sitemap.xml', '/robots.txt'];

// React and the router change rarely: their own chunk stays cached across deployments.
const reactGroup = { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ };

const firstLoad = firstLoadChunks({ kits: FIRST_VISIT_KITS, outside: (id) => reactGroup.test.test(id) });

export default defineConfig(({ command }) => ({
  // React Router 7's package exports its development build under every condition (its issue 12437, meant
  // to be temporary): the build takes its production one, the same code without the development warnings.
  resolve:
    command === 'build'
      ? {
          alias: [
            {
              find: /^react-router$/,
              replacement: fileURLToPath(
                import.meta.resolve('react-router').replace('/development/', '/production/'),
              ),
            },
          ],
        }
      : undefined,
  plugins: [catalogSections(), react(), tailwindcss(), precompressAssets(), firstLoad.plugin],
  server: {
    port: 5173,
    proxy: Object.fromEntries(serverPaths.map((path) => [path, { target: api, changeOrigin: false }])),
  },
  preview: { port: 4173 },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // .vite/manifest.json: which chunks each page needs, so the server can preload a page's own.
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // First come, first served: the rest of what every first load runs, then the pages most
            // often opened first (build/first-load-chunks.ts).
            reactGroup,
            ...firstLoad.groups,
          ],
        },
      },
    },
  },
}));

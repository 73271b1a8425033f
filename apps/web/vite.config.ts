import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { catalogSections } from './build/catalog-sections.ts';
import { precompressAssets } from './build/precompress-assets.ts';
import { shellChunk } from './build/shell-chunk.ts';

const api = 'http://localhost:3000';

// Paths the Fastify server answers; everything else is the SPA.
const serverPaths = ['/api', '/uploads', '/pay', '/dev', '/sitemap.xml', '/robots.txt'];

const shell = shellChunk();

export default defineConfig({
  plugins: [catalogSections(), react(), tailwindcss(), precompressAssets(), shell.plugin],
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
            // React and the router change rarely: their own chunk stays cached across deployments.
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
              priority: 2,
            },
            // The rest of what every first load runs, in one chunk (build/shell-chunk.ts).
            { ...shell.group, priority: 1 },
          ],
        },
      },
    },
  },
});

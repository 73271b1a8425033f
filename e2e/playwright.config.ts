import { defineConfig, devices } from '@playwright/test';

/*
 * Journeys against the real server: global-setup.ts starts the built app on a free port with a fresh
 * embedded database and demo data, and hands its URL over in E2E_BASE_URL.
 */
export const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  globalSetup: './global-setup.ts',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? 'list' : [['list']],
  // 60 s on CI: on a slow day the 2-core machine took 20-30 s for journeys that sign in, book and look at
  // several pages (issue 34's run), and a time-out there says nothing about the product.
  timeout: process.env.CI ? 60_000 : 30_000,
  // The 2-core CI machine runs the server, Chromium and two workers at once: a request under load can take
  // longer than Playwright's default 5 s wait for what it brings on screen.
  expect: { timeout: 10_000 },
  use: {
    baseURL: process.env.E2E_BASE_URL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
});

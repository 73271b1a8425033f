// First: zod's settings before any schema is built, whichever chunk brings zod.
import '#/lib/zod-jitless.ts';
import '@fontsource-variable/inter';
import '#/styles.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { UNSAFE_createBrowserHistory as createBrowserHistory } from 'react-router';
import { startFirstReads } from '#/app/first-reads.ts';
import { AppProviders } from '#/app/providers.tsx';
import { AppRoutes, preloadRoutes } from '#/app/router.tsx';
import { initialCatalogs } from '#/lib/i18n.ts';
import { BlockingRouter } from '#/lib/navigation-blocker.tsx';
import { createQueryClient } from '#/lib/query-client.ts';
import { meQuery } from '#/lib/session.ts';

/**
 * How long the first render waits for the session, the page's first reads and its chunks: they usually
 * answer with the catalog, and the first render then draws the page with its content, once (not a loading state first and
 * the whole page again when they answer). A slow answer gets the page's loading state after this.
 */
const FIRST_READS_PATIENCE_MS = 1500;

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const queryClient = createQueryClient();
await Promise.all([
  Promise.race([
    Promise.all([
      queryClient.prefetchQuery(meQuery),
      startFirstReads(queryClient, window.location),
      preloadRoutes(window.location.pathname),
    ]),
    new Promise((resolve) => setTimeout(resolve, FIRST_READS_PATIENCE_MS)),
  ]),
  initialCatalogs.catch((error: unknown) => {
    // The page renders anyway: the first word it lacks loads the catalog again (lib/i18n.ts).
    console.error('The catalog of the page language did not load', error);
  }),
]);

// A transition: React renders the first page in slices and lets the browser breathe between them (a
// phone's main thread is not blocked for the whole first render), and commits it once, complete.
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        {/* v5Compat: the history tells its listener of its own pushes and replaces, as BrowserRouter's does. */}
        <BlockingRouter history={createBrowserHistory({ v5Compat: true })}>
          <AppRoutes />
        </BlockingRouter>
      </AppProviders>
    </StrictMode>,
  );
});

// First: zod's settings before any schema is built, whichever chunk brings zod.
import '#/lib/zod-jitless.ts';
import '@fontsource-variable/inter';
import '#/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from '#/app/providers.tsx';
import { createAppRouter } from '#/app/router.tsx';
import { initialCatalogs } from '#/lib/i18n.ts';
import { createQueryClient } from '#/lib/query-client.ts';
import { meQuery } from '#/lib/session.ts';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const router = createAppRouter();
const queryClient = createQueryClient();
// Who is asking, while the page's words load: the frame waits for both.
void queryClient.prefetchQuery(meQuery);
await initialCatalogs.catch((error: unknown) => {
  // The page renders anyway: the first word it lacks loads the catalog again (lib/i18n.ts).
  console.error('The catalog of the page language did not load', error);
});

createRoot(root).render(
  <StrictMode>
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);

import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ThemeProvider } from 'next-themes';
import type * as React from 'react';
import { DeferredToaster } from '#/components/deferred-toaster.tsx';

export const THEME_STORAGE_KEY = 'theme';

/** Everything the pages rely on, in one place so tests mount the same stack as the app. */
export function AppProviders({
  queryClient,
  children,
}: {
  queryClient: QueryClient;
  children: React.ReactNode;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider
        attribute="class"
        defaultTheme="system"
        enableSystem
        // No `disableTransitionOnChange`: next-themes applies it on mount too, restyling the whole page twice
        // after the first paint; the theme menu turns transitions off around a choice (withoutTransitions).
        storageKey={THEME_STORAGE_KEY}
        // next-themes renders an inline script for server rendering; in this SPA it never runs (index.html
        // applies the stored theme before paint), and as a data block React does not warn about it.
        scriptProps={{ type: 'application/json' }}
      >
        {children}
        <DeferredToaster closeButton />
      </ThemeProvider>
    </QueryClientProvider>
  );
}

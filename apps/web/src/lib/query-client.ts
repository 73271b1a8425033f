import { QueryClient } from '@tanstack/react-query';

const minutes = (n: number) => n * 60 * 1000;

/** The spec's list cache: fresh 5 minutes, kept 10, one retry after 1 second, no refetch on focus. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: minutes(5),
        gcTime: minutes(10),
        retry: 1,
        retryDelay: 1000,
        refetchOnWindowFocus: false,
      },
    },
  });
}

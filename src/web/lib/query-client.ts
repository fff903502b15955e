import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client.ts';

/** The browser's cache of API answers; the server makes one per page it renders (entry-server.tsx). */
export const createQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 15_000,
        // A 4xx will not change by asking again; network hiccups and 5xx may.
        retry: (failureCount, error) =>
          !(error instanceof ApiError && error.status < 500) && failureCount < 2,
        refetchOnWindowFocus: true,
      },
    },
  });

export const queryClient = createQueryClient();

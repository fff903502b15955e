import { createTheme, MantineProvider } from '@mantine/core';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { queryClient } from '@/web/lib/query-client.ts';

const theme = createTheme({
  primaryColor: 'blue',
  primaryShade: 8,
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '700' },
  defaultRadius: 'md',
});

/** The server passes the cache of the page it renders; the browser uses its own, for the whole visit. */
export const Providers = ({
  children,
  client = queryClient,
}: {
  children: ReactNode;
  client?: QueryClient;
}) => (
  <MantineProvider theme={theme}>
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  </MantineProvider>
);

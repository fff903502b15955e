import { Alert, Button, Skeleton, Stack } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { messages } from '@/web/i18n/messages.ts';
import { ApiError } from '@/web/lib/api-client.ts';

/**
 * Loading skeleton, error with retry, or the content. A 404 from the API is re-thrown so the route shows
 * the 404 page (docs/product.md#the-browser).
 */
export const QueryState = <T,>({
  query,
  children,
  lines = 6,
  alsoWaitFor = [],
}: {
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
  lines?: number;
  /** Other lists on the page shown only together with this one, so that nothing shifts as each arrives. */
  alsoWaitFor?: UseQueryResult<unknown>[];
}) => {
  if (query.isPending || alsoWaitFor.some((other) => other.isPending)) {
    return (
      <Stack gap="sm" aria-busy="true" aria-label={messages.site.loading}>
        {Array.from({ length: lines }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list of placeholders that never reorders
          <Skeleton key={index} height={index === 0 ? 32 : 18} width={index === 0 ? '60%' : '100%'} />
        ))}
      </Stack>
    );
  }
  if (query.isError) {
    if (query.error instanceof ApiError && query.error.status === 404) throw query.error;
    return (
      <Alert color="red" title={messages.errors.loadFailed} role="alert">
        <Stack gap="xs" align="flex-start">
          {query.error.message}
          <Button size="xs" variant="light" onClick={() => query.refetch()}>
            {messages.errors.retry}
          </Button>
        </Stack>
      </Alert>
    );
  }
  return <>{children(query.data)}</>;
};

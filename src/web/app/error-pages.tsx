import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { isRouteErrorResponse, Link, useLocation, useRouteError } from 'react-router';
import { usePageTitle } from '@/web/components/page-title.tsx';
import { messages } from '@/web/i18n/messages.ts';
import { ApiError } from '@/web/lib/api-client.ts';
import { navigateTo } from '@/web/lib/external-link.ts';
import { NotFoundError } from '@/web/lib/not-found.ts';
import { paths } from '@/web/lib/paths.ts';

/** docs/product.md#the-browser: the error page shows status code, status message and a description. */
export const ErrorPage = ({
  status,
  message,
  description,
}: {
  status: number;
  message: string;
  description: string;
}) => {
  usePageTitle(`${status} ${message}`);
  return (
    <Container size="sm" py="xl">
      <Stack align="flex-start" gap="md">
        <Text fw={800} fz={64} c="blue.9" lh={1} aria-hidden="true">
          {status}
        </Text>
        <Title order={1}>
          <span className="visually-hidden">{status} </span>
          {message}
        </Title>
        <Text size="lg">{description}</Text>
        <Button component={Link} to={paths.home()}>
          {messages.errors.backHome}
        </Button>
      </Stack>
    </Container>
  );
};

export const NotFoundPage = () => {
  const { pathname } = useLocation();
  return (
    <ErrorPage
      status={404}
      message={messages.errors.notFoundTitle}
      description={messages.errors.notFoundDescription(pathname)}
    />
  );
};

/** A chunk that no longer exists on the server: the site was deployed while this tab was open. */
const isStaleChunk = (error: unknown) =>
  error instanceof Error &&
  /dynamically imported module|Importing a module script failed|Failed to fetch/i.test(error.message);

const is404 = (error: unknown) =>
  error instanceof NotFoundError ||
  (error instanceof ApiError && error.status === 404) ||
  (isRouteErrorResponse(error) && error.status === 404);

/** Route errors: 404 for unknown records and invalid parameters, 500 for everything else (docs/product.md#the-browser). */
export const RouteErrorPage = () => {
  const error = useRouteError();
  const { pathname } = useLocation();
  const staleChunk = isStaleChunk(error);

  useEffect(() => {
    // docs/product.md#the-browser: when a page fails to load because of a stale version, reload the target route, once.
    if (!staleChunk) return;
    const key = `reloaded:${pathname}`;
    if (sessionStorage.getItem(key)) return;
    sessionStorage.setItem(key, '1');
    navigateTo(pathname);
  }, [staleChunk, pathname]);

  if (is404(error)) return <NotFoundPage />;
  return (
    <ErrorPage
      status={500}
      message={messages.errors.serverTitle}
      description={messages.errors.serverDescription}
    />
  );
};

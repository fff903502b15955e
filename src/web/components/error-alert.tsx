import { Alert } from '@mantine/core';

/** A failed request's Spanish message (the API's), announced to screen readers; nothing without an error. */
export const ErrorAlert = ({ error }: { error: Error | null | undefined }) =>
  error ? (
    <Alert color="red" role="alert">
      {error.message}
    </Alert>
  ) : null;

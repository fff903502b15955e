import { Alert } from '@mantine/core';

/**
 * A failed request's Spanish message (the API's), announced to screen readers; nothing without an error.
 * Focusable, so a form can take focus to it when no field is to blame (form-errors.ts, focusFirstError).
 */
export const ErrorAlert = ({ error }: { error: Error | null | undefined }) =>
  error ? (
    <Alert color="red" role="alert" tabIndex={-1} data-form-error>
      {error.message}
    </Alert>
  ) : null;

import { Alert } from '@mantine/core';
import { ErrorAlert } from './error-alert.tsx';

/** The outcome of a save, announced: a green "saved" or the Spanish error the API gave. */
export const SaveState = ({
  saved,
  error,
  savedText = 'Cambios guardados.',
}: {
  saved: boolean;
  error: Error | null;
  savedText?: string;
}) => (
  <>
    {saved && (
      <Alert color="green" role="status">
        {savedText}
      </Alert>
    )}
    <ErrorAlert error={error} />
  </>
);

import { Alert } from '@mantine/core';
import { messages } from '@/web/i18n/messages.ts';
import { ErrorAlert } from './error-alert.tsx';

/** The outcome of a save, announced: a green "saved" or the error the API gave. */
export const SaveState = ({
  saved,
  error,
  savedText = messages.auth.saved,
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

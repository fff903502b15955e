import { z } from 'zod';
import { ApiError } from '@/web/lib/api-client.ts';

// The same Spanish messages in the browser as on the server for the schemas' built-in checks.
z.config(z.locales.es());

/**
 * Puts the server's field errors on the form's fields. The API names them by their path in the body
 * (`register.email`), the form by the field alone (`email`).
 */
export const applyServerErrors = (
  form: { setErrors: (errors: Record<string, string>) => void },
  error: unknown,
) => {
  if (!(error instanceof ApiError)) return;
  const errors: Record<string, string> = {};
  for (const [path, message] of Object.entries(error.fields))
    errors[path.replace(/^(register|user|passwordRecovery)\./, '')] = message;
  form.setErrors(errors);
};

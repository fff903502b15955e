import { flushSync } from 'react-dom';
import { ApiError } from '@/web/lib/api-client.ts';

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

/**
 * Takes a keyboard or screen-reader user to what went wrong: once the errors are drawn, the form's first
 * field in error (or its error notice) is scrolled into view and focused, so its label and message are read.
 */
export const focusFirstError = (formElement: HTMLFormElement | null) =>
  requestAnimationFrame(() => {
    const target = formElement?.querySelector<HTMLElement>(
      '[aria-invalid="true"], [data-invalid="true"], [data-form-error]',
    );
    target?.scrollIntoView({ block: 'center' });
    target?.focus({ preventScroll: true });
  });

/** The server's field errors drawn at once (not at React's next turn), then focus taken to the first. */
export const showServerErrors = (
  form: { setErrors: (errors: Record<string, string>) => void },
  formElement: HTMLFormElement | null,
  error: unknown,
) => {
  flushSync(() => applyServerErrors(form, error));
  focusFirstError(formElement);
};

import { PasswordInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { messages } from '@/web/i18n/messages.ts';

type TNewPasswordValues = { password: string; passwordConfirmation: string };

/**
 * A new password and its confirmation, as signing up, changing the password and resetting it ask for them:
 * the same hint, and `new-password` so the browser offers to generate and save one.
 */
export const NewPasswordFields = <TValues extends TNewPasswordValues>({
  form,
  label = messages.auth.newPassword,
}: {
  form: UseFormReturnType<TValues>;
  label?: string;
}) => (
  <>
    <PasswordInput
      label={label}
      description={messages.auth.passwordHint}
      autoComplete="new-password"
      required
      key={form.key('password')}
      {...form.getInputProps('password')}
    />
    <PasswordInput
      label={messages.auth.passwordConfirmation}
      autoComplete="new-password"
      required
      key={form.key('passwordConfirmation')}
      {...form.getInputProps('passwordConfirmation')}
    />
  </>
);

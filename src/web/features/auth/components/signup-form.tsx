import { Alert, Anchor, Button, Checkbox, Fieldset, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useRef } from 'react';
import { Link } from 'react-router';
import { ZRegisterSchema } from '@/common/schemas/auth.ts';
import { ErrorAlert } from '@/web/components/error-alert.tsx';
import { currentLanguage } from '@/web/i18n/language.ts';
import { messages } from '@/web/i18n/messages.ts';
import { openAuthDialog } from '@/web/lib/auth-dialog.ts';
import { paths } from '@/web/lib/paths.ts';
import { useSignup } from '../api/signup.ts';
import { focusFirstError, showServerErrors } from './form-errors.ts';
import { NewPasswordFields } from './new-password-fields.tsx';
import {
  emptyProfile,
  InvoicingFields,
  PersonalFields,
  type TProfileValues,
  toProfileBody,
} from './profile-fields.tsx';
import { useReturnPath } from './return-path.ts';

type TSignupValues = TProfileValues & {
  email: string;
  password: string;
  passwordConfirmation: string;
  acceptedTerms: boolean;
  subscribed: boolean;
};

/** Validates with the server's own schema, so the browser and the API agree on every rule (docs/product.md#accounts). */
const validate = (values: TSignupValues) => {
  const result = ZRegisterSchema.safeParse({ ...values, ...toProfileBody(values) });
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[issue.path.join('.')] ??= issue.message;
  return errors;
};

export const SignupForm = () => {
  const signup = useSignup();
  const returnTo = useReturnPath();
  const formElement = useRef<HTMLFormElement>(null);
  const form = useForm<TSignupValues>({
    mode: 'uncontrolled',
    initialValues: {
      ...emptyProfile,
      email: '',
      password: '',
      passwordConfirmation: '',
      acceptedTerms: false,
      // Opt-in: the box starts unticked.
      subscribed: false,
    },
    validate,
    validateInputOnBlur: true,
  });
  if (signup.data) {
    return (
      <Alert color="green" title={messages.auth.signupDone} role="status">
        {signup.data.data.message}
      </Alert>
    );
  }
  return (
    <form
      ref={formElement}
      noValidate
      onSubmit={form.onSubmit(
        (values) =>
          signup.mutate(
            {
              register: {
                ...values,
                ...toProfileBody(values),
                acceptedTerms: values.acceptedTerms as true,
                // The account reads its e-mails and documents in the language it signed up in.
                language: currentLanguage(),
              },
              returnTo,
            },
            {
              onError: (error) => showServerErrors(form, formElement.current, error),
            },
          ),
        () => focusFirstError(formElement.current),
      )}
    >
      <Stack gap="md">
        <ErrorAlert error={signup.error} />
        <Fieldset legend={messages.auth.personalData}>
          <PersonalFields form={form} />
        </Fieldset>
        <Fieldset legend={messages.auth.invoicingData}>
          <InvoicingFields form={form} />
        </Fieldset>
        <Fieldset legend={messages.auth.accessData}>
          <Stack gap="sm">
            <TextInput
              label={messages.auth.email}
              type="email"
              autoComplete="email"
              required
              key={form.key('email')}
              {...form.getInputProps('email')}
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <NewPasswordFields form={form} label={messages.auth.password} />
            </SimpleGrid>
          </Stack>
        </Fieldset>
        <Checkbox
          label={
            <>
              {messages.auth.acceptTerms}{' '}
              <Anchor component={Link} to={paths.legalNotice()} target="_blank">
                {messages.footer.legalNotice}
              </Anchor>{' '}
              ·{' '}
              <Anchor component={Link} to={paths.privacy()} target="_blank">
                {messages.footer.privacy}
              </Anchor>
            </>
          }
          key={form.key('acceptedTerms')}
          {...form.getInputProps('acceptedTerms', { type: 'checkbox' })}
        />
        <Checkbox
          label={messages.auth.subscribed}
          key={form.key('subscribed')}
          {...form.getInputProps('subscribed', { type: 'checkbox' })}
        />
        <Button type="submit" loading={signup.isPending}>
          {messages.auth.signupButton}
        </Button>
        <Anchor component="button" type="button" size="sm" onClick={() => openAuthDialog('login')}>
          {messages.auth.haveAccount}
        </Anchor>
      </Stack>
    </form>
  );
};

import { Alert, Button, Checkbox, Group, Select, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { languages, type TLanguage } from '@/common/language.ts';
import type { TCurrentUser } from '@/common/schemas/auth.ts';
import { ZProfileSchema } from '@/common/schemas/auth.ts';
import { ErrorAlert } from '@/web/components/error-alert.tsx';
import { messages } from '@/web/i18n/messages.ts';
import { useVatCheck } from '../api/check-vat.ts';
import { useCountries } from '../api/get-countries.ts';
import { useUpdateProfile } from '../api/update-profile.ts';
import { applyServerErrors } from './form-errors.ts';
import { InvoicingFields, PersonalFields, type TProfileValues, toProfileBody } from './profile-fields.tsx';

const fromUser = (user: TCurrentUser): TProfileValues & { subscribed: boolean; language: TLanguage } => ({
  firstname: user.firstname,
  lastname: user.lastname,
  phone1: user.phone1 ?? '',
  phone2: user.phone2 ?? '',
  isCompany: user.isCompany,
  companyName: user.companyName ?? '',
  vatIdType: user.vatIdType,
  vatId: user.vatId ?? '',
  address: user.address ?? '',
  city: user.city ?? '',
  postalCode: user.postalCode ?? '',
  countryId: String(user.countryId ?? 73),
  provinceId: user.provinceId ? String(user.provinceId) : '',
  subscribed: user.subscribed,
  language: user.language,
});

const validate = (values: TProfileValues) => {
  const result = ZProfileSchema.safeParse(toProfileBody(values));
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[issue.path.join('.')] ??= issue.message;
  return errors;
};

const VatCheck = ({ countryIso2, vatId }: { countryIso2: string; vatId: string }) => {
  const check = useVatCheck();
  return (
    <Stack gap="xs">
      <Button
        variant="light"
        w="fit-content"
        loading={check.isPending}
        onClick={() => check.mutate({ country: countryIso2, number: vatId })}
        disabled={!vatId}
      >
        {messages.auth.checkVat}
      </Button>
      {check.data && (
        <Alert
          color={check.data.data.vat.valid ? 'green' : check.data.data.vat.valid === false ? 'red' : 'orange'}
          role="status"
        >
          {check.data.data.vat.message}
          {check.data.data.vat.name ? ` ${check.data.data.vat.name}` : ''}
        </Alert>
      )}
      <ErrorAlert error={check.error} />
    </Stack>
  );
};

/**
 * One section of "my data". Every section saves the whole profile (the API checks it as a whole), but
 * shows only its own fields.
 */
export const ProfileForm = ({
  user,
  section,
}: {
  user: TCurrentUser;
  section: 'personales' | 'facturacion' | 'contacto';
}) => {
  const update = useUpdateProfile();
  const countries = useCountries();
  const form = useForm({ mode: 'uncontrolled', initialValues: fromUser(user), validate });
  const values = form.getValues();
  const iso2 =
    countries.data?.data.countries.find((country) => String(country.id) === values.countryId)?.iso2 ?? 'ES';

  return (
    <form
      noValidate
      onSubmit={form.onSubmit((submitted) =>
        update.mutate(
          { ...toProfileBody(submitted), subscribed: submitted.subscribed, language: submitted.language },
          { onError: (error) => applyServerErrors(form, error) },
        ),
      )}
    >
      <Stack gap="md">
        {update.isSuccess && (
          <Alert color="green" role="status">
            {messages.auth.saved}
          </Alert>
        )}
        <ErrorAlert error={update.error} />
        {section === 'personales' && <PersonalFields form={form} />}
        {section === 'facturacion' && (
          <>
            <InvoicingFields form={form} />
            <VatCheck countryIso2={iso2} vatId={values.vatId} />
          </>
        )}
        {section === 'contacto' && (
          <>
            <Text size="sm">{messages.account.contactIntro}</Text>
            <PersonalFields form={form} />
            <Checkbox
              label={messages.auth.subscribed}
              key={form.key('subscribed')}
              {...form.getInputProps('subscribed', { type: 'checkbox' })}
            />
            <Select
              label={messages.account.language}
              data={languages.map((language) => ({
                value: language,
                label: messages.account.languageNames[language],
              }))}
              allowDeselect={false}
              w="fit-content"
              key={form.key('language')}
              {...form.getInputProps('language')}
            />
          </>
        )}
        <Group>
          <Button type="submit" loading={update.isPending}>
            {messages.auth.save}
          </Button>
        </Group>
      </Stack>
    </form>
  );
};

import { Alert, Button, Checkbox, Group, Select, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { languages, type TLanguage } from '@/common/language.ts';
import type { TCurrentUser } from '@/common/schemas/auth.ts';
import { ZProfileSchema } from '@/common/schemas/auth.ts';
import { vatNumberCountry } from '@/common/tax-treatment.ts';
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

/**
 * The buyer's own VIES check of the number as typed (read at the click: the form is uncontrolled), without
 * the house as requester (docs/after-the-hammer.md, "VIES and the consultation number"): valid or not, and
 * the name VIES has for it.
 */
const VatCheck = ({ read }: { read: () => { countryIso2: string; vatId: string } }) => {
  const check = useVatCheck();
  const [isEmpty, setIsEmpty] = useState(false);
  const vat = check.data?.data.vat;
  const verdict = vat?.valid ? 'vatValid' : vat?.valid === false ? 'vatInvalid' : 'vatUndecided';
  return (
    <Stack gap="xs">
      <Button
        variant="light"
        w="fit-content"
        loading={check.isPending}
        onClick={() => {
          const { countryIso2, vatId } = read();
          setIsEmpty(!vatId.trim());
          if (vatId.trim())
            check.mutate({ country: vatNumberCountry(vatId, countryIso2), number: vatId.trim() });
        }}
      >
        {messages.auth.checkVat}
      </Button>
      {isEmpty && (
        <Text size="sm" c="red.9" role="alert">
          {messages.auth.vatToCheck}
        </Text>
      )}
      {vat && !isEmpty && (
        <Alert
          color={vat.valid ? 'green' : vat.valid === false ? 'red' : 'orange'}
          role="status"
          title={messages.auth[verdict]}
        >
          {vat.message}
          {vat.name && <Text size="sm">{messages.auth.vatRegisteredName(vat.name)}</Text>}
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
  const iso2Of = (countryId: string) =>
    countries.data?.data.countries.find((country) => String(country.id) === countryId)?.iso2 ?? 'ES';

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
            <VatCheck
              read={() => {
                const { countryId, vatId } = form.getValues();
                return { countryIso2: iso2Of(countryId), vatId };
              }}
            />
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

import { Checkbox, Select, SimpleGrid, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { SPAIN_COUNTRY_ID } from '@/common/schemas/reference.ts';
import { vatIdTypeLabels, vatIdTypes } from '@/common/validation/user-rules.ts';
import { messages } from '@/web/i18n/messages.ts';
import { useCountries } from '../api/get-countries.ts';
import { useProvinces } from '../api/get-provinces.ts';

/** The form values both sign-up and "my account" edit; select values are strings as Mantine needs. */
export type TProfileValues = {
  firstname: string;
  lastname: string;
  phone1: string;
  phone2: string;
  isCompany: boolean;
  companyName: string;
  vatIdType: (typeof vatIdTypes)[number];
  vatId: string;
  address: string;
  city: string;
  postalCode: string;
  countryId: string;
  provinceId: string;
};

export const emptyProfile: TProfileValues = {
  firstname: '',
  lastname: '',
  phone1: '',
  phone2: '',
  isCompany: false,
  companyName: '',
  vatIdType: 'nif',
  vatId: '',
  address: '',
  city: '',
  postalCode: '',
  countryId: String(SPAIN_COUNTRY_ID),
  provinceId: '',
};

/** Form values → API body: numbers for ids, null for empty optional fields. */
export const toProfileBody = (values: TProfileValues) => ({
  ...values,
  phone2: values.phone2 || null,
  companyName: values.isCompany ? values.companyName : null,
  countryId: Number(values.countryId),
  provinceId: values.provinceId ? Number(values.provinceId) : null,
});

type TForm<T extends TProfileValues> = UseFormReturnType<T>;

export const PersonalFields = <T extends TProfileValues>({ form }: { form: TForm<T> }) => (
  <SimpleGrid cols={{ base: 1, sm: 2 }}>
    <TextInput
      label={messages.auth.firstname}
      autoComplete="given-name"
      required
      // The first field a dialog (sign-up) opens on, rather than its "Cerrar".
      data-autofocus
      key={form.key('firstname')}
      {...form.getInputProps('firstname')}
    />
    <TextInput
      label={messages.auth.lastname}
      autoComplete="family-name"
      required
      key={form.key('lastname')}
      {...form.getInputProps('lastname')}
    />
    <TextInput
      label={messages.auth.phone1}
      type="tel"
      autoComplete="tel"
      required
      key={form.key('phone1')}
      {...form.getInputProps('phone1')}
    />
    <TextInput
      label={messages.auth.phone2}
      type="tel"
      key={form.key('phone2')}
      {...form.getInputProps('phone2')}
    />
  </SimpleGrid>
);

export const InvoicingFields = <T extends TProfileValues>({ form }: { form: TForm<T> }) => {
  const countries = useCountries();
  const provinces = useProvinces();
  const values = form.getValues();
  const isSpain = values.countryId === String(SPAIN_COUNTRY_ID);
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <Checkbox
        label={messages.auth.isCompany}
        key={form.key('isCompany')}
        {...form.getInputProps('isCompany', { type: 'checkbox' })}
      />
      {values.isCompany ? (
        <TextInput
          label={messages.auth.companyName}
          autoComplete="organization"
          required
          key={form.key('companyName')}
          {...form.getInputProps('companyName')}
        />
      ) : (
        <div />
      )}
      <Select
        label={messages.auth.vatIdType}
        data={vatIdTypes.map((value) => ({ value, label: vatIdTypeLabels[value] }))}
        allowDeselect={false}
        required
        key={form.key('vatIdType')}
        {...form.getInputProps('vatIdType')}
      />
      <TextInput
        label={messages.auth.vatId}
        required
        key={form.key('vatId')}
        {...form.getInputProps('vatId')}
      />
      <TextInput
        label={messages.auth.address}
        autoComplete="street-address"
        required
        key={form.key('address')}
        {...form.getInputProps('address')}
      />
      <TextInput
        label={messages.auth.city}
        autoComplete="address-level2"
        required
        key={form.key('city')}
        {...form.getInputProps('city')}
      />
      <Select
        label={messages.auth.country}
        data={(countries.data?.data.countries ?? []).map((country) => ({
          value: String(country.id),
          label: country.name,
        }))}
        searchable
        allowDeselect={false}
        required
        key={form.key('countryId')}
        {...form.getInputProps('countryId')}
      />
      {isSpain ? (
        <Select
          label={messages.auth.province}
          data={(provinces.data?.data.provinces ?? []).map((province) => ({
            value: String(province.id),
            label: province.name,
          }))}
          searchable
          required
          key={form.key('provinceId')}
          {...form.getInputProps('provinceId')}
        />
      ) : (
        <div />
      )}
      <TextInput
        label={messages.auth.postalCode}
        autoComplete="postal-code"
        required
        key={form.key('postalCode')}
        {...form.getInputProps('postalCode')}
      />
    </SimpleGrid>
  );
};

import { Select } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useState } from 'react';
import { provisionsOf, type TTaxTreatment } from '@/common/tax-treatment.ts';
import { messages } from '@/web/i18n/messages.ts';

const t = messages.admin.taxForm;

/** A choice of the treatment select: a rate of the general treatment ('21'…) or another treatment. */
export const treatmentOf = (choice: string): TTaxTreatment =>
  /^\d+$/.test(choice) ? 'general' : (choice as TTaxTreatment);

/**
 * How the goods are taxed and the exact provision the invoice cites, for the auction's form and a lot's.
 * The provision list follows the treatment chosen (docs/after-the-hammer.md, "Tax treatment").
 */
export const TaxTreatmentFields = <TValues extends { treatment: string; taxProvision: string }>({
  form,
  label,
  choices,
  disabled,
  description,
}: {
  form: UseFormReturnType<TValues>;
  label: string;
  choices: { value: string; label: string }[];
  disabled?: boolean;
  description?: string;
}) => {
  const [choice, setChoice] = useState(form.getValues().treatment);
  form.watch('treatment', ({ value }) => {
    setChoice(value as string);
    if (!(form.getValues().taxProvision in provisionsOf(treatmentOf(value as string))))
      form.setFieldValue('taxProvision', '' as never);
  });
  const provisions = Object.entries(choice ? provisionsOf(treatmentOf(choice)) : {});
  return (
    <>
      <Select
        label={label}
        data={choices}
        allowDeselect={false}
        disabled={disabled}
        description={description}
        key={form.key('treatment')}
        {...form.getInputProps('treatment')}
      />
      {provisions.length > 0 && (
        <Select
          label={t.provision}
          description={t.provisionHint}
          required
          data={provisions.map(([value, provision]) => ({
            value,
            label: `${provision.article}: ${provision.covers}`,
          }))}
          disabled={disabled}
          key={form.key('taxProvision')}
          {...form.getInputProps('taxProvision')}
        />
      )}
    </>
  );
};

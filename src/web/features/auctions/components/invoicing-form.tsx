import { Button, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { ZInvoicingDataSchema } from '@/common/schemas/auctions.ts';
import { SaveState } from '@/web/components/save-state.tsx';
import { messages } from '@/web/i18n/messages.ts';
import { type TInvoicingData, useSaveInvoicingData } from '../api/save-invoicing-data.ts';

const t = messages.admin.invoicing;

/** Who issues the invoices of an auction's lots (often the insolvency administrator, not the house). */
export const InvoicingForm = ({
  auctionId,
  initial,
}: {
  auctionId: number;
  initial: Partial<TInvoicingData> | null;
}) => {
  const save = useSaveInvoicingData(auctionId);
  const form = useForm<TInvoicingData>({
    mode: 'uncontrolled',
    initialValues: {
      issuerName: '',
      issuerVatId: '',
      issuerAddress: '',
      invoiceSeries: '',
      notes: '',
      ...initial,
    },
    // The API's own rules (tax id checked, address required), so the form says what the API would.
    validate: schemaResolver(ZInvoicingDataSchema.shape.invoicingData, { sync: true }),
  });
  return (
    <form noValidate onSubmit={form.onSubmit((values) => save.mutate(values))}>
      <Stack gap="sm">
        <SaveState saved={save.isSuccess} error={save.error} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t.issuerName}
            required
            key={form.key('issuerName')}
            {...form.getInputProps('issuerName')}
          />
          <TextInput
            label={t.issuerVatId}
            required
            key={form.key('issuerVatId')}
            {...form.getInputProps('issuerVatId')}
          />
          <TextInput
            label={t.issuerAddress}
            required
            key={form.key('issuerAddress')}
            {...form.getInputProps('issuerAddress')}
          />
          <TextInput
            label={t.invoiceSeries}
            key={form.key('invoiceSeries')}
            {...form.getInputProps('invoiceSeries')}
          />
        </SimpleGrid>
        <Textarea
          label={t.notes}
          autosize
          minRows={2}
          key={form.key('notes')}
          {...form.getInputProps('notes')}
        />
        <Button type="submit" variant="default" loading={save.isPending} w="fit-content">
          {t.save}
        </Button>
      </Stack>
    </form>
  );
};

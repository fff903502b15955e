import { Button, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { SaveState } from '@/web/components/save-state.tsx';
import { useSaveInvoicingData } from '../api/admin-api.ts';

type TInvoicing = {
  issuerName: string;
  issuerVatId: string;
  issuerAddress: string;
  invoiceSeries: string;
  notes: string;
};

/** Who issues the invoices of an auction's lots (often the insolvency administrator, not the house). */
export const InvoicingForm = ({
  auctionId,
  initial,
}: {
  auctionId: number;
  initial: Partial<TInvoicing> | null;
}) => {
  const save = useSaveInvoicingData(auctionId);
  const form = useForm<TInvoicing>({
    mode: 'uncontrolled',
    initialValues: {
      issuerName: '',
      issuerVatId: '',
      issuerAddress: '',
      invoiceSeries: '',
      notes: '',
      ...initial,
    },
    validate: {
      issuerName: (value) => (value.trim() ? null : 'Escribe quién emite las facturas.'),
      issuerVatId: (value) => (value.trim() ? null : 'Escribe el NIF del emisor.'),
    },
  });
  return (
    <form noValidate onSubmit={form.onSubmit((values) => save.mutate(values))}>
      <Stack gap="sm">
        <SaveState saved={save.isSuccess} error={save.error} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label="Emisor de las facturas"
            required
            key={form.key('issuerName')}
            {...form.getInputProps('issuerName')}
          />
          <TextInput
            label="NIF del emisor"
            required
            key={form.key('issuerVatId')}
            {...form.getInputProps('issuerVatId')}
          />
          <TextInput
            label="Dirección del emisor"
            key={form.key('issuerAddress')}
            {...form.getInputProps('issuerAddress')}
          />
          <TextInput
            label="Serie de facturación"
            key={form.key('invoiceSeries')}
            {...form.getInputProps('invoiceSeries')}
          />
        </SimpleGrid>
        <Textarea
          label="Notas"
          autosize
          minRows={2}
          key={form.key('notes')}
          {...form.getInputProps('notes')}
        />
        <Button type="submit" variant="default" loading={save.isPending} w="fit-content">
          Guardar datos de facturación
        </Button>
      </Stack>
    </form>
  );
};

import { Button, SimpleGrid, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { ZLotInputSchema } from '@/common/schemas/lots.ts';
import { ErrorAlert } from '@/web/components/error-alert.tsx';
import { EuroInput } from '@/web/components/euro-input.tsx';
import { messages } from '@/web/i18n/messages.ts';
import { zodErrors } from '@/web/lib/zod-errors.ts';
import { useAddLot } from '../api/add-lot.ts';

const t = messages.admin.auctionForm;
const common = messages.admin.common;

/** A new lot at the end of the auction: title, description and starting price; the rest on its own page. */
export const AddLotForm = ({ auctionId }: { auctionId: number }) => {
  const add = useAddLot(auctionId);
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { title: '', description: '', price: 0 },
    validate: (values) =>
      zodErrors(ZLotInputSchema.safeParse({ ...values, price: Math.round(values.price * 100) })),
  });
  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) =>
        add.mutate({ ...values, price: Math.round(values.price * 100) }, { onSuccess: () => form.reset() }),
      )}
    >
      <Stack gap="sm">
        <Title order={3} size="h5">
          {t.addLot}
        </Title>
        <ErrorAlert error={add.error} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={t.lotTitle} required key={form.key('title')} {...form.getInputProps('title')} />
          <EuroInput
            label={common.startPrice}
            min={0}
            key={form.key('price')}
            {...form.getInputProps('price')}
          />
        </SimpleGrid>
        <Textarea
          label={t.lotDescription}
          autosize
          minRows={2}
          key={form.key('description')}
          {...form.getInputProps('description')}
        />
        <Text size="xs" c="dimmed">
          {t.lotEndHint}
        </Text>
        <Button type="submit" loading={add.isPending} w="fit-content">
          {t.addLot}
        </Button>
      </Stack>
    </form>
  );
};

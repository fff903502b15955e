import { Button, Group, NumberInput, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { TSublot } from '@/common/schemas/lots.ts';
import { ErrorAlert } from '@/web/components/error-alert.tsx';
import { messages } from '@/web/i18n/messages.ts';
import { useAddSublot } from '../api/add-sublot.ts';
import { useDeleteSublot } from '../api/delete-sublot.ts';
import { useSaveSublot } from '../api/save-sublot.ts';

const t = messages.admin.sublots;

const SublotRow = ({ lotId, sublot }: { lotId: number; sublot: TSublot }) => {
  const save = useSaveSublot(lotId);
  const remove = useDeleteSublot(lotId);
  const error = save.error ?? remove.error;
  const [title, setTitle] = useState(sublot.title);
  const [quantity, setQuantity] = useState(sublot.quantity);
  return (
    <Group align="flex-end">
      <TextInput
        label={t.sublot(sublot.order)}
        value={title}
        onChange={(event) => setTitle(event.currentTarget.value)}
        w={320}
      />
      <NumberInput
        label={messages.admin.common.units}
        min={1}
        value={quantity}
        onChange={(value) => setQuantity(Number(value) || 1)}
        w={110}
      />
      <Button
        variant="default"
        loading={save.isPending}
        onClick={() =>
          save.mutate({ id: sublot.id, sublot: { title, quantity, description: sublot.description } })
        }
      >
        {messages.admin.common.save}
      </Button>
      <Button variant="subtle" color="red.9" onClick={() => remove.mutate(sublot.id)}>
        {messages.admin.common.delete}
      </Button>
      <ErrorAlert error={error} />
    </Group>
  );
};

/** The parts of a lot sold together (a set of tools, three parking spaces…). */
export const SublotsEditor = ({ lotId, sublots }: { lotId: number; sublots: TSublot[] }) => {
  const add = useAddSublot(lotId);
  const [title, setTitle] = useState('');
  const [quantity, setQuantity] = useState(1);
  return (
    <Stack gap="sm">
      {sublots.map((sublot) => (
        <SublotRow key={sublot.id} lotId={lotId} sublot={sublot} />
      ))}
      <Group align="flex-end">
        <TextInput
          label={t.newSublot}
          value={title}
          onChange={(event) => setTitle(event.currentTarget.value)}
          w={320}
        />
        <NumberInput
          label={messages.admin.common.units}
          min={1}
          value={quantity}
          onChange={(value) => setQuantity(Number(value) || 1)}
          w={110}
        />
        <Button
          loading={add.isPending}
          onClick={() =>
            add.mutate(
              { title, quantity, description: '' },
              {
                onSuccess: () => {
                  setTitle('');
                  setQuantity(1);
                },
              },
            )
          }
        >
          {t.add}
        </Button>
      </Group>
      <ErrorAlert error={add.error} />
    </Stack>
  );
};

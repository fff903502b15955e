import { Alert, Button, Group, NumberInput, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { TSublot } from '@/common/schemas/catalogue.ts';
import { useSublotActions } from '../api/admin-api.ts';

const SublotRow = ({ lotId, sublot }: { lotId: number; sublot: TSublot }) => {
  const actions = useSublotActions(lotId);
  const [title, setTitle] = useState(sublot.title);
  const [quantity, setQuantity] = useState(sublot.quantity);
  return (
    <Group align="flex-end">
      <TextInput
        label={`Sublote ${sublot.order}`}
        value={title}
        onChange={(event) => setTitle(event.currentTarget.value)}
        w={320}
      />
      <NumberInput
        label="Unidades"
        min={1}
        value={quantity}
        onChange={(value) => setQuantity(Number(value) || 1)}
        w={110}
      />
      <Button
        variant="default"
        loading={actions.isPending}
        onClick={() =>
          actions.mutate({
            kind: 'save',
            id: sublot.id,
            sublot: { title, quantity, description: sublot.description },
          })
        }
      >
        Guardar
      </Button>
      <Button
        variant="subtle"
        color="red.9"
        onClick={() => actions.mutate({ kind: 'delete', id: sublot.id })}
      >
        Eliminar
      </Button>
      {actions.error && <Alert color="red">{actions.error.message}</Alert>}
    </Group>
  );
};

/** The parts of a lot sold together (a set of tools, three parking spaces…). */
export const SublotsEditor = ({ lotId, sublots }: { lotId: number; sublots: TSublot[] }) => {
  const actions = useSublotActions(lotId);
  const [title, setTitle] = useState('');
  const [quantity, setQuantity] = useState(1);
  return (
    <Stack gap="sm">
      {sublots.map((sublot) => (
        <SublotRow key={sublot.id} lotId={lotId} sublot={sublot} />
      ))}
      <Group align="flex-end">
        <TextInput
          label="Nuevo sublote"
          value={title}
          onChange={(event) => setTitle(event.currentTarget.value)}
          w={320}
        />
        <NumberInput
          label="Unidades"
          min={1}
          value={quantity}
          onChange={(value) => setQuantity(Number(value) || 1)}
          w={110}
        />
        <Button
          loading={actions.isPending}
          onClick={() =>
            actions.mutate(
              { kind: 'add', sublot: { title, quantity, description: '' } },
              {
                onSuccess: () => {
                  setTitle('');
                  setQuantity(1);
                },
              },
            )
          }
        >
          Añadir sublote
        </Button>
      </Group>
      {actions.error && (
        <Alert color="red" role="alert">
          {actions.error.message}
        </Alert>
      )}
    </Stack>
  );
};

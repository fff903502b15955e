import {
  Alert,
  Button,
  Group,
  NumberInput,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useState } from 'react';
import { formatDateTime, formatTime } from '@/common/format.ts';
import { es } from '@/web/i18n/es.ts';
import { useCreatePickupSlots } from '../api/create-pickup-slots.ts';
import { useDeletePickupSlot } from '../api/delete-pickup-slot.ts';
import { usePickupSlots } from '../api/get-pickup-slots.ts';
import { ConfirmAction } from './confirm-action.tsx';

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** An auction's pick-up slots: open a series (Madrid time), see who booked each, delete unbooked ones. */
export const PickupSlotsManager = ({ auctionId }: { auctionId: number }) => {
  const t = es.settlementsAdmin;
  const slots = usePickupSlots(auctionId);
  const create = useCreatePickupSlots(auctionId);
  const remove = useDeletePickupSlot();
  const [series, setSeries] = useState({
    fromDate: inDays(1),
    toDate: inDays(1),
    dayStart: '09:00',
    dayEnd: '14:00',
    minutes: 30,
    capacity: 2,
  });
  const set = (field: keyof typeof series) => (value: string | number) =>
    setSeries((current) => ({ ...current, [field]: value }));
  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        {t.slots}
      </Title>
      <form
        aria-label={t.slotsCreate}
        onSubmit={(event) => {
          event.preventDefault();
          create.mutate(series);
        }}
      >
        <Group align="flex-end" gap="sm">
          <TextInput
            type="date"
            label={t.fromDate}
            value={series.fromDate}
            onChange={(event) => set('fromDate')(event.currentTarget.value)}
          />
          <TextInput
            type="date"
            label={t.toDate}
            value={series.toDate}
            onChange={(event) => set('toDate')(event.currentTarget.value)}
          />
          <TextInput
            type="time"
            label={t.dayStart}
            value={series.dayStart}
            onChange={(event) => set('dayStart')(event.currentTarget.value)}
            w={110}
          />
          <TextInput
            type="time"
            label={t.dayEnd}
            value={series.dayEnd}
            onChange={(event) => set('dayEnd')(event.currentTarget.value)}
            w={110}
          />
          <NumberInput
            label={t.minutes}
            value={series.minutes}
            onChange={(value) => set('minutes')(Number(value))}
            min={5}
            w={130}
          />
          <NumberInput
            label={t.capacity}
            value={series.capacity}
            onChange={(value) => set('capacity')(Number(value))}
            min={1}
            w={150}
          />
          <Button type="submit" loading={create.isPending}>
            {t.slotsCreate}
          </Button>
        </Group>
      </form>
      {create.error && (
        <Alert color="red" role="alert">
          {create.error.message}
        </Alert>
      )}
      {create.data && (
        <Alert color="green" role="status">
          {t.slotsCreated(create.data.data.created)}
        </Alert>
      )}
      {slots.data?.data.slots.length === 0 && <Text c="dimmed">{t.noSlots}</Text>}
      {Boolean(slots.data?.data.slots.length) && (
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t.slot}</Table.Th>
              <Table.Th scope="col">{t.booked}</Table.Th>
              <Table.Th scope="col">
                <VisuallyHidden>{es.account.actions}</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {slots.data?.data.slots.map((slot) => {
              const label = `${formatDateTime(slot.startsAt)} – ${formatTime(slot.endsAt)}`;
              return (
                <Table.Tr key={slot.id}>
                  <Table.Td>{label}</Table.Td>
                  <Table.Td>
                    {slot.booked}/{slot.capacity} {slot.buyers.map((buyer) => buyer.name).join(', ')}
                  </Table.Td>
                  <Table.Td>
                    {slot.booked === 0 && (
                      <ConfirmAction
                        label={t.deleteSlot}
                        title={t.deleteSlotTitle(label)}
                        message={t.deleteSlotMessage(label)}
                        color="red.9"
                        isPending={remove.isPending}
                        error={remove.error}
                        onConfirm={(_text, close) => remove.mutate(slot.id, { onSuccess: close })}
                      />
                    )}
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
};

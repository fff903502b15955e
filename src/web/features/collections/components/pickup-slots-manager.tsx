import { Alert, Button, Group, NumberInput, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { TimePicker } from '@mantine/dates';
import { useState } from 'react';
import { madridDay } from '@/common/madrid-time.ts';
import { ConfirmAction } from '@/web/components/admin/confirm-action.tsx';
import { ErrorAlert } from '@/web/components/error-alert.tsx';
import { MadridDateInput } from '@/web/components/madrid-date-input.tsx';
import { messages } from '@/web/i18n/messages.ts';
import { formatDateTime, formatTime } from '@/web/lib/format.ts';
import { useCreatePickupSlots } from '../api/create-pickup-slots.ts';
import { useDeletePickupSlot } from '../api/delete-pickup-slot.ts';
import { usePickupSlots } from '../api/get-pickup-slots.ts';

const tomorrow = () => madridDay(new Date(Date.now() + 86_400_000));

/** An auction's pick-up slots: open a series (Madrid time), see who booked each, delete unbooked ones. */
export const PickupSlotsManager = ({ auctionId }: { auctionId: number }) => {
  const t = messages.settlementsAdmin;
  const picker = messages.datePicker;
  const slots = usePickupSlots(auctionId);
  const create = useCreatePickupSlots(auctionId);
  const remove = useDeletePickupSlot();
  const [series, setSeries] = useState({
    fromDate: tomorrow(),
    toDate: tomorrow(),
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
          <MadridDateInput
            label={t.fromDate}
            required
            value={series.fromDate}
            onChange={(day) => day && set('fromDate')(day)}
          />
          <MadridDateInput
            label={t.toDate}
            required
            value={series.toDate}
            onChange={(day) => day && set('toDate')(day)}
          />
          {(['dayStart', 'dayEnd'] as const).map((field) => (
            // 24-hour fields whatever the browser's language (a native time input can show "09:00 AM").
            <TimePicker
              key={field}
              label={t[field]}
              value={series[field]}
              onChange={set(field)}
              hoursInputLabel={picker.hoursOf(t[field])}
              minutesInputLabel={picker.minutesOf(t[field])}
              w={110}
            />
          ))}
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
      <ErrorAlert error={create.error} />
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
                <VisuallyHidden>{messages.account.actions}</VisuallyHidden>
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

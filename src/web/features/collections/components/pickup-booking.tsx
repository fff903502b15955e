import { Anchor, Button, Group, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { TSettlement } from '@/common/schemas/settlements.ts';
import { ErrorAlert } from '@/web/components/error-alert.tsx';
import { messages } from '@/web/i18n/messages.ts';
import { formatDateTime, formatTime } from '@/web/lib/format.ts';
import { useBookPickup } from '../api/book-pickup.ts';
import { usePickupOptions } from '../api/get-pickup-options.ts';

const slotLabel = (slot: { startsAt: string; endsAt: string }) =>
  `${formatDateTime(slot.startsAt)} – ${formatTime(slot.endsAt)}`;

/** Once paid: the pick-up slot, booked or changed here. */
export const PickupBooking = ({ settlement }: { settlement: TSettlement }) => {
  const t = messages.settlements;
  const options = usePickupOptions(settlement.id);
  const book = useBookPickup(settlement.id);
  const [choice, setChoice] = useState<string | null>(null);
  const [isChanging, setIsChanging] = useState(false);
  const [justBooked, setJustBooked] = useState(false);
  if (settlement.pickup && !isChanging) {
    const { address, mapUrl } = settlement.pickup;
    // Its own key: React must not turn the form's focused "Reservar turno" into this "Cambiar" button.
    return (
      <Stack gap={4} key="booked">
        <Group gap="sm">
          {/* Booking removes the button that did it: focus goes to the booking, never to <body>. */}
          <Text
            size="sm"
            data-testid="pickup-booked"
            role="status"
            tabIndex={-1}
            ref={justBooked ? (node: HTMLParagraphElement | null) => node?.focus() : undefined}
          >
            {t.pickupBooked(slotLabel(settlement.pickup))}
          </Text>
          <Button size="xs" variant="default" onClick={() => setIsChanging(true)}>
            {t.pickupChange}
          </Button>
        </Group>
        {address && <Text size="sm">{messages.pickupPlace.address(address)}</Text>}
        {mapUrl && (
          <Anchor size="sm" href={mapUrl} target="_blank" rel="noopener noreferrer">
            {messages.pickupPlace.map}
          </Anchor>
        )}
      </Stack>
    );
  }
  const slots = options.data?.data.slots ?? [];
  if (options.isSuccess && slots.length === 0) return <Text size="sm">{t.pickupNone}</Text>;
  return (
    <Stack gap="xs">
      <Group align="flex-end" gap="sm">
        <Select
          label={t.pickupLabel}
          placeholder={t.pickupPlaceholder}
          data={slots.map((slot) => ({ value: String(slot.id), label: slotLabel(slot) }))}
          value={choice}
          onChange={setChoice}
          w={320}
        />
        <Button
          disabled={!choice}
          loading={book.isPending}
          onClick={() =>
            book.mutate(Number(choice), {
              onSuccess: () => {
                setIsChanging(false);
                setJustBooked(true);
              },
            })
          }
        >
          {t.pickupBook}
        </Button>
      </Group>
      <ErrorAlert error={book.error} />
    </Stack>
  );
};

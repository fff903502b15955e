import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { MadridDateTimeInput } from '@/web/components/madrid-date-time-input.tsx';
import { messages } from '@/web/i18n/messages.ts';
import { ApiError } from '@/web/lib/api-client.ts';
import { useOfferAfterSale } from '../api/offer-after-sale.ts';

const t = messages.liveSales.console;

/** Once the sale has finished: its passed lots offered by the clock until the date chosen. */
export const AfterSaleOffer = ({ auctionId }: { auctionId: number }) => {
  const offer = useOfferAfterSale(auctionId);
  const [endDate, setEndDate] = useState<string | null>(null);
  return (
    <Stack gap="xs">
      <Group align="flex-end">
        <MadridDateTimeInput
          label={t.afterSaleEnd}
          value={endDate}
          onChange={setEndDate}
          error={offer.error instanceof ApiError ? offer.error.fields.endDate : undefined}
        />
        <Button
          onClick={() => endDate && offer.mutate(endDate)}
          disabled={!endDate}
          loading={offer.isPending}
        >
          {t.afterSale}
        </Button>
      </Group>
      {offer.data && <Text role="status">{t.afterSaleDone(offer.data.data.lotIds.length)}</Text>}
      {offer.error && !(offer.error instanceof ApiError && offer.error.fields.endDate) && (
        <Alert color="red" role="alert">
          {offer.error.message}
        </Alert>
      )}
    </Stack>
  );
};

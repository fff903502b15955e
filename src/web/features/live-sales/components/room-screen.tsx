import { Box, Stack, Text, Title } from '@mantine/core';
import type { TLiveSaleState } from '@/common/schemas/live-sales.ts';
import { messages } from '@/web/i18n/messages.ts';
import { LiveLotView, NextLots, SaleNotice } from './live-lot-view.tsx';

/** The room's projector: the lot being called, big, with its picture, asking price and warning. */
export const RoomScreen = ({ title, sale }: { title: string; sale: TLiveSaleState }) => (
  <Box p="xl" mih="100vh">
    <Stack gap="lg">
      <Title order={1} size="h2">
        {title}
      </Title>
      <SaleNotice sale={sale} />
      <LiveLotView sale={sale} size="xl" />
      {sale.status === 'running' && (
        <Text size="lg" c="dimmed">
          {messages.liveSales.live}
        </Text>
      )}
      <NextLots sale={sale} />
    </Stack>
  </Box>
);

import { Box, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { TLotSummary } from '@/common/schemas/lots.ts';
import { Countdown } from '@/web/components/countdown.tsx';
import { ExtendedMark } from '@/web/components/extended-mark.tsx';
import { lotLiveText } from '@/web/components/lot-live-state.tsx';
import { PicturePlaceholder } from '@/web/components/picture-placeholder.tsx';
import { ResponsiveImage } from '@/web/components/responsive-image.tsx';
import { messages } from '@/web/i18n/messages.ts';
import { formatCents } from '@/web/lib/format.ts';
import { paths } from '@/web/lib/paths.ts';

/**
 * A lot in the auction's grid: cover, number, title, current price, bid count and its own countdown. The
 * whole card is one link; `action` (the follow heart) sits over its corner and `bidAction` (a quick bid)
 * below it, both outside the link, so no control is nested in another; "Ampliado" shows there too when a
 * late bid has extended the lot.
 */
export const LotCard = ({
  lot,
  action,
  bidAction,
}: {
  lot: TLotSummary;
  action?: ReactNode;
  bidAction?: ReactNode;
}) => {
  const hasBids = lot.maxBid !== null;
  return (
    <Card withBorder padding="sm" component="article" h="100%" pos="relative" className="row-card">
      {action ? (
        <Box pos="absolute" top={8} right={8} style={{ zIndex: 1 }} className="row-card-action">
          {action}
        </Box>
      ) : null}
      <Link to={paths.auctionLot(lot.auctionId, lot.id)} className="card-link">
        <Card.Section>
          {lot.cover ? (
            <ResponsiveImage
              image={lot.cover}
              sizes="(min-width: 62em) 25vw, (min-width: 36em) 50vw, 100vw"
              alt=""
            />
          ) : (
            <PicturePlaceholder />
          )}
        </Card.Section>
        <Stack gap={4} mt="xs">
          <Text size="sm" fw={700} c="blue.9">
            {messages.lots.lot(lot.order)}
          </Text>
          <Title order={3} size="h5">
            {lot.title}
          </Title>
          <Group justify="space-between" align="baseline" gap="xs">
            <Text size="sm">{hasBids ? messages.lots.currentBid : messages.lots.startingPrice}</Text>
            <Text fw={800} size="lg" data-testid="lot-price">
              {formatCents(lot.maxBid ?? lot.price)}
            </Text>
          </Group>
          <Group justify="space-between" gap="xs">
            <Text size="sm" data-testid="lot-bids">
              {hasBids ? messages.lots.bids(lot.bidsCount) : messages.lots.noBids}
            </Text>
            <Text size="sm" fw={600}>
              {lot.status === 'closed' ? (
                lot.sold ? (
                  messages.lots.sold
                ) : lot.provisional ? (
                  messages.lots.provisional
                ) : (
                  messages.lots.closed
                )
              ) : lot.live ? (
                // A live sale's lot is called by the auctioneer, not closed by a clock: no countdown.
                <span data-testid="lot-card-live">{lotLiveText(lot.live)}</span>
              ) : (
                <Countdown endDate={lot.endDate} overLabel={messages.lots.closed} />
              )}
            </Text>
          </Group>
        </Stack>
      </Link>
      <Group gap="xs" justify="space-between" align="flex-end" mt={bidAction ? 'xs' : 0}>
        <ExtendedMark lot={lot} />
        {bidAction}
      </Group>
    </Card>
  );
};

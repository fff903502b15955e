import { Anchor, Badge, Card, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { TWatchedLot } from '@/common/schemas/watchlist.ts';
import { Countdown } from '@/web/components/countdown.tsx';
import { LotLiveState } from '@/web/components/lot-live-state.tsx';
import { QueryState } from '@/web/components/query-state.tsx';
import { messages } from '@/web/i18n/messages.ts';
import { formatCents } from '@/web/lib/format.ts';
import { paths } from '@/web/lib/paths.ts';
import { useWatchedLots } from '../api/get-watched-lots.ts';
import { FollowButton } from './follow-button.tsx';

/** Where the user stands on a followed lot, in words a bidder uses. */
const LotState = ({ lot }: { lot: TWatchedLot }) => {
  const t = messages.watchlist;
  if (lot.status === 'closed')
    return (
      <Badge variant="outline" color="gray.8">
        {messages.lots.closed}
      </Badge>
    );
  if (lot.leads)
    return (
      <Badge variant="outline" color="green.9">
        {messages.account.leading}
      </Badge>
    );
  if (lot.myBidder)
    return (
      <Badge variant="outline" color="orange.9">
        {messages.account.outbid}
      </Badge>
    );
  return (
    <Badge variant="outline" color="blue.9">
      {t.notBidding}
    </Badge>
  );
};

/** `/mi-cuenta/subastas/seguimiento`: followed lots, one card each so it reads on a phone without scrolling sideways. */
export const WatchedLots = () => {
  const query = useWatchedLots();
  return (
    <QueryState query={query}>
      {({ data }) =>
        data.lots.length === 0 ? (
          <Text c="dimmed">{messages.watchlist.empty}</Text>
        ) : (
          <Stack gap="sm" component="ul" p={0} style={{ listStyle: 'none' }}>
            {data.lots.map((lot) => (
              <Card key={lot.id} withBorder padding="sm" component="li" data-testid="watched-lot">
                <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
                  <Stack gap={2} miw={0}>
                    <Anchor component={Link} to={paths.auctionLot(lot.auctionId, lot.id)} fw={600}>
                      {messages.lots.lot(lot.order)}: {lot.title}
                    </Anchor>
                    <Text size="xs" c="dimmed">
                      {lot.auctionTitle}
                    </Text>
                  </Stack>
                  <FollowButton target={{ kind: 'lot', id: lot.id }} title={lot.title} />
                </Group>
                <Group justify="space-between" gap="xs" mt="xs">
                  <Text size="sm">
                    {lot.maxBid === null ? messages.lots.startingPrice : messages.lots.currentBid}:{' '}
                    <Text span fw={800}>
                      {formatCents(lot.maxBid ?? lot.price)}
                    </Text>
                  </Text>
                  <Text size="sm">
                    {lot.status !== 'open' ? null : lot.live ? (
                      <LotLiveState live={lot.live} />
                    ) : (
                      <Countdown endDate={lot.endDate} overLabel={messages.lots.closed} />
                    )}
                  </Text>
                  <LotState lot={lot} />
                </Group>
              </Card>
            ))}
          </Stack>
        )
      }
    </QueryState>
  );
};

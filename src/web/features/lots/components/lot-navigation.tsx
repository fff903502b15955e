import { Anchor, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { TLotNeighbour } from '@/common/schemas/lots.ts';
import { messages } from '@/web/i18n/messages.ts';
import { paths } from '@/web/lib/paths.ts';

const Neighbour = ({
  auctionId,
  lot,
  direction,
}: {
  auctionId: number;
  lot: TLotNeighbour;
  direction: 'previous' | 'next';
}) => (
  <Anchor
    component={Link}
    to={paths.auctionLot(auctionId, lot.id)}
    rel={direction === 'previous' ? 'prev' : 'next'}
    className={`lot-neighbour lot-neighbour-${direction}`}
    data-testid={`lot-${direction}`}
  >
    <Text span size="xs" c="dimmed" display="block">
      {direction === 'previous' ? `← ${messages.lots.previousLot}` : `${messages.lots.nextLot} →`}
    </Text>
    <Text span fw={600} display="block" lineClamp={1}>
      {messages.lots.lot(lot.order)} · {lot.title}
    </Text>
  </Anchor>
);

/** Links to the lots before and after this one in the auction, as the auction page orders them. */
export const LotNavigation = ({
  auctionId,
  previous,
  next,
}: {
  auctionId: number;
  previous: TLotNeighbour | null;
  next: TLotNeighbour | null;
}) =>
  previous || next ? (
    <nav aria-label={messages.lots.otherLots}>
      <Group justify="space-between" gap="sm" wrap="nowrap" className="lot-navigation">
        {previous ? <Neighbour auctionId={auctionId} lot={previous} direction="previous" /> : <span />}
        {next ? <Neighbour auctionId={auctionId} lot={next} direction="next" /> : <span />}
      </Group>
    </nav>
  ) : null;

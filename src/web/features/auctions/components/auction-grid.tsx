import { SimpleGrid, Text } from '@mantine/core';
import type { TAuctionSummary } from '@/common/schemas/auctions.ts';
import { AuctionCard } from './auction-card.tsx';

export const AuctionGrid = ({
  auctions,
  empty,
  eagerFirst = false,
}: {
  auctions: TAuctionSummary[];
  empty: string;
  /** At the top of a page: the first picture loads at once (largest contentful paint). */
  eagerFirst?: boolean;
}) =>
  auctions.length === 0 ? (
    <Text c="dimmed">{empty}</Text>
  ) : (
    <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
      {auctions.map((auction, index) => (
        <AuctionCard key={auction.id} auction={auction} eager={eagerFirst && index === 0} />
      ))}
    </SimpleGrid>
  );

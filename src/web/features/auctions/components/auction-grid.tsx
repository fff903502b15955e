import { SimpleGrid, Text } from '@mantine/core';
import type { TAuctionSummary } from '@/common/schemas/catalogue.ts';
import { AuctionCard } from './auction-card.tsx';

export const AuctionGrid = ({ auctions, empty }: { auctions: TAuctionSummary[]; empty: string }) =>
  auctions.length === 0 ? (
    <Text c="dimmed">{empty}</Text>
  ) : (
    <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
      {auctions.map((auction) => (
        <AuctionCard key={auction.id} auction={auction} />
      ))}
    </SimpleGrid>
  );

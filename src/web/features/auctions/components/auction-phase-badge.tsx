import { Badge } from '@mantine/core';
import { es } from '@/web/i18n/es.ts';
import type { TAuctionPhase } from './auction-phase.ts';

const colours: Record<TAuctionPhase, string> = { running: 'green.9', upcoming: 'blue.8', closed: 'gray.7' };

export const AuctionPhaseBadge = ({ phase }: { phase: TAuctionPhase }) => (
  <Badge color={colours[phase]} variant="filled">
    {es.auctions[phase]}
  </Badge>
);

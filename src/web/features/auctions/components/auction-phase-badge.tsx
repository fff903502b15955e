import { Badge } from '@mantine/core';
import type { TAuctionPhase } from '@/common/auction-phase.ts';
import { messages } from '@/web/i18n/messages.ts';

// Dark enough for white text at WCAG AA contrast.
const colours: Record<TAuctionPhase, string> = { running: '#1e6b34', upcoming: '#1c4e80', closed: '#495057' };

export const AuctionPhaseBadge = ({ phase }: { phase: TAuctionPhase }) => (
  <Badge color={colours[phase]} variant="filled">
    {messages.auctions[phase]}
  </Badge>
);

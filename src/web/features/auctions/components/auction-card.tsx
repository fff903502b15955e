import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { auctionPhase } from '@/common/auction-phase.ts';
import { imageSizes } from '@/common/images.ts';
import type { TAuctionSummary } from '@/common/schemas/auctions.ts';
import { Countdown } from '@/web/components/countdown.tsx';
import { PicturePlaceholder } from '@/web/components/picture-placeholder.tsx';
import { ResponsiveImage } from '@/web/components/responsive-image.tsx';
import { messages } from '@/web/i18n/messages.ts';
import { useServerNow } from '@/web/lib/clock.ts';
import { formatCents, formatDateTime } from '@/web/lib/format.ts';
import { paths } from '@/web/lib/paths.ts';
import { AuctionPhaseBadge } from './auction-phase-badge.tsx';

export const AuctionCard = ({
  auction,
  headingLevel = 3,
  eager = false,
}: {
  auction: TAuctionSummary;
  headingLevel?: 2 | 3;
  /** The first card of a page: its picture is likely the largest thing on screen, so it loads first. */
  eager?: boolean;
}) => {
  const now = useServerNow();
  const phase = auctionPhase(auction, now);
  return (
    <Card withBorder padding="md" component="article" h="100%" className="row-card">
      <Link to={paths.auction(auction.id)} className="card-link">
        <Card.Section>
          {auction.cover ? (
            <ResponsiveImage image={auction.cover} sizes={imageSizes.card} alt="" eager={eager} />
          ) : (
            <PicturePlaceholder />
          )}
        </Card.Section>
        <Stack gap={6} mt="sm">
          <Group gap="xs">
            <AuctionPhaseBadge phase={phase} />
            <Badge variant="outline" color={auction.caution ? '#9a3412' : '#495057'}>
              {auction.caution
                ? `${messages.auctions.deposit}: ${formatCents(auction.caution)}`
                : messages.auctions.noDeposit}
            </Badge>
          </Group>
          <Title order={headingLevel} size="h4">
            {auction.title}
          </Title>
          <Text size="sm">{messages.auctions.lots(auction.lotQuantity)}</Text>
          {phase === 'upcoming' && (
            <Text size="sm">
              {messages.auctions.starts}: {formatDateTime(auction.startDate)}
            </Text>
          )}
          {phase === 'running' && auction.format === 'live' && (
            <Text size="sm" data-testid="auction-card-live">
              {auction.liveStartsAt
                ? messages.liveSales.lotLiveAt(formatDateTime(auction.liveStartsAt))
                : messages.liveSales.lotLive}
            </Text>
          )}
          {phase === 'running' && auction.format !== 'live' && (
            <Text size="sm">
              {messages.auctions.endsIn}{' '}
              <Countdown endDate={auction.endDate} overLabel={messages.auctions.closed} />{' '}
              <span className="nowrap">({formatDateTime(auction.endDate)})</span>
            </Text>
          )}
          {phase === 'closed' && (
            <Text size="sm">
              {messages.auctions.closed}: {formatDateTime(auction.lastLotEndDate ?? auction.endDate)}
            </Text>
          )}
        </Stack>
      </Link>
    </Card>
  );
};

import { Grid, Group, SimpleGrid, Stack, Title } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useParams } from 'react-router';
import { auctionPhase } from '@/common/auction-phase.ts';
import { ImageGallery } from '@/web/components/image-gallery.tsx';
import { LazyLocationMap } from '@/web/components/lazy-location-map.tsx';
import { usePageTitle } from '@/web/components/page-title.tsx';
import { QueryState } from '@/web/components/query-state.tsx';
import { YoutubeVideo } from '@/web/components/youtube-video.tsx';
import { useAuction } from '@/web/features/auctions/api/get-auction.ts';
import { AuctionDetails } from '@/web/features/auctions/components/auction-details.tsx';
import { AuctionPhaseBadge } from '@/web/features/auctions/components/auction-phase-badge.tsx';
import { LotCard } from '@/web/features/auctions/components/lot-card.tsx';
import { useAuctionLive } from '@/web/features/bids/live.ts';
import { applyLiveBidEvent, applyLiveSaleEvent } from '@/web/features/live-sales/api/get-live-sale.ts';
import { LiveBidderPanel } from '@/web/features/live-sales/components/live-bidder-panel.tsx';
import { useMayBid } from '@/web/features/subscriptions/api/get-my-subscriptions.ts';
import { SubscriptionPanel } from '@/web/features/subscriptions/components/subscription-panel.tsx';
import { FollowButton } from '@/web/features/watchlist/components/follow-button.tsx';
import { messages } from '@/web/i18n/messages.ts';
import { useServerNow } from '@/web/lib/clock.ts';
import { requireId } from '@/web/lib/not-found.ts';
import { useCurrentUser } from '@/web/lib/session.ts';
import {
  applyBidEvent,
  applyLiveSaleToLots,
  applyLotClosedEvent,
  applyLotReopenedEvent,
  applyLotUpdatedEvent,
} from '../live-cache.ts';

// The quick bid and its confirmation download for logged-in visitors only, after the page is painted.
const QuickBid = lazy(() =>
  import('@/web/features/bids/components/quick-bid.tsx').then((module) => ({ default: module.QuickBid })),
);

const AuctionPage = () => {
  const user = useCurrentUser();
  const auctionId = requireId(useParams().auctionId);
  const query = useAuction(auctionId);
  useAuctionLive(
    query.data ? auctionId : null,
    {
      onBid: (event) => {
        applyBidEvent(auctionId, event);
        applyLiveBidEvent(auctionId, event);
      },
      onLiveSale: (state) => {
        applyLiveSaleEvent(state);
        applyLiveSaleToLots(state);
      },
      onLotClosed: (event) => applyLotClosedEvent(auctionId, event),
      onLotUpdated: (event) => applyLotUpdatedEvent(auctionId, event),
      onLotReopened: (event) => applyLotReopenedEvent(auctionId, event),
    },
    query.data?.metadata.liveEventId,
  );
  const now = useServerNow();
  const mayBid = useMayBid(query.data?.data.auction);
  usePageTitle(query.data?.data.auction.title);
  return (
    <QueryState query={query}>
      {({ data: { auction, lots } }) => (
        <Stack gap="xl">
          <Stack gap="xs">
            <AuctionPhaseBadge phase={auctionPhase(auction, now)} />
            <Group justify="space-between" align="flex-start" wrap="nowrap">
              <Title order={1}>{auction.title}</Title>
              <FollowButton target={{ kind: 'auction', id: auction.id }} title={auction.title} />
            </Group>
          </Stack>
          <Grid gap="xl">
            <Grid.Col span={{ base: 12, md: 7 }}>
              <Stack gap="md">
                <ImageGallery images={auction.images} title={auction.title} />
                <YoutubeVideo url={auction.youtubeUrl} title={auction.title} />
                {/* biome-ignore lint/security/noDangerouslySetInnerHtml: server-rendered Markdown with HTML escaped */}
                <div className="prose" dangerouslySetInnerHTML={{ __html: auction.descriptionHtml }} />
              </Stack>
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 5 }}>
              <Stack gap="md">
                {auction.format === 'live' && <LiveBidderPanel auctionId={auction.id} />}
                <SubscriptionPanel auction={auction} />
                <AuctionDetails auction={auction} />
                {auction.location && (
                  <LazyLocationMap
                    location={auction.location}
                    label={`Mapa: ${auction.address ?? auction.title}`}
                  />
                )}
              </Stack>
            </Grid.Col>
          </Grid>
          <section aria-labelledby="lots-heading">
            <Title id="lots-heading" order={2} mb="md">
              {messages.auctions.lotsTitle} ({lots.length})
            </Title>
            <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }} spacing="md">
              {lots.map((lot) => (
                <LotCard
                  key={lot.id}
                  lot={lot}
                  action={<FollowButton target={{ kind: 'lot', id: lot.id }} title={lot.title} />}
                  bidAction={
                    user ? (
                      <Suspense fallback={null}>
                        <QuickBid
                          lot={lot}
                          auction={{ ...auction, goodsVatPercent: lot.goodsVatPercent }}
                          mayBidInAuction={mayBid}
                        />
                      </Suspense>
                    ) : null
                  }
                />
              ))}
            </SimpleGrid>
          </section>
        </Stack>
      )}
    </QueryState>
  );
};

export default AuctionPage;

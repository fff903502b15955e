import { Anchor, Breadcrumbs, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { TLotAuction } from '@/common/schemas/auctions.ts';
import type { TLot, TLotNeighbour } from '@/common/schemas/lots.ts';
import { BuyerTerms } from '@/web/components/buyer-terms.tsx';
import { FilesList } from '@/web/components/files-list.tsx';
import { ImageGallery } from '@/web/components/image-gallery.tsx';
import { LazyLocationMap } from '@/web/components/lazy-location-map.tsx';
import { MetadataTable } from '@/web/components/metadata-table.tsx';
import { YoutubeVideo } from '@/web/components/youtube-video.tsx';
import { messages } from '@/web/i18n/messages.ts';
import { paths } from '@/web/lib/paths.ts';
import { BidHistory } from './bid-history.tsx';
import { BlockMembers } from './block-members.tsx';
import { LotNavigation } from './lot-navigation.tsx';
import { LotPricePanel, type TIndicativeAmount } from './lot-price-panel.tsx';
import type { TBarStanding } from './phone-bid-bar.tsx';
import { SublotsList } from './sublots-list.tsx';

export const LotDetail = ({
  lot,
  auction,
  previous = null,
  next = null,
  bidPanel,
  followButton,
  closedNotice,
  standing,
  indicativeAmount,
}: {
  lot: TLot;
  auction: TLotAuction;
  previous?: TLotNeighbour | null;
  next?: TLotNeighbour | null;
  bidPanel?: React.ReactNode;
  /** The watchlist's heart, from the app layer (features do not know each other). */
  followButton?: React.ReactNode;
  /** The winner's notice on a closed lot, from the app layer (see LotPricePanel). */
  closedNotice?: (standard: React.ReactNode) => React.ReactNode;
  /** Whether this user leads or is outbid, from the bidding feature (the phone's bid bar shows it). */
  standing?: TBarStanding;
  /** "≈ 1.080 £" beside lot and bid prices, from the exchange-rates feature through the app layer. */
  indicativeAmount?: TIndicativeAmount;
}) => (
  <Stack gap="lg">
    <Breadcrumbs>
      <Anchor component={Link} to={paths.auctions()}>
        {messages.nav.auctions}
      </Anchor>
      <Anchor component={Link} to={paths.auction(auction.id)}>
        {auction.title}
      </Anchor>
      <Text span>{messages.lots.lot(lot.order)}</Text>
    </Breadcrumbs>
    <Group justify="space-between" align="flex-start" wrap="nowrap">
      <div>
        <Text fw={700} c="blue.9">
          {messages.lots.lot(lot.order)}
        </Text>
        <Title order={1}>{lot.title}</Title>
      </div>
      {followButton}
    </Group>
    <Grid gap="xl">
      <Grid.Col span={{ base: 12, md: 7 }}>
        <Stack gap="md">
          <ImageGallery images={lot.images} title={lot.title} />
          <YoutubeVideo url={lot.youtubeUrl ?? auction.youtubeUrl} title={lot.title} />
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 5 }}>
        <Stack gap="sm">
          <LotPricePanel
            lot={lot}
            bidPanel={bidPanel}
            closedNotice={closedNotice}
            standing={standing}
            indicativeAmount={indicativeAmount}
            live={auction.format === 'live' ? { startsAt: auction.liveStartsAt } : null}
          />
          <BuyerTerms auction={auction} />
        </Stack>
      </Grid.Col>
    </Grid>
    {lot.description && (
      <section aria-labelledby="lot-description-heading">
        <Title id="lot-description-heading" order={2} size="h4" mb="sm">
          {messages.lots.description}
        </Title>
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: server-rendered Markdown with HTML escaped */}
        <div className="prose" dangerouslySetInnerHTML={{ __html: lot.descriptionHtml }} />
      </section>
    )}
    {lot.metadata.length > 0 && (
      <section aria-labelledby="lot-features-heading">
        <Title id="lot-features-heading" order={2} size="h4" mb="sm">
          {messages.lots.features}
        </Title>
        <MetadataTable entries={lot.metadata} caption={messages.lots.features} />
      </section>
    )}
    {lot.sublots.length > 0 && <SublotsList sublots={lot.sublots} />}
    <BlockMembers lot={lot} />
    {lot.files.length > 0 && (
      <section aria-labelledby="lot-files-heading">
        <Title id="lot-files-heading" order={2} size="h4" mb="sm">
          {messages.auctions.documents}
        </Title>
        <FilesList files={lot.files} />
      </section>
    )}
    <BidHistory lotId={lot.id} chainHead={lot.chainHead} indicativeAmount={indicativeAmount} />
    {auction.location && (
      <section aria-labelledby="lot-location-heading">
        <Title id="lot-location-heading" order={2} size="h4" mb="sm">
          {messages.lots.location}
        </Title>
        {auction.address && <Text mb="xs">{auction.address}</Text>}
        <LazyLocationMap
          location={auction.location}
          label={messages.lots.mapOf(auction.address ?? auction.title)}
        />
      </section>
    )}
    <LotNavigation auctionId={auction.id} previous={previous} next={next} />
    <Anchor component={Link} to={paths.auction(auction.id)}>
      ← {messages.lots.backToAuction}
    </Anchor>
  </Stack>
);

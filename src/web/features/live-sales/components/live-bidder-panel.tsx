import { Alert, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { TLiveSaleResponse } from '@/common/schemas/live-sales.ts';
import { lineAmounts } from '@/common/settlement-money.ts';
import { messages } from '@/web/i18n/messages.ts';
import { formatCents } from '@/web/lib/format.ts';
import { useLiveSale } from '../api/get-live-sale.ts';
import { usePlaceLiveBid } from '../api/place-live-bid.ts';
import { LiveLotView, NextLots, SaleNotice } from './live-lot-view.tsx';

/** The anchor paths.livePanel points to. */
const livePanelId = 'venta-en-vivo';

const t = messages.liveSales;

type TSale = TLiveSaleResponse['data'];

/** The bidder's standing on the lot being called: leading, outbid, or nothing yet. */
const standing = (sale: TSale) => {
  const mine = sale.me?.myNumber ?? null;
  if (mine === null || sale.maxBid === null) return null;
  return !sale.leaderInRoom && sale.leaderNumber === mine ? 'leading' : 'outbid';
};

/** The all-in cost of winning at `hammer`: premium and VAT added, as the liquidación will bill it. */
const allIn = (sale: TSale, hammer: number) =>
  lineAmounts({
    hammer,
    premiumPercent: sale.commissionPercent,
    premiumVatPercent: sale.premiumVatPercent,
    goodsVatPercent: sale.goodsVatPercent,
  }).total;

/**
 * A live sale on the auction page (docs/live-sales.md): the lot being called, the asking price, one tap to
 * bid it with the all-in total, whether the bidder leads, the warnings (announced to screen readers) and
 * the next lots. Its state comes with the auction's live stream (the page applies the events).
 */
export const LiveBidderPanel = ({ auctionId }: { auctionId: number }) => {
  const query = useLiveSale(auctionId);
  const bid = usePlaceLiveBid(auctionId);
  const sale = query.data?.data;
  if (!sale) return null;
  const state = standing(sale);
  return (
    <Card withBorder padding="lg" component="section" id={livePanelId} aria-labelledby="live-sale-heading">
      <Stack gap="md">
        <Group justify="space-between">
          <Title id="live-sale-heading" order={2} size="h3">
            {t.live}
          </Title>
          <div aria-live="polite" aria-atomic="true">
            {state && (
              <Badge size="lg" color={state === 'leading' ? 'green' : 'red'} data-testid="live-standing">
                {state === 'leading' ? t.leading : t.outbid}
              </Badge>
            )}
          </div>
        </Group>
        <SaleNotice sale={sale} />
        <LiveLotView sale={sale} />
        {sale.status === 'running' && sale.lot && (
          <Stack gap={4}>
            {sale.me?.mayBid ? (
              <Button
                size="lg"
                loading={bid.isPending}
                disabled={state === 'leading'}
                onClick={() => bid.mutate({ lotId: sale.lot!.id, amount: sale.askingPrice })}
              >
                {t.bid(formatCents(sale.askingPrice))}
              </Button>
            ) : (
              <Text size="sm">{sale.me ? t.notAccepted : t.signInToBid}</Text>
            )}
            <Text size="sm" c="dimmed">
              {t.allIn(formatCents(allIn(sale, sale.askingPrice)))}
            </Text>
            {bid.error && (
              <Alert color="red" role="alert">
                {bid.error.message}
              </Alert>
            )}
          </Stack>
        )}
        <NextLots sale={sale} />
      </Stack>
    </Card>
  );
};

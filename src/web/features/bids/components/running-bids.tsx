import { Anchor, Badge, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { TCurrentBidsResponse } from '@/common/schemas/bids.ts';
import { Countdown } from '@/web/components/countdown.tsx';
import { LotLiveState } from '@/web/components/lot-live-state.tsx';
import { QueryState } from '@/web/components/query-state.tsx';
import { messages } from '@/web/i18n/messages.ts';
import { formatCents } from '@/web/lib/format.ts';
import { paths } from '@/web/lib/paths.ts';
import { useRunningBids } from '../api/get-running-bids.ts';
import { QuickBid } from './quick-bid.tsx';

type TRunningBids = TCurrentBidsResponse['data'];
type TMayBidIn = (auction: { id: number; caution: number | null }) => boolean;

/** My highest bid on the lot (the API gives one per lot): its receipt is the one to keep. */
const latestBidOn = (bids: TRunningBids['bids'], lotId: number) =>
  bids
    .filter((bid) => bid.lotId === lotId)
    .reduce<TRunningBids['bids'][number] | null>(
      (last, bid) => (last && last.id > bid.id ? last : bid),
      null,
    );

/** Whether I lead, my hidden maximum while I do, and my latest bid's receipt. */
const MyStanding = ({
  lot,
  latest,
}: {
  lot: TRunningBids['lots'][number];
  latest: TRunningBids['bids'][number] | null;
}) => (
  <div>
    <Badge variant="outline" color={lot.leads ? 'green.9' : 'orange.9'}>
      {lot.leads ? messages.account.leading : messages.account.outbid}
    </Badge>
    {lot.leads && lot.myMaximum ? (
      <Text size="xs">
        {messages.bidding.maximum}: {formatCents(lot.myMaximum)}
      </Text>
    ) : null}
    {latest && (
      <Anchor href={`/api/frontend/auth/bids/${latest.id}/receipt`} download size="xs">
        {messages.receipts.latest}
      </Anchor>
    )}
  </div>
);

/** One lot I bid on: the price, the time left, where I stand, and a re-bid if I have been outbid. */
const RunningBidRow = ({
  lot,
  latest,
  mayBidIn,
}: {
  lot: TRunningBids['lots'][number];
  latest: TRunningBids['bids'][number] | null;
  mayBidIn: TMayBidIn;
}) => (
  <Table.Tr>
    <Table.Td>
      <Anchor component={Link} to={paths.auctionLot(lot.auctionId, lot.id)}>
        {messages.lots.lot(lot.order)}: {lot.title}
      </Anchor>
      <Text size="xs" c="dimmed">
        {lot.auctionTitle}
      </Text>
    </Table.Td>
    <Table.Td ta="right" data-label={messages.lots.currentBid}>
      {formatCents(lot.maxBid ?? lot.price)}
    </Table.Td>
    <Table.Td data-label={messages.lots.timeLeft}>
      {lot.live ? (
        <LotLiveState live={lot.live} />
      ) : (
        <Countdown endDate={lot.endDate} overLabel={messages.lots.closed} />
      )}
    </Table.Td>
    <Table.Td data-label={messages.account.state}>
      <MyStanding lot={lot} latest={latest} />
    </Table.Td>
    <Table.Td>
      {/* A re-bid where I have been outbid, through the one confirmation. */}
      {!lot.leads && (
        <QuickBid
          lot={lot}
          auction={{
            id: lot.auctionId,
            commissionPercent: lot.commissionPercent,
            goodsVatPercent: lot.goodsVatPercent,
            caution: lot.caution,
          }}
          mayBidInAuction={mayBidIn({ id: lot.auctionId, caution: lot.caution })}
        />
      )}
    </Table.Td>
  </Table.Tr>
);

/** My running bids; `mayBidIn` (the subscriptions feature's) says where an outbid lot offers a re-bid. */
export const RunningBids = ({ mayBidIn }: { mayBidIn: TMayBidIn }) => {
  const query = useRunningBids();
  return (
    <QueryState query={query}>
      {({ data }) =>
        data.lots.length === 0 ? (
          <Text c="dimmed">{messages.account.noRunningBids}</Text>
        ) : (
          <Table striped className="card-table" data-testid="running-bids">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{messages.account.lot}</Table.Th>
                <Table.Th scope="col" ta="right">
                  {messages.lots.currentBid}
                </Table.Th>
                <Table.Th scope="col">{messages.lots.timeLeft}</Table.Th>
                <Table.Th scope="col">{messages.account.state}</Table.Th>
                <Table.Th scope="col">
                  <span className="visually-hidden">{messages.account.actions}</span>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.lots.map((lot) => (
                <RunningBidRow
                  key={lot.id}
                  lot={lot}
                  latest={latestBidOn(data.bids, lot.id)}
                  mayBidIn={mayBidIn}
                />
              ))}
            </Table.Tbody>
          </Table>
        )
      }
    </QueryState>
  );
};

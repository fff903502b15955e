import { Anchor, Badge, Button, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { formatCents } from '@/common/format.ts';
import type { TMyLot } from '@/common/schemas/bids.ts';
import { Countdown } from '@/web/components/countdown.tsx';
import { QueryState } from '@/web/components/query-state.tsx';
import { es } from '@/web/i18n/es.ts';
import { paths } from '@/web/lib/paths.ts';
import { usePlaceBid, useRunningBids } from '../api/my-bids.ts';
import { BidConfirmation } from './bid-confirmation.tsx';

/**
 * A re-bid at the current minimum for a lot where the user has been outbid, through the same confirmation
 * as the lot page's form: a binding bid is never one tap.
 */
const QuickRebid = ({ lot }: { lot: TMyLot }) => {
  const place = usePlaceBid(lot.id);
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <Button
        size="xs"
        loading={place.isPending}
        onClick={() => setConfirming(true)}
        title={place.error?.message}
      >
        {es.bidding.placeBid(formatCents(lot.minimumBid))}
      </Button>
      <BidConfirmation
        bid={confirming ? { amount: lot.minimumBid, maximum: null, limit: null } : null}
        auction={lot}
        pending={place.isPending}
        onConfirm={() => {
          setConfirming(false);
          place.mutate({ amount: lot.minimumBid, maxAmount: null });
        }}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
};

export const RunningBids = () => {
  const query = useRunningBids();
  return (
    <QueryState query={query}>
      {({ data }) =>
        data.lots.length === 0 ? (
          <Text c="dimmed">{es.account.noRunningBids}</Text>
        ) : (
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{es.account.lot}</Table.Th>
                <Table.Th scope="col" ta="right">
                  {es.lots.currentBid}
                </Table.Th>
                <Table.Th scope="col">{es.lots.timeLeft}</Table.Th>
                <Table.Th scope="col">{es.account.state}</Table.Th>
                <Table.Th scope="col">
                  <span className="visually-hidden">{es.account.actions}</span>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.lots.map((lot) => (
                <Table.Tr key={lot.id}>
                  <Table.Td>
                    <Anchor component={Link} to={paths.auctionLot(lot.auctionId, lot.id)}>
                      {es.lots.lot(lot.order)}: {lot.title}
                    </Anchor>
                    <Text size="xs" c="dimmed">
                      {lot.auctionTitle}
                    </Text>
                  </Table.Td>
                  <Table.Td ta="right">{formatCents(lot.maxBid ?? lot.price)}</Table.Td>
                  <Table.Td>
                    <Countdown endDate={lot.endDate} overLabel={es.lots.closed} />
                  </Table.Td>
                  <Table.Td>
                    <Badge variant="outline" color={lot.leads ? 'green.9' : 'orange.9'}>
                      {lot.leads ? es.account.leading : es.account.outbid}
                    </Badge>
                    {lot.leads && lot.myMaximum ? (
                      <Text size="xs">
                        {es.bidding.maximum}: {formatCents(lot.myMaximum)}
                      </Text>
                    ) : null}
                  </Table.Td>
                  <Table.Td>{!lot.leads && <QuickRebid lot={lot} />}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )
      }
    </QueryState>
  );
};

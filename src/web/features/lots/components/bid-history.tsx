import { Anchor, Badge, Code, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { QueryState } from '@/web/components/query-state.tsx';
import { messages } from '@/web/i18n/messages.ts';
import { bidderName } from '@/web/lib/bidder-name.ts';
import { formatCents, formatDateTime } from '@/web/lib/format.ts';
import { paths } from '@/web/lib/paths.ts';
import { useLotBids } from '../api/get-lot-bids.ts';
import type { TIndicativeAmount } from './lot-price-panel.tsx';

/**
 * Bids, highest first, with per-lot pseudonyms; names never appear (docs/product.md#pseudonyms). The bidder's own carry their
 * receipt, and a closed lot shows its chain's last link (docs/bid-receipts.md).
 */
export const BidHistory = ({
  lotId,
  chainHead,
  indicativeAmount = () => null,
}: {
  lotId: number;
  chainHead: string | null;
  indicativeAmount?: TIndicativeAmount;
}) => {
  const query = useLotBids(lotId);
  return (
    <section aria-labelledby="bid-history-heading">
      <Title id="bid-history-heading" order={2} size="h4" mb="sm">
        {messages.lots.history}
      </Title>
      <QueryState query={query} lines={3}>
        {({ data }) =>
          data.bids.length === 0 ? (
            <Text c="dimmed">{messages.lots.historyEmpty}</Text>
          ) : (
            <table className="data-table" data-striped>
              <thead>
                <tr>
                  <th scope="col">{messages.lots.bidder}</th>
                  <th scope="col" className="numeric">
                    {messages.lots.amount}
                  </th>
                  <th scope="col">{messages.lots.date}</th>
                </tr>
              </thead>
              <tbody>
                {data.bids.map((bid) => (
                  <tr key={bid.id}>
                    <td>
                      {bidderName(bid.bidder, bid.isMine)}{' '}
                      {bid.isAuto && (
                        <Badge size="xs" variant="outline" color="gray.7">
                          {messages.lots.automatic}
                        </Badge>
                      )}{' '}
                      {bid.winsTie && (
                        <Badge size="xs" variant="outline" color="blue.9">
                          {messages.lots.winsTie}
                        </Badge>
                      )}{' '}
                      {bid.isMine && (
                        <Anchor
                          href={`/api/frontend/auth/bids/${bid.id}/receipt`}
                          download
                          size="sm"
                          aria-label={messages.receipts.downloadFor(formatCents(bid.amount))}
                        >
                          {messages.receipts.download}
                        </Anchor>
                      )}
                    </td>
                    <td className="numeric">
                      <strong>{formatCents(bid.amount)}</strong> {indicativeAmount(bid.amount)}
                    </td>
                    <td>{formatDateTime(bid.createdOn)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )
        }
      </QueryState>
      {chainHead && (
        <Text size="sm" mt="sm" style={{ overflowWrap: 'anywhere' }}>
          {messages.receipts.chainHead} <Code>{chainHead}</Code>{' '}
          <Anchor component={Link} to={paths.verifyBid()}>
            {messages.receipts.verifyLink}
          </Anchor>
        </Text>
      )}
    </section>
  );
};

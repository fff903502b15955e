import { Anchor, Badge, Code, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { formatCents, formatDateTime } from '@/common/format.ts';
import { QueryState } from '@/web/components/query-state.tsx';
import { es } from '@/web/i18n/es.ts';
import { paths } from '@/web/lib/paths.ts';
import { useLotBids } from '../api/get-lot-bids.ts';

/**
 * Bids, highest first, with per-lot pseudonyms; names never appear (docs/product.md#pseudonyms). The bidder's own carry their
 * receipt, and a closed lot shows its chain's last link (docs/bid-receipts.md).
 */
export const BidHistory = ({ lotId, chainHead }: { lotId: number; chainHead: string | null }) => {
  const query = useLotBids(lotId);
  return (
    <section aria-labelledby="bid-history-heading">
      <Title id="bid-history-heading" order={2} size="h4" mb="sm">
        {es.lots.history}
      </Title>
      <QueryState query={query} lines={3}>
        {({ data }) =>
          data.bids.length === 0 ? (
            <Text c="dimmed">{es.lots.historyEmpty}</Text>
          ) : (
            <table className="data-table" data-striped>
              <thead>
                <tr>
                  <th scope="col">{es.lots.bidder}</th>
                  <th scope="col" className="numeric">
                    {es.lots.amount}
                  </th>
                  <th scope="col">{es.lots.date}</th>
                </tr>
              </thead>
              <tbody>
                {data.bids.map((bid) => (
                  <tr key={bid.id}>
                    <td>
                      {bid.bidder}{' '}
                      {bid.isAuto && (
                        <Badge size="xs" variant="outline" color="gray.7">
                          {es.lots.automatic}
                        </Badge>
                      )}{' '}
                      {bid.winsTie && (
                        <Badge size="xs" variant="outline" color="blue.9">
                          {es.lots.winsTie}
                        </Badge>
                      )}{' '}
                      {bid.isMine && (
                        <Anchor
                          href={`/api/frontend/auth/bids/${bid.id}/receipt`}
                          download
                          size="sm"
                          aria-label={es.receipts.downloadFor(formatCents(bid.amount))}
                        >
                          {es.receipts.download}
                        </Anchor>
                      )}
                    </td>
                    <td className="numeric strong">{formatCents(bid.amount)}</td>
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
          {es.receipts.chainHead} <Code>{chainHead}</Code>{' '}
          <Anchor component={Link} to={paths.verifyBid()}>
            {es.receipts.verifyLink}
          </Anchor>
        </Text>
      )}
    </section>
  );
};

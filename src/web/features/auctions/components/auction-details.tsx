import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import type { TAuction } from '@/common/schemas/auctions.ts';
import { BuyerTerms } from '@/web/components/buyer-terms.tsx';
import { FilesList } from '@/web/components/files-list.tsx';
import { MetadataTable } from '@/web/components/metadata-table.tsx';
import { TermTip } from '@/web/components/term-tip.tsx';
import { messages } from '@/web/i18n/messages.ts';
import { formatCents, formatDateTime, formatNumber } from '@/web/lib/format.ts';

const Row = ({ label, children }: { label: React.ReactNode; children: React.ReactNode }) => (
  <tr>
    <th scope="row" style={{ width: '45%' }}>
      {label}
    </th>
    <td>{children}</td>
  </tr>
);

/** The facts a bidder needs before taking part: dates, staggered closing, costs, visits and documents. */
export const AuctionDetails = ({ auction }: { auction: TAuction }) => (
  <Stack gap="md">
    <Paper withBorder p="md">
      <Title order={2} size="h4" mb="sm">
        {messages.auctions.details}
      </Title>
      <table className="data-table">
        <tbody>
          <Row label={messages.auctions.starts}>{formatDateTime(auction.startDate)}</Row>
          {auction.format === 'live' && (
            <Row label={messages.liveSales.lotLive}>
              {auction.liveStartsAt ? formatDateTime(auction.liveStartsAt) : '—'}
            </Row>
          )}
          <Row label={messages.auctions.ends}>{formatDateTime(auction.endDate)}</Row>
          <Row
            label={
              <span className="term-with-tip">
                {messages.auctions.commission}
                <TermTip term="commission" />
              </span>
            }
          >
            {messages.site.percent(formatNumber(auction.commissionPercent))}{' '}
            <span className="term-with-tip">
              {messages.auctions.plusVat}
              <TermTip term="vat" />
            </span>
          </Row>
          <Row
            label={
              <span className="term-with-tip">
                {messages.auctions.deposit}
                <TermTip term="deposit" />
              </span>
            }
          >
            {auction.caution ? formatCents(auction.caution) : messages.auctions.noDeposit}
            {auction.caution ? (
              <Text size="sm" c="dimmed">
                {messages.auctions.depositRefund(auction.depositRefundDays)}
              </Text>
            ) : null}
          </Row>
          <Row label={messages.auctions.buyers}>{messages.auctions.buyersValue[auction.buyers]}</Row>
          {auction.inspectionDates && (
            <Row label={messages.auctions.inspection}>{auction.inspectionDates}</Row>
          )}
          {auction.lastPaymentDate && (
            <Row label={messages.auctions.lastPayment}>{formatDateTime(auction.lastPaymentDate)}</Row>
          )}
          {auction.lastCollectionDate && (
            <Row label={messages.auctions.lastCollection}>{formatDateTime(auction.lastCollectionDate)}</Row>
          )}
          {auction.address && (
            <Row label={messages.auctions.address}>
              {auction.address}
              {auction.googleMapsUrl && (
                <>
                  {' · '}
                  <Anchor href={auction.googleMapsUrl} target="_blank" rel="noopener noreferrer">
                    {messages.auctions.openMap}
                  </Anchor>
                </>
              )}
            </Row>
          )}
        </tbody>
      </table>
      {/* A live auction's lots close at the hammer, not one after another by the clock. */}
      {auction.format !== 'live' && (
        <Text size="sm" mt="sm">
          {messages.auctions.staggered(auction.lotInterval, formatDateTime(auction.endDate))}
          <TermTip term="softClose" />
        </Text>
      )}
      <BuyerTerms auction={auction} />
    </Paper>
    {auction.metadata.length > 0 && (
      <MetadataTable entries={auction.metadata} caption={messages.auctions.details} />
    )}
    {auction.files.length > 0 && (
      <Paper withBorder p="md">
        <Title order={2} size="h4" mb="sm">
          {messages.auctions.documents}
        </Title>
        <FilesList files={auction.files} />
      </Paper>
    )}
  </Stack>
);

import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { formatCents, formatDateTime, formatNumber } from '@/common/format.ts';
import type { TAuction } from '@/common/schemas/auctions.ts';
import { BuyerTerms } from '@/web/components/buyer-terms.tsx';
import { FilesList } from '@/web/components/files-list.tsx';
import { MetadataTable } from '@/web/components/metadata-table.tsx';
import { TermTip } from '@/web/components/term-tip.tsx';
import { es } from '@/web/i18n/es.ts';

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
        {es.auctions.details}
      </Title>
      <table className="data-table">
        <tbody>
          <Row label={es.auctions.starts}>{formatDateTime(auction.startDate)}</Row>
          {auction.format === 'live' && (
            <Row label={es.liveSales.lotLive}>
              {auction.liveStartsAt ? formatDateTime(auction.liveStartsAt) : '—'}
            </Row>
          )}
          <Row label={es.auctions.ends}>{formatDateTime(auction.endDate)}</Row>
          <Row
            label={
              <span className="term-with-tip">
                {es.auctions.commission}
                <TermTip term="commission" />
              </span>
            }
          >
            {formatNumber(auction.commissionPercent)} %{' '}
            <span className="term-with-tip">
              + IVA
              <TermTip term="vat" />
            </span>
          </Row>
          <Row
            label={
              <span className="term-with-tip">
                {es.auctions.deposit}
                <TermTip term="deposit" />
              </span>
            }
          >
            {auction.caution ? formatCents(auction.caution) : es.auctions.noDeposit}
            {auction.caution ? (
              <Text size="sm" c="dimmed">
                {es.auctions.depositRefund(auction.depositRefundDays)}
              </Text>
            ) : null}
          </Row>
          <Row label={es.auctions.buyers}>{es.auctions.buyersValue[auction.buyers]}</Row>
          {auction.inspectionDates && <Row label={es.auctions.inspection}>{auction.inspectionDates}</Row>}
          {auction.lastPaymentDate && (
            <Row label={es.auctions.lastPayment}>{formatDateTime(auction.lastPaymentDate)}</Row>
          )}
          {auction.lastCollectionDate && (
            <Row label={es.auctions.lastCollection}>{formatDateTime(auction.lastCollectionDate)}</Row>
          )}
          {auction.address && (
            <Row label={es.auctions.address}>
              {auction.address}
              {auction.googleMapsUrl && (
                <>
                  {' · '}
                  <Anchor href={auction.googleMapsUrl} target="_blank" rel="noopener noreferrer">
                    {es.auctions.openMap}
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
          {es.auctions.staggered(auction.lotInterval, formatDateTime(auction.endDate))}
          <TermTip term="softClose" />
        </Text>
      )}
      <BuyerTerms auction={auction} />
    </Paper>
    {auction.metadata.length > 0 && (
      <MetadataTable entries={auction.metadata} caption={es.auctions.details} />
    )}
    {auction.files.length > 0 && (
      <Paper withBorder p="md">
        <Title order={2} size="h4" mb="sm">
          {es.auctions.documents}
        </Title>
        <FilesList files={auction.files} />
      </Paper>
    )}
  </Stack>
);

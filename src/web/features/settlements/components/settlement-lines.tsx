import { Anchor, Table } from '@mantine/core';
import { Link } from 'react-router';
import type { TSettlement } from '@/common/schemas/settlements.ts';
import { messages } from '@/web/i18n/messages.ts';
import { formatCents, formatDateTime } from '@/web/lib/format.ts';
import { paths } from '@/web/lib/paths.ts';

const percent = (value: number | null) =>
  value === null ? messages.settlements.exempt : messages.site.percent(String(value));

/** Each awarded lot with its hammer, premium and IVA, then the totals, what is paid and what is owed. */
export const SettlementLines = ({ settlement }: { settlement: TSettlement }) => (
  <Table.ScrollContainer minWidth={560} className="card-table-scroll">
    <Table striped className="card-table">
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{messages.account.lot}</Table.Th>
          <Table.Th scope="col" ta="right">
            {messages.settlements.hammer}
          </Table.Th>
          <Table.Th scope="col" ta="right">
            {messages.settlements.premium}
          </Table.Th>
          <Table.Th scope="col" ta="right">
            {messages.settlements.vat}
          </Table.Th>
          <Table.Th scope="col" ta="right">
            {messages.account.total}
          </Table.Th>
          <Table.Th scope="col">{messages.settlements.collected}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {settlement.lines.map((line) => (
          <Table.Tr key={line.id}>
            <Table.Td>
              {line.lotId && settlement.auctionId ? (
                <Anchor component={Link} to={paths.auctionLot(settlement.auctionId, line.lotId)}>
                  {line.title}
                </Anchor>
              ) : (
                line.title
              )}
            </Table.Td>
            <Table.Td ta="right" data-label={messages.settlements.hammer}>
              {formatCents(line.hammer)}
            </Table.Td>
            <Table.Td ta="right" data-label={messages.settlements.premium}>
              {formatCents(line.premium)} ({messages.site.percent(String(line.premiumPercent))})
            </Table.Td>
            <Table.Td
              ta="right"
              data-label={messages.settlements.vat}
              title={messages.settlements.vatDetail(
                percent(line.goodsVatPercent),
                percent(line.premiumVatPercent),
              )}
            >
              {formatCents(line.goodsVat + line.premiumVat)}
            </Table.Td>
            <Table.Td ta="right" fw={700} data-testid="won-total" data-label={messages.account.total}>
              {formatCents(line.total)}
            </Table.Td>
            <Table.Td data-label={messages.settlements.collected}>
              {line.collectedOn ? formatDateTime(line.collectedOn) : '—'}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
      <Table.Tfoot>
        <Table.Tr>
          <Table.Th scope="row" colSpan={4}>
            {messages.settlements.total}
          </Table.Th>
          <Table.Td ta="right" fw={700}>
            {formatCents(settlement.totals.total)}
          </Table.Td>
          <Table.Td />
        </Table.Tr>
        {settlement.payments.map((payment) => (
          <Table.Tr key={payment.id}>
            <Table.Th scope="row" colSpan={4} fw={400}>
              {messages.settlements.paymentLine(
                messages.settlements.methods[payment.method],
                formatDateTime(payment.paidOn),
              )}
            </Table.Th>
            <Table.Td ta="right">{formatCents(-payment.amount)}</Table.Td>
            <Table.Td />
          </Table.Tr>
        ))}
        <Table.Tr>
          <Table.Th scope="row" colSpan={4}>
            {settlement.totals.balance < 0 ? messages.settlements.toRefund : messages.settlements.balance}
          </Table.Th>
          <Table.Td ta="right" fw={700} data-testid="settlement-balance">
            {formatCents(Math.abs(settlement.totals.balance))}
          </Table.Td>
          <Table.Td />
        </Table.Tr>
      </Table.Tfoot>
    </Table>
  </Table.ScrollContainer>
);

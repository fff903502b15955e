import { Anchor, Badge, Group, Stack, Table, Text, Title } from '@mantine/core';
import { Fragment, useState } from 'react';
import { Link, useParams } from 'react-router';
import type { TAuctionResults } from '@/common/schemas/auctions.ts';
import type { TPremiumWaiver } from '@/common/schemas/fair-play.ts';
import type { TAdminSettlement } from '@/common/schemas/settlements.ts';
import { ConfirmAction } from '@/web/components/admin/confirm-action.tsx';
import { EditableFor } from '@/web/components/admin/staff-only.tsx';
import { useStaffAccess } from '@/web/components/admin/use-staff-access.ts';
import { QueryState } from '@/web/components/query-state.tsx';
import { useAuctionResults } from '@/web/features/auctions/api/get-auction-results.ts';
import { PickupSlotsManager } from '@/web/features/collections/components/pickup-slots-manager.tsx';
import { useMoveDeposit } from '@/web/features/deposits/api/move-deposit.ts';
import { usePremiumWaivers } from '@/web/features/fair-play/api/get-premium-waivers.ts';
import { PremiumWaiver } from '@/web/features/fair-play/components/premium-waiver.tsx';
import { PremiumWaiversPanel } from '@/web/features/fair-play/components/premium-waivers-panel.tsx';
import { RecordPaymentForm } from '@/web/features/payments/components/record-payment-form.tsx';
import { FigureList } from '@/web/features/reports/components/report-figures.tsx';
import { useAuctionSettlements } from '@/web/features/settlements/api/get-auction-settlements.ts';
import { BorderProofForm } from '@/web/features/settlements/components/border-proof-form.tsx';
import { SettlementLines } from '@/web/features/settlements/components/settlement-lines.tsx';
import { SettlementStateBadge } from '@/web/features/settlements/components/settlement-state-badge.tsx';
import { useAdminUsers } from '@/web/features/users/api/get-admin-users.ts';
import { messages } from '@/web/i18n/messages.ts';
import { formatCents, formatDateTime } from '@/web/lib/format.ts';
import { NotFoundError } from '@/web/lib/not-found.ts';
import { parseId } from '@/web/lib/paths.ts';

const t = messages.settlementsAdmin;

/** The auction's figures for the consignor: lots sold, sell-through and the money, cancelled ones left out. */
const SettlementFigures = ({
  settlements,
  lots,
}: {
  settlements: TAdminSettlement[];
  lots: TAuctionResults['lots'];
}) => {
  const rows = settlements.filter((settlement) => settlement.state !== 'cancelled');
  const sum = (pick: (settlement: TAdminSettlement) => number) =>
    rows.reduce((total, row) => total + pick(row), 0);
  const sold = lots.filter((lot) => lot.sold).length;
  return (
    <FigureList
      aria-label={t.summary}
      cols={{ base: 2, lg: 4 }}
      figures={[
        [t.soldLots, `${sold} / ${lots.length}`],
        [t.sellThrough, lots.length ? `${Math.round((sold / lots.length) * 100)} %` : '—'],
        [t.hammerTotal, formatCents(sum((row) => row.totals.hammer))],
        [t.premiumTotal, formatCents(sum((row) => row.totals.premium))],
        [t.vatTotal, formatCents(sum((row) => row.totals.vat))],
        [t.total, formatCents(sum((row) => row.totals.total))],
        [t.paid, formatCents(sum((row) => row.totals.paid))],
        [t.outstanding, formatCents(sum((row) => Math.max(0, row.totals.balance)))],
      ]}
    />
  );
};

/** One buyer's line: the name opens the details; totals, state, deposit and pick-up at a glance. */
const SettlementRow = ({
  settlement,
  isOpen,
  onToggle,
}: {
  settlement: TAdminSettlement;
  isOpen: boolean;
  onToggle: () => void;
}) => (
  <Table.Tr>
    <Table.Td>
      <Anchor component="button" type="button" onClick={onToggle} aria-expanded={isOpen}>
        {settlement.buyer.name}
      </Anchor>
      <Text size="xs" c="dimmed">
        {settlement.buyer.vatId}
      </Text>
      {settlement.taxRegime !== 'domestic' && (
        <Badge variant="outline" size="sm">
          {t.taxRegimes[settlement.taxRegime]}
        </Badge>
      )}
    </Table.Td>
    <Table.Td>{settlement.reference}</Table.Td>
    <Table.Td ta="right">{formatCents(settlement.totals.total)}</Table.Td>
    <Table.Td ta="right">{formatCents(settlement.totals.paid)}</Table.Td>
    <Table.Td ta="right" fw={700}>
      {formatCents(settlement.totals.balance)}
    </Table.Td>
    <Table.Td>
      <SettlementStateBadge settlement={settlement} />
    </Table.Td>
    <Table.Td>{settlement.deposit ? messages.deposits.states[settlement.deposit.status] : '—'}</Table.Td>
    <Table.Td>
      {settlement.pickup ? formatDateTime(settlement.pickup.startsAt) : '—'}
      <Text size="xs" c="dimmed">
        {t.collected(settlement.lines.filter((line) => line.collectedOn).length, settlement.lines.length)}
      </Text>
    </Table.Td>
  </Table.Tr>
);

/** Keeping an applied deposit for a buyer who does not pay, with the reason (docs/after-the-hammer.md). */
const ForfeitDeposit = ({ settlement }: { settlement: TAdminSettlement }) => {
  const moveDeposit = useMoveDeposit();
  const { deposit, subscriptionId } = settlement;
  if (deposit?.status !== 'applied' || settlement.state !== 'pending' || !subscriptionId) return null;
  return (
    <Group>
      <ConfirmAction
        label={t.forfeit}
        title={t.forfeitTitle(settlement.buyer.name)}
        message={t.forfeitMessage(settlement.buyer.name, formatCents(deposit.amount))}
        textLabel={t.reason}
        isTextRequired
        color="red.9"
        isPending={moveDeposit.isPending}
        error={moveDeposit.error}
        onConfirm={(text, close) =>
          moveDeposit.mutate({ subscriptionId, move: 'forfeit', text }, { onSuccess: close })
        }
      />
    </Group>
  );
};

/**
 * A buyer's details: the lines, the premium waiver, the border proof of a buyer abroad, recording a payment
 * and forfeiting the deposit.
 */
const SettlementDetails = ({
  auctionId,
  settlement,
  waiver,
  mayCharge,
}: {
  auctionId: number;
  settlement: TAdminSettlement;
  waiver: TPremiumWaiver | null;
  mayCharge: boolean;
}) => (
  <Table.Tr>
    <Table.Td colSpan={8}>
      <Stack gap="sm" aria-label={t.details(settlement.buyer.name)}>
        <SettlementLines settlement={settlement} />
        <PremiumWaiver
          auctionId={auctionId}
          buyer={settlement.buyer}
          waiver={waiver}
          mayChange={mayCharge && settlement.state !== 'cancelled'}
        />
        <BorderProofForm settlement={settlement} mayRecord={mayCharge} />
        {settlement.state !== 'cancelled' && mayCharge && (
          <RecordPaymentForm settlementId={settlement.id} reference={settlement.reference} />
        )}
        {mayCharge && <ForfeitDeposit settlement={settlement} />}
      </Stack>
    </Table.Td>
  </Table.Tr>
);

/** Every buyer of the auction; one at a time opens to its details. */
const BuyersTable = ({
  auctionId,
  settlements,
  waivers,
  mayCharge,
}: {
  auctionId: number;
  settlements: TAdminSettlement[];
  waivers: TPremiumWaiver[];
  mayCharge: boolean;
}) => {
  const [openId, setOpenId] = useState<number | null>(null);
  return (
    <Table.ScrollContainer minWidth={0}>
      <Table striped stickyHeader>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t.buyer}</Table.Th>
            <Table.Th scope="col">{t.reference}</Table.Th>
            <Table.Th scope="col" ta="right">
              {t.total}
            </Table.Th>
            <Table.Th scope="col" ta="right">
              {t.paid}
            </Table.Th>
            <Table.Th scope="col" ta="right">
              {t.balance}
            </Table.Th>
            <Table.Th scope="col">{t.state}</Table.Th>
            <Table.Th scope="col">{t.deposit}</Table.Th>
            <Table.Th scope="col">{t.pickup}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {settlements.map((settlement) => (
            <Fragment key={settlement.id}>
              <SettlementRow
                settlement={settlement}
                isOpen={openId === settlement.id}
                onToggle={() => setOpenId(openId === settlement.id ? null : settlement.id)}
              />
              {openId === settlement.id && (
                <SettlementDetails
                  auctionId={auctionId}
                  settlement={settlement}
                  waiver={waivers.find((waiver) => waiver.userId === settlement.buyer.id) ?? null}
                  mayCharge={mayCharge}
                />
              )}
            </Fragment>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
};

/** The auction's premium waivers; the person to waive it for is found by name or e-mail from three letters. */
const WaiversPanel = ({
  auctionId,
  waivers,
  mayChange,
}: {
  auctionId: number;
  waivers: TPremiumWaiver[];
  mayChange: boolean;
}) => {
  const [buyerSearch, setBuyerSearch] = useState('');
  const candidates = useAdminUsers({ page: 1, limit: 10, filter: { search: buyerSearch } });
  return (
    <PremiumWaiversPanel
      auctionId={auctionId}
      waivers={waivers}
      mayChange={mayChange}
      candidates={
        buyerSearch.trim().length >= 3
          ? (candidates.data?.data.users ?? []).map((user) => ({
              id: user.id,
              label: `${user.fullName} · ${user.email}`,
            }))
          : []
      }
      onSearch={setBuyerSearch}
    />
  );
};

/** Who owes what for one auction: figures for the consignor, then each buyer with payments and deposit. */
const AdminSettlement = () => {
  const id = parseId(useParams().id);
  if (id === null) throw new NotFoundError();
  const settlements = useAuctionSettlements(id);
  const results = useAuctionResults(id);
  const waivers = usePremiumWaivers(id).data?.data.waivers ?? [];
  const mayCharge = useStaffAccess().mayWrite('contabilidad');
  return (
    <QueryState query={settlements} alsoWaitFor={[results]}>
      {({ data }) => (
        <Stack gap="lg">
          <Title order={2} size="h3">
            {t.settlementTitle(results.data?.data.auction.title ?? '')}
          </Title>
          <SettlementFigures settlements={data.settlements} lots={results.data?.data.lots ?? []} />
          <Title order={2} size="h4">
            {t.buyers}
          </Title>
          {data.settlements.length === 0 ? (
            <Text c="dimmed">{t.noBuyers}</Text>
          ) : (
            <BuyersTable
              auctionId={id}
              settlements={data.settlements}
              waivers={waivers}
              mayCharge={mayCharge}
            />
          )}
          <WaiversPanel auctionId={id} waivers={waivers} mayChange={mayCharge} />
          <EditableFor needs="almacen">
            <PickupSlotsManager auctionId={id} />
          </EditableFor>
          <Group>
            <Anchor component={Link} to="/admin/depositos">
              {t.depositsTitle}
            </Anchor>
            <Anchor component={Link} to="/admin/facturas">
              {t.invoicesTitle}
            </Anchor>
            <Badge variant="outline">{data.settlements.length}</Badge>
          </Group>
        </Stack>
      )}
    </QueryState>
  );
};

export default AdminSettlement;

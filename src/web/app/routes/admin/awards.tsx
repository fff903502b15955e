import { Alert, Anchor, Checkbox, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import type { TAwardLot, TAwardResultsResponse } from '@/common/schemas/lots.ts';
import { AdminTable, SelectAllTh } from '@/web/components/admin/admin-table.tsx';
import { ConfirmButton } from '@/web/components/admin/confirm-dialog.tsx';
import { useSelection } from '@/web/components/admin/selection.ts';
import { useStaffAccess } from '@/web/components/admin/use-staff-access.ts';
import { QueryState } from '@/web/components/query-state.tsx';
import { useDecideAwards } from '@/web/features/lots/api/decide-award.ts';
import { useAwardResults } from '@/web/features/lots/api/get-award-results.ts';
import { messages } from '@/web/i18n/messages.ts';
import { formatCents } from '@/web/lib/format.ts';
import { NotFoundError } from '@/web/lib/not-found.ts';
import { parseId } from '@/web/lib/paths.ts';

const t = messages.admin.awards;
const lotName = (lot: TAwardLot) => `«${messages.lots.lot(lot.order)}: ${lot.title}»`;
const money = (cents: number | null) => (cents === null ? '—' : formatCents(cents));
const stateOf = (lot: TAwardLot) => (lot.awardState ? t.states[lot.awardState] : t.open);

/** Approve or reject one or several lots, after a confirmation naming them. */
const DecisionButtons = ({
  auctionId,
  lots,
  labels,
}: {
  auctionId: number;
  lots: TAwardLot[];
  labels: { approve: string; reject: string };
}) => {
  const decide = useDecideAwards(auctionId);
  const mayDecide = useStaffAccess().mayWrite('subastas');
  const named = lots.length === 1 ? lotName(lots[0]!) : t.manyLots(lots.length);
  const lotIds = lots.map((lot) => lot.id);
  if (!mayDecide) return null;
  return (
    <Group gap="xs" wrap="nowrap">
      <ConfirmButton
        size="xs"
        disabled={lots.length === 0}
        isPending={decide.isPending && decide.variables?.decision === 'approve'}
        confirmation={{ question: t.confirmApprove(named), confirmLabel: t.approve }}
        onConfirm={() => decide.mutate({ decision: 'approve', lotIds })}
      >
        {labels.approve}
      </ConfirmButton>
      <ConfirmButton
        size="xs"
        variant="default"
        c="red.9"
        disabled={lots.length === 0}
        isPending={decide.isPending && decide.variables?.decision === 'reject'}
        confirmation={{ question: t.confirmReject(named), confirmLabel: t.reject, isDestructive: true }}
        onConfirm={() => decide.mutate({ decision: 'reject', lotIds })}
      >
        {labels.reject}
      </ConfirmButton>
      {decide.error && (
        <Text c="red.9" size="sm">
          {decide.error.message}
        </Text>
      )}
    </Group>
  );
};

const PendingLots = ({ auctionId, pending }: { auctionId: number; pending: TAwardLot[] }) => {
  const selection = useSelection(pending.map((lot) => lot.id));
  const chosen = pending.filter((lot) => selection.isSelected(lot.id));
  if (pending.length === 0) return <Text c="dimmed">{t.nonePending}</Text>;
  return (
    <Stack gap="sm">
      <Group>
        <DecisionButtons
          auctionId={auctionId}
          lots={chosen}
          labels={{ approve: t.approveSelected(chosen.length), reject: t.rejectSelected(chosen.length) }}
        />
      </Group>
      <AdminTable>
        <Table.Thead>
          <Table.Tr>
            <SelectAllTh label={t.selectAll} selection={selection} />
            <Table.Th scope="col">{messages.admin.common.lot}</Table.Th>
            <Table.Th scope="col">{t.state}</Table.Th>
            <Table.Th scope="col">{t.topBid}</Table.Th>
            <Table.Th scope="col">{t.reserve}</Table.Th>
            <Table.Th scope="col">{t.bidder}</Table.Th>
            <Table.Th scope="col" />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {pending.map((lot) => (
            <Table.Tr key={lot.id} data-testid={`pending-lot-${lot.id}`}>
              <Table.Td>
                <Checkbox
                  aria-label={t.select(lotName(lot))}
                  checked={selection.isSelected(lot.id)}
                  onChange={() => selection.toggle(lot.id)}
                />
              </Table.Td>
              <Table.Td>
                <Anchor component={Link} to={`/admin/lotes/${lot.id}`}>
                  {lot.order}. {lot.title}
                </Anchor>
              </Table.Td>
              <Table.Td>{stateOf(lot)}</Table.Td>
              <Table.Td>{money(lot.maxBid)}</Table.Td>
              <Table.Td>{money(lot.reservePrice)}</Table.Td>
              <Table.Td>
                {lot.topBidder
                  ? `${lot.topBidder.companyName ?? lot.topBidder.fullName} (${lot.topBidder.email})`
                  : ''}
              </Table.Td>
              <Table.Td>
                <DecisionButtons
                  auctionId={auctionId}
                  lots={[lot]}
                  labels={{ approve: t.approve, reject: t.reject }}
                />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </AdminTable>
    </Stack>
  );
};

type TBlock = TAwardResultsResponse['data']['blocks'][number];

/** The server's decision, explained with its own figures (never computed here). */
const BlockDecision = ({ block }: { block: TBlock }) => {
  const { decision } = block;
  if (!decision) return <Text size="sm">{t.blockUndecided}</Text>;
  return (
    <Alert color={decision.winner === 'block' ? 'blue' : 'gray'} variant="light" data-testid="block-decision">
      {decision.winner === 'block'
        ? t.blockWins(formatCents(decision.blockBid), formatCents(decision.lotsSum), decision.marginPercent)
        : t.lotsWin(
            formatCents(decision.blockBid),
            formatCents(decision.lotsSum),
            formatCents(decision.blockNeeds),
          )}
    </Alert>
  );
};

const Blocks = ({ blocks }: { blocks: TBlock[] }) =>
  blocks.length === 0 ? (
    <Text c="dimmed">{t.noBlocks}</Text>
  ) : (
    <Stack gap="md">
      {blocks.map((item) => (
        <Paper key={item.block.id} withBorder p="md">
          <Stack gap="xs">
            <Title order={4} size="h5">
              {item.block.order}. {item.block.title} · {money(item.block.maxBid)} · {stateOf(item.block)}
            </Title>
            <BlockDecision block={item} />
            <Text size="sm" fw={600}>
              {t.members}
            </Text>
            <AdminTable>
              <Table.Tbody>
                {item.members.map((member) => (
                  <Table.Tr key={member.id}>
                    <Table.Td>
                      {member.order}. {member.title}
                    </Table.Td>
                    <Table.Td>{money(member.maxBid)}</Table.Td>
                    <Table.Td>{stateOf(member)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </AdminTable>
          </Stack>
        </Paper>
      ))}
    </Stack>
  );

const AdminAwards = () => {
  const id = parseId(useParams().id);
  if (id === null) throw new NotFoundError();
  const query = useAwardResults(id);
  return (
    <QueryState query={query}>
      {({ data: { auction, pending, blocks } }) => (
        <Stack gap="lg">
          <Anchor component={Link} to={`/admin/subastas/${auction.id}`}>
            {messages.admin.lotEdit.back(auction.title)}
          </Anchor>
          <Title order={2} size="h3">
            {t.title(auction.title)}
          </Title>
          {auction.approver && <Text>{t.approver(auction.approver)}</Text>}
          <section aria-labelledby="pending-heading">
            <Title id="pending-heading" order={3} size="h4" mb="sm">
              {t.pending}
            </Title>
            <PendingLots auctionId={auction.id} pending={pending} />
          </section>
          <section aria-labelledby="blocks-heading">
            <Title id="blocks-heading" order={3} size="h4" mb="sm">
              {t.blocks}
            </Title>
            <Blocks blocks={blocks} />
          </section>
        </Stack>
      )}
    </QueryState>
  );
};

export default AdminAwards;

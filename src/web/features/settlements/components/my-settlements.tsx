import { Stack, Text } from '@mantine/core';
import { QueryState } from '@/web/components/query-state.tsx';
import { messages } from '@/web/i18n/messages.ts';
import { useMySettlements } from '../api/get-my-settlements.ts';
import { SettlementCard, type TSettlementActions } from './settlement-card.tsx';

/** "Mis adjudicaciones": one liquidación de compra per auction or liquidación, newest first. */
export const MySettlements = ({
  refetchMs,
  actions,
}: {
  refetchMs?: number;
  actions: TSettlementActions;
}) => {
  const query = useMySettlements({ refetchMs });
  return (
    <QueryState query={query}>
      {({ data }) =>
        data.settlements.length === 0 ? (
          <Text c="dimmed">{messages.account.wonLotsEmpty}</Text>
        ) : (
          <Stack gap="lg">
            {data.settlements.map((settlement) => (
              <SettlementCard key={settlement.id} settlement={settlement} actions={actions} />
            ))}
          </Stack>
        )
      }
    </QueryState>
  );
};

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TSettlementsResponse } from '@/common/schemas/settlements.ts';
import { api } from '@/web/lib/api-client.ts';
import { settlementKeys } from '@/web/lib/settlement-keys.ts';

export const getMySettlements = ({ signal }: { signal?: AbortSignal } = {}) =>
  api.get<TSettlementsResponse>('/frontend/auth/settlements', { signal });

export const getMySettlementsQueryOptions = () =>
  queryOptions({ queryKey: settlementKeys.mine(), queryFn: ({ signal }) => getMySettlements({ signal }) });

export const useMySettlements = ({
  refetchMs,
  enabled = true,
}: {
  refetchMs?: number;
  enabled?: boolean;
} = {}) =>
  useQuery({
    ...getMySettlementsQueryOptions(),
    enabled,
    // While a card payment's notification may still be on its way, and only while something is owed.
    refetchInterval: (query) =>
      refetchMs && query.state.data?.data.settlements.some((settlement) => settlement.state === 'pending')
        ? refetchMs
        : false,
  });

import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TDepositOrder, TDepositsResponse } from '@/common/schemas/deposits.ts';
import type { TDepositStatus } from '@/common/schemas/settlements.ts';
import { api } from '@/web/lib/api-client.ts';
import { settlementKeys } from '@/web/lib/settlement-keys.ts';

export type TDepositsQuery = {
  page?: number;
  auctionId?: number;
  status?: TDepositStatus;
  /** Only the deposits whose bidder has not given a refund IBAN yet. */
  awaitingIban?: boolean;
  /** Only deposits owed back past their auction's deadline. */
  overdue?: 'true';
  order?: TDepositOrder;
};

export const getDeposits = (query: TDepositsQuery, signal?: AbortSignal) =>
  api.get<TDepositsResponse>('/admin/deposits', { query, signal });

export const getDepositsQueryOptions = (query: TDepositsQuery) =>
  queryOptions({
    queryKey: settlementKeys.deposits(query),
    queryFn: ({ signal }) => getDeposits(query, signal),
    placeholderData: keepPreviousData,
  });

export const useDeposits = (query: TDepositsQuery) => useQuery(getDepositsQueryOptions(query));

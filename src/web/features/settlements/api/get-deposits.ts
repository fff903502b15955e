import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TDepositsResponse } from '@/common/schemas/deposits.ts';
import type { TDepositStatus } from '@/common/schemas/settlements.ts';
import { api } from '@/web/lib/api-client.ts';
import { settlementKeys } from './settlement-keys.ts';

export type TDepositsQuery = { auctionId?: number; status?: TDepositStatus };

export const getDeposits = (query: TDepositsQuery, signal?: AbortSignal) =>
  api.get<TDepositsResponse>('/admin/deposits', { query, signal });

export const getDepositsQueryOptions = (query: TDepositsQuery) =>
  queryOptions({
    queryKey: settlementKeys.deposits(query),
    queryFn: ({ signal }) => getDeposits(query, signal),
  });

export const useDeposits = (query: TDepositsQuery) => useQuery(getDepositsQueryOptions(query));

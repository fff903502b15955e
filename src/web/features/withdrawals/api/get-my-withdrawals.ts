import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TMyWithdrawalsResponse } from '@/common/schemas/withdrawals.ts';
import { api } from '@/web/lib/api-client.ts';
import { withdrawalKeys } from './withdrawal-keys.ts';

export const getMyWithdrawals = (signal?: AbortSignal) =>
  api.get<TMyWithdrawalsResponse>('/frontend/auth/withdrawals', { signal });

export const getMyWithdrawalsQueryOptions = () =>
  queryOptions({ queryKey: withdrawalKeys.mine(), queryFn: ({ signal }) => getMyWithdrawals(signal) });

export const useMyWithdrawals = () => useQuery(getMyWithdrawalsQueryOptions());

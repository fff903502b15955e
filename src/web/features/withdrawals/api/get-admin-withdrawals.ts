import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TAdminWithdrawalsResponse } from '@/common/schemas/withdrawals.ts';
import { api } from '@/web/lib/api-client.ts';
import { withdrawalKeys } from './withdrawal-keys.ts';

export const getAdminWithdrawals = (signal?: AbortSignal) =>
  api.get<TAdminWithdrawalsResponse>('/admin/withdrawals', { signal });

export const getAdminWithdrawalsQueryOptions = () =>
  queryOptions({ queryKey: withdrawalKeys.admin(), queryFn: ({ signal }) => getAdminWithdrawals(signal) });

export const useAdminWithdrawals = () => useQuery(getAdminWithdrawalsQueryOptions());

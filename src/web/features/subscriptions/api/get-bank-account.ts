import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TBankAccount, TConfigDataResponse } from '@/common/schemas/config-data.ts';
import { api } from '@/web/lib/api-client.ts';
import { queryKeys } from '@/web/lib/query-keys.ts';

/** The house's account for deposits and payments (the public `bankAccount` setting). */
export const getBankAccount = async (signal?: AbortSignal) =>
  JSON.parse(
    (await api.get<TConfigDataResponse>('/frontend/config-data/bankAccount', { signal })).data.configData
      .dataValue,
  ) as TBankAccount;

export const getBankAccountQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.configData('bankAccount'),
    queryFn: ({ signal }) => getBankAccount(signal),
    staleTime: 10 * 60_000,
  });

export const useBankAccount = () => useQuery(getBankAccountQueryOptions());

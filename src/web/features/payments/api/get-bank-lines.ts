import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TBankLineOrder, TBankLineStatus, TBankLinesResponse } from '@/common/schemas/payments.ts';
import { api } from '@/web/lib/api-client.ts';
import { settlementKeys } from '@/web/lib/settlement-keys.ts';

export type TBankLinesQuery = { status: TBankLineStatus; page: number; order?: TBankLineOrder };

export const getBankLines = (query: TBankLinesQuery, signal?: AbortSignal) =>
  api.get<TBankLinesResponse>('/admin/bank-lines', { query, signal });

export const getBankLinesQueryOptions = (query: TBankLinesQuery) =>
  queryOptions({
    queryKey: settlementKeys.bankLines(query),
    queryFn: ({ signal }) => getBankLines(query, signal),
    placeholderData: keepPreviousData,
  });

export const useBankLines = (query: TBankLinesQuery) => useQuery(getBankLinesQueryOptions(query));

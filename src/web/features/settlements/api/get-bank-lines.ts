import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TBankLinesResponse } from '@/common/schemas/payments.ts';
import { api } from '@/web/lib/api-client.ts';
import { settlementKeys } from './settlement-keys.ts';

export const getBankLines = (status: 'matched' | 'unmatched' | 'ignored', signal?: AbortSignal) =>
  api.get<TBankLinesResponse>('/admin/bank-lines', { query: { status }, signal });

export const getBankLinesQueryOptions = (status: 'matched' | 'unmatched' | 'ignored') =>
  queryOptions({
    queryKey: settlementKeys.bankLines(status),
    queryFn: ({ signal }) => getBankLines(status, signal),
  });

export const useBankLines = (status: 'matched' | 'unmatched' | 'ignored') =>
  useQuery(getBankLinesQueryOptions(status));

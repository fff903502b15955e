import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TBidsPerDayResponse } from '@/common/schemas/bids.ts';
import { adminKeys } from '@/web/lib/admin-keys.ts';
import { api } from '@/web/lib/api-client.ts';

export const getBidsPerDay = (days: number, signal?: AbortSignal) =>
  api.get<TBidsPerDayResponse>('/admin/stats/bids', { query: { days }, signal });

export const getBidsPerDayQueryOptions = (days: number) =>
  queryOptions({
    queryKey: adminKeys.stats.bidsPerDay(days),
    queryFn: ({ signal }) => getBidsPerDay(days, signal),
  });

export const useBidsPerDay = (days = 30, { enabled = true } = {}) =>
  useQuery({ ...getBidsPerDayQueryOptions(days), enabled });

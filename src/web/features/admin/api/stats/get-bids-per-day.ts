import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/web/lib/api-client.ts';
import { adminKeys } from '../admin-keys.ts';

// TODO(schema): GET /admin/stats/bids — swap for the response schema's type once it exists.
export type TBidsPerDay = { day: string; bids: number };
export type TBidsPerDayResponse = { data: { days: TBidsPerDay[] } };

export const getBidsPerDay = (days: number, signal?: AbortSignal) =>
  api.get<TBidsPerDayResponse>('/admin/stats/bids', { query: { days }, signal });

export const getBidsPerDayQueryOptions = (days: number) =>
  queryOptions({
    queryKey: adminKeys.stats.bidsPerDay(days),
    queryFn: ({ signal }) => getBidsPerDay(days, signal),
  });

export const useBidsPerDay = (days = 30) => useQuery(getBidsPerDayQueryOptions(days));

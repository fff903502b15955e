import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TOpenAuctionsResponse } from '@/common/schemas/auctions.ts';
import { api } from '@/web/lib/api-client.ts';
import { queryKeys } from '@/web/lib/query-keys.ts';

export const getOpenAuctions = (signal?: AbortSignal) =>
  api.get<TOpenAuctionsResponse>('/frontend/auctions/open', { signal });

export const getOpenAuctionsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.auctions.open(), queryFn: ({ signal }) => getOpenAuctions(signal) });

export const useOpenAuctions = () => useQuery(getOpenAuctionsQueryOptions());

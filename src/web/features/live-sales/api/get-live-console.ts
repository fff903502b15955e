import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TLiveSaleConsoleResponse } from '@/common/schemas/live-sales.ts';
import { api } from '@/web/lib/api-client.ts';
import { liveSaleKeys } from './live-sale-keys.ts';

export const getLiveConsole = (auctionId: number, signal?: AbortSignal) =>
  api.get<TLiveSaleConsoleResponse>(`/admin/auctions/${auctionId}/live`, { signal });

export const getLiveConsoleQueryOptions = (auctionId: number) =>
  queryOptions({
    queryKey: liveSaleKeys.console(auctionId),
    queryFn: ({ signal }) => getLiveConsole(auctionId, signal),
  });

export const useLiveConsole = (auctionId: number) => useQuery(getLiveConsoleQueryOptions(auctionId));

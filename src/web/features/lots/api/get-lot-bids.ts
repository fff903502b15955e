import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TLotBidsResponse } from '@/common/schemas/catalogue.ts';
import { api } from '@/web/lib/api-client.ts';

export const getLotBids = (lotId: number, signal?: AbortSignal) =>
  api.get<TLotBidsResponse>(`/frontend/lots/${lotId}/bids`, { signal });

export const getLotBidsQueryOptions = (lotId: number) =>
  queryOptions({ queryKey: ['lots', lotId, 'bids'], queryFn: ({ signal }) => getLotBids(lotId, signal) });

export const useLotBids = (lotId: number) => useQuery(getLotBidsQueryOptions(lotId));

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TLotDetailResponse } from '@/common/schemas/auctions.ts';
import { api } from '@/web/lib/api-client.ts';
import { queryKeys } from '@/web/lib/query-keys.ts';

export const getLot = (lotId: number, signal?: AbortSignal) =>
  api.get<TLotDetailResponse>(`/frontend/lots/${lotId}`, { signal });

export const getLotQueryOptions = (lotId: number) =>
  queryOptions({ queryKey: queryKeys.lots.detail(lotId), queryFn: ({ signal }) => getLot(lotId, signal) });

export const useLot = (lotId: number) => useQuery(getLotQueryOptions(lotId));

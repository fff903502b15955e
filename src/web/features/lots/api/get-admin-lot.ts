import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TAdminLotResponse } from '@/common/schemas/auctions.ts';
import { adminKeys } from '@/web/lib/admin-keys.ts';
import { api } from '@/web/lib/api-client.ts';

export const getAdminLot = (id: number, signal?: AbortSignal) =>
  api.get<TAdminLotResponse>(`/admin/lots/${id}`, { signal });

export const getAdminLotQueryOptions = (id: number) =>
  queryOptions({ queryKey: adminKeys.lots.detail(id), queryFn: ({ signal }) => getAdminLot(id, signal) });

export const useAdminLot = (id: number) => useQuery(getAdminLotQueryOptions(id));

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TSaleResponse } from '@/common/schemas/sales.ts';
import { adminKeys } from '@/web/lib/admin-keys.ts';
import { api } from '@/web/lib/api-client.ts';

/**
 * The public view of a liquidación, read for its pictures and its lots. Cached under the admin keys so a
 * media change in the back office refreshes it.
 */
export const getSalePictures = (saleId: number, signal?: AbortSignal) =>
  api.get<TSaleResponse>(`/frontend/sales/${saleId}`, { signal });

export const getSalePicturesQueryOptions = (saleId: number) =>
  queryOptions({
    queryKey: adminKeys.sales.pictures(saleId),
    queryFn: ({ signal }) => getSalePictures(saleId, signal),
  });

export const useSalePictures = (saleId: number) => useQuery(getSalePicturesQueryOptions(saleId));

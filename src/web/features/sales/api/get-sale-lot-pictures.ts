import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TSaleLotResponse } from '@/common/schemas/sales.ts';
import { adminKeys } from '@/web/lib/admin-keys.ts';
import { api } from '@/web/lib/api-client.ts';

/** The public view of one lot of a liquidación, read for its pictures (see get-sale-pictures.ts). */
export const getSaleLotPictures = (saleId: number, lotId: number, signal?: AbortSignal) =>
  api.get<TSaleLotResponse>(`/frontend/sales/${saleId}/lots/${lotId}`, { signal });

export const getSaleLotPicturesQueryOptions = (saleId: number, lotId: number) =>
  queryOptions({
    queryKey: adminKeys.sales.lotPictures(saleId, lotId),
    queryFn: ({ signal }) => getSaleLotPictures(saleId, lotId, signal),
  });

/** `null` until a lot is chosen. */
export const useSaleLotPictures = (saleId: number, lotId: number | null) =>
  useQuery({ ...getSaleLotPicturesQueryOptions(saleId, lotId ?? 0), enabled: lotId !== null });

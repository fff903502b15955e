import { useMutation } from '@tanstack/react-query';
import type { TLotImportRequest, TLotImportResponse } from '@/common/schemas/lots.ts';
import { adminKeys, invalidate } from '@/web/lib/admin-keys.ts';
import { api } from '@/web/lib/api-client.ts';

/** Excel travels base64-encoded, CSV as text; unless `dryRun` is false the server only checks the rows. */
export const importLots = (auctionId: number, request: TLotImportRequest) =>
  api.post<TLotImportResponse>(`/admin/auctions/${auctionId}/lots/import`, request);

export const useImportLots = (auctionId: number) =>
  useMutation({
    mutationFn: (request: TLotImportRequest) => importLots(auctionId, request),
    onSuccess: (_result, { dryRun }) =>
      dryRun === false ? invalidate(adminKeys.auctions.detail(auctionId)) : undefined,
  });

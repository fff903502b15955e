import { useMutation } from '@tanstack/react-query';
import { api } from '@/web/lib/api-client.ts';
import { adminKeys, invalidate } from '../admin-keys.ts';

// TODO(schema): POST /admin/auctions/{id}/lots/import — swap for the response schema's type once it exists.
export type TImportRow = { line: number; title: string; price: number | null; errors: string[] };
export type TImportLotsResponse = { data: { rows: TImportRow[]; created: number } };

/** Excel travels base64-encoded, CSV as text; a dry run only checks the rows. */
export type TImportLotsRequest = { csv?: string; xlsxBase64?: string; dryRun: boolean };

export const importLots = (auctionId: number, { dryRun, ...file }: TImportLotsRequest) =>
  api.post<TImportLotsResponse>(`/admin/auctions/${auctionId}/lots/import`, { ...file, dryRun });

export const useImportLots = (auctionId: number) =>
  useMutation({
    mutationFn: (request: TImportLotsRequest) => importLots(auctionId, request),
    onSuccess: (_result, { dryRun }) =>
      dryRun ? undefined : invalidate(adminKeys.auctions.detail(auctionId)),
  });

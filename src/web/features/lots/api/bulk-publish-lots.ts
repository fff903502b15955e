import { useMutation } from '@tanstack/react-query';
import type { TLotBulkPublishRequest } from '@/common/schemas/lots.ts';
import type { TBulkResponse } from '@/common/schemas/subscriptions.ts';
import { adminKeys, invalidate } from '@/web/lib/admin-keys.ts';
import { api } from '@/web/lib/api-client.ts';

export const bulkPublishLots = (body: TLotBulkPublishRequest) =>
  api.post<TBulkResponse>('/admin/lots/bulk-publish', body);

/** Publishes (or withdraws) several lots of an auction at once; the auction and the lots refresh. */
export const useBulkPublishLots = (auctionId: number) =>
  useMutation({
    mutationFn: bulkPublishLots,
    onSettled: () => invalidate(adminKeys.auctions.detail(auctionId), adminKeys.lots.all),
  });

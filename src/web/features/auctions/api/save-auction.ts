import { useMutation } from '@tanstack/react-query';
import type { TAuctionInput, TSavedAuctionResponse } from '@/common/schemas/auctions.ts';
import { adminKeys, invalidate } from '@/web/lib/admin-keys.ts';
import { api } from '@/web/lib/api-client.ts';

/** Creates the auction when `id` is null, updates it otherwise. */
export const saveAuction = (id: number | null, auction: TAuctionInput) =>
  id === null
    ? api.post<TSavedAuctionResponse>('/admin/auctions', { auction })
    : api.put<TSavedAuctionResponse>(`/admin/auctions/${id}`, { auction });

export const useSaveAuction = (id: number | null) =>
  useMutation({
    mutationFn: (auction: TAuctionInput) => saveAuction(id, auction),
    onSuccess: () => invalidate(adminKeys.auctions.all),
  });

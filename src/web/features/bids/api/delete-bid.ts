import { useMutation } from '@tanstack/react-query';
import type { TDeletedBidResponse } from '@/common/schemas/bids.ts';
import { adminKeys, invalidate } from '@/web/lib/admin-keys.ts';
import { api } from '@/web/lib/api-client.ts';

export const deleteBid = (id: number) => api.delete<TDeletedBidResponse>(`/admin/bids/${id}`);

/** Deleting a bid recomputes its lot: the auction, its bids and its results all change. */
export const useDeleteBid = (auctionId: number) =>
  useMutation({ mutationFn: deleteBid, onSuccess: () => invalidate(adminKeys.auctions.detail(auctionId)) });

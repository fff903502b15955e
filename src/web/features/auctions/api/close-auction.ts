import { useMutation } from '@tanstack/react-query';
import type { TClosedAuctionResponse } from '@/common/schemas/auctions.ts';
import { invalidateAdmin } from '@/web/lib/admin-keys.ts';
import { api } from '@/web/lib/api-client.ts';

export const closeAuction = (id: number) => api.post<TClosedAuctionResponse>(`/admin/auctions/${id}/close`);

/** Closing settles every lot, so lists, results, bids and the dashboard all change. */
export const useCloseAuction = (id: number) =>
  useMutation({ mutationFn: () => closeAuction(id), onSuccess: invalidateAdmin });

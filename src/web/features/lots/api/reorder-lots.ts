import { useMutation } from '@tanstack/react-query';
import { adminKeys, invalidate } from '@/web/lib/admin-keys.ts';
import { api } from '@/web/lib/api-client.ts';

export const reorderLots = (auctionId: number, ids: number[]) =>
  api.put(`/admin/auctions/${auctionId}/lots/order`, { ids });

export const useReorderLots = (auctionId: number) =>
  useMutation({
    mutationFn: (ids: number[]) => reorderLots(auctionId, ids),
    onSuccess: () => invalidate(adminKeys.auctions.detail(auctionId)),
  });

import { useMutation } from '@tanstack/react-query';
import { api } from '@/web/lib/api-client.ts';
import { adminKeys, invalidate } from '../admin-keys.ts';

export const reorderLots = (auctionId: number, ids: number[]) =>
  api.put(`/admin/auctions/${auctionId}/lots/order`, { ids });

export const useReorderLots = (auctionId: number) =>
  useMutation({
    mutationFn: (ids: number[]) => reorderLots(auctionId, ids),
    onSuccess: () => invalidate(adminKeys.auctions.detail(auctionId)),
  });

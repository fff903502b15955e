import { useMutation } from '@tanstack/react-query';
import { adminKeys, invalidate } from '@/web/lib/admin-keys.ts';
import { api } from '@/web/lib/api-client.ts';

export const deleteLot = (id: number) => api.delete(`/admin/lots/${id}`);

export const useDeleteLot = (auctionId: number) =>
  useMutation({ mutationFn: deleteLot, onSuccess: () => invalidate(adminKeys.auctions.detail(auctionId)) });

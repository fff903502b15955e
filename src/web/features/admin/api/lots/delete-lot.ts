import { useMutation } from '@tanstack/react-query';
import { api } from '@/web/lib/api-client.ts';
import { adminKeys, invalidate } from '../admin-keys.ts';

export const deleteLot = (id: number) => api.delete(`/admin/lots/${id}`);

export const useDeleteLot = (auctionId: number) =>
  useMutation({ mutationFn: deleteLot, onSuccess: () => invalidate(adminKeys.auctions.detail(auctionId)) });

import { useMutation } from '@tanstack/react-query';
import type { TSavedAuctionResponse } from '@/common/schemas/auctions.ts';
import { adminKeys, invalidate } from '@/web/lib/admin-keys.ts';
import { api } from '@/web/lib/api-client.ts';

export const publishAuction = (id: number, published: boolean) =>
  api.put<TSavedAuctionResponse>(`/admin/auctions/${id}/${published ? 'publish' : 'unpublish'}`);

export const usePublishAuction = (id: number) =>
  useMutation({
    mutationFn: (published: boolean) => publishAuction(id, published),
    onSuccess: () => invalidate(adminKeys.auctions.all),
  });

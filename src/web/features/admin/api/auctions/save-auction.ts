import { useMutation } from '@tanstack/react-query';
import type { TAuctionInput } from '@/common/schemas/admin-auctions.ts';
import { api } from '@/web/lib/api-client.ts';
import { adminKeys, invalidate } from '../admin-keys.ts';

// TODO(schema): POST /admin/auctions and PUT /admin/auctions/{id} — swap for the response schema's type.
export type TSaveAuctionResponse = { data: { auction: { id: number } } };

/** Creates the auction when `id` is null, updates it otherwise. */
export const saveAuction = (id: number | null, auction: TAuctionInput) =>
  id === null
    ? api.post<TSaveAuctionResponse>('/admin/auctions', { auction })
    : api.put<TSaveAuctionResponse>(`/admin/auctions/${id}`, { auction });

export const useSaveAuction = (id: number | null) =>
  useMutation({
    mutationFn: (auction: TAuctionInput) => saveAuction(id, auction),
    onSuccess: () => invalidate(adminKeys.auctions.all),
  });

import { useMutation } from '@tanstack/react-query';
import type { TPlaceBidResponse } from '@/common/schemas/bids.ts';
import { api } from '@/web/lib/api-client.ts';
import { queryClient } from '@/web/lib/query-client.ts';
import { liveSaleKeys } from './live-sale-keys.ts';

export const placeLiveBid = (auctionId: number, bid: { lotId: number; amount: number }) =>
  api.post<TPlaceBidResponse>(`/frontend/auctions/${auctionId}/live-sale/bids`, bid);

/** "Pujar X €": the asking price shown, one tap. The viewer's place is read again after. */
export const usePlaceLiveBid = (auctionId: number) =>
  useMutation({
    mutationFn: (bid: { lotId: number; amount: number }) => placeLiveBid(auctionId, bid),
    onSettled: () => queryClient.invalidateQueries({ queryKey: liveSaleKeys.sale(auctionId) }),
  });

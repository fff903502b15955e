import { useMutation } from '@tanstack/react-query';
import type { TAfterSaleResponse } from '@/common/schemas/live-sales.ts';
import { api } from '@/web/lib/api-client.ts';

export const offerAfterSale = (auctionId: number, endDate: string) =>
  api.post<TAfterSaleResponse>(`/admin/auctions/${auctionId}/live/after-sale`, { endDate });

/** A finished sale's passed lots, offered by the clock until `endDate`. */
export const useOfferAfterSale = (auctionId: number) =>
  useMutation({ mutationFn: (endDate: string) => offerAfterSale(auctionId, endDate) });

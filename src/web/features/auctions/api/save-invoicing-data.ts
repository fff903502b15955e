import { useMutation } from '@tanstack/react-query';
import type { TInvoicingDataResponse } from '@/common/schemas/auctions.ts';
import { adminKeys, invalidate } from '@/web/lib/admin-keys.ts';
import { api } from '@/web/lib/api-client.ts';

export type TInvoicingData = {
  issuerName: string;
  issuerVatId: string;
  issuerAddress: string;
  invoiceSeries: string;
  notes: string;
};

export const saveInvoicingData = (auctionId: number, invoicingData: TInvoicingData) =>
  api.put<TInvoicingDataResponse>(`/admin/auctions/${auctionId}/invoicingData`, { invoicingData });

export const useSaveInvoicingData = (auctionId: number) =>
  useMutation({
    mutationFn: (invoicingData: TInvoicingData) => saveInvoicingData(auctionId, invoicingData),
    onSuccess: () => invalidate(adminKeys.auctions.detail(auctionId)),
  });

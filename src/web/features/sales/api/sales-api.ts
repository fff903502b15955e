import { keepPreviousData, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type {
  TOfferRequest,
  TSaleLotResponse,
  TSaleResponse,
  TSalesResponse,
} from '@/common/schemas/sales.ts';
import { api } from '@/web/lib/api-client.ts';

export type TSalesQuery = { page: number; kind?: 'industrial' | 'real-estate' };

export const getSalesQueryOptions = (query: TSalesQuery) =>
  queryOptions({
    queryKey: ['sales', query],
    queryFn: ({ signal }) =>
      api.get<TSalesResponse>('/frontend/sales', {
        query: { page: query.page, limit: 12, filter: query.kind ? { kind: query.kind } : undefined },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

export const useSales = (query: TSalesQuery) => useQuery(getSalesQueryOptions(query));

export const getSaleQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['sales', 'detail', id],
    queryFn: ({ signal }) => api.get<TSaleResponse>(`/frontend/sales/${id}`, { signal }),
  });

export const useSale = (id: number) => useQuery(getSaleQueryOptions(id));

export const getSaleLotQueryOptions = (saleId: number, lotId: number) =>
  queryOptions({
    queryKey: ['sales', 'detail', saleId, 'lot', lotId],
    queryFn: ({ signal }) => api.get<TSaleLotResponse>(`/frontend/sales/${saleId}/lots/${lotId}`, { signal }),
  });

export const useSaleLot = (saleId: number, lotId: number) => useQuery(getSaleLotQueryOptions(saleId, lotId));

export const useMakeOffer = (saleId: number, lotId: number) =>
  useMutation({
    mutationFn: (offer: TOfferRequest['offer']) =>
      api.post<{ data: { message: string } }>(`/frontend/auth/sales/${saleId}/lots/${lotId}/offers`, {
        offer,
      }),
  });

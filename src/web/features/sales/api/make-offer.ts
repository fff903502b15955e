import { useMutation } from '@tanstack/react-query';
import type { TOfferRequest } from '@/common/schemas/sales.ts';
import { api } from '@/web/lib/api-client.ts';

export const useMakeOffer = (saleId: number, lotId: number) =>
  useMutation({
    mutationFn: (offer: TOfferRequest['offer']) =>
      api.post<{ data: { message: string } }>(`/frontend/auth/sales/${saleId}/lots/${lotId}/offers`, {
        offer,
      }),
  });

import { useMutation } from '@tanstack/react-query';
import { adminKeys, invalidate } from '@/web/lib/admin-keys.ts';
import { api } from '@/web/lib/api-client.ts';

export type TOfferDecision = { id: number; action: 'accept' | 'reject' };

export const decideOffer = ({ id, action }: TOfferDecision) => api.put(`/admin/offers/${id}/${action}`);

export const useDecideOffer = () =>
  useMutation({ mutationFn: decideOffer, onSuccess: () => invalidate(adminKeys.sales.all) });

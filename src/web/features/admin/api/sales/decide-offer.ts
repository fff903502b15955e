import { useMutation } from '@tanstack/react-query';
import { api } from '@/web/lib/api-client.ts';
import { adminKeys, invalidate } from '../admin-keys.ts';

export type TOfferDecision = { id: number; action: 'accept' | 'reject' };

export const decideOffer = ({ id, action }: TOfferDecision) => api.put(`/admin/offers/${id}/${action}`);

export const useDecideOffer = () =>
  useMutation({ mutationFn: decideOffer, onSuccess: () => invalidate(adminKeys.sales.all) });

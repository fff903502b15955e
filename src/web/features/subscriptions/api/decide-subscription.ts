import { useMutation } from '@tanstack/react-query';
import type { TSubscriptionResponse } from '@/common/schemas/subscriptions.ts';
import { adminKeys, invalidate } from '@/web/lib/admin-keys.ts';
import { api } from '@/web/lib/api-client.ts';

export type TSubscriptionDecision = { id: number; action: 'accept' | 'reject' };

export const decideSubscription = ({ id, action }: TSubscriptionDecision) =>
  api.put<TSubscriptionResponse>(`/admin/subscriptions/${id}/${action}`);

/** The pending queue, the full list and the dashboard's count all read the subscriptions. */
export const useDecideSubscription = () =>
  useMutation({ mutationFn: decideSubscription, onSuccess: () => invalidate(adminKeys.subscriptions.all) });

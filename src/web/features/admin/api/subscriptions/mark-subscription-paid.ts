import { useMutation } from '@tanstack/react-query';
import type { TSubscriptionResponse } from '@/common/schemas/subscriptions.ts';
import { api } from '@/web/lib/api-client.ts';
import { adminKeys, invalidate } from '../admin-keys.ts';

/** Notes that the subscription's deposit has (or has not) been received. */
export const markSubscriptionPaid = ({ id, paid }: { id: number; paid: boolean }) =>
  api.put<TSubscriptionResponse>(`/admin/subscriptions/${id}/paid`, { paid });

export const useMarkSubscriptionPaid = () =>
  useMutation({ mutationFn: markSubscriptionPaid, onSuccess: () => invalidate(adminKeys.subscriptions.all) });

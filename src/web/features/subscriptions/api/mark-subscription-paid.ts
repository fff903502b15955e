import { useMutation } from '@tanstack/react-query';
import type { TSubscriptionResponse } from '@/common/schemas/subscriptions.ts';
import { adminKeys, invalidate } from '@/web/lib/admin-keys.ts';
import { api } from '@/web/lib/api-client.ts';

/**
 * Notes that the subscription's deposit has (or has not) been received; after the auction closed, as a
 * late receipt with `lateReason`.
 */
export const markSubscriptionPaid = ({
  id,
  paid,
  lateReason,
}: {
  id: number;
  paid: boolean;
  lateReason?: string;
}) =>
  api.put<TSubscriptionResponse>(
    `/admin/subscriptions/${id}/paid`,
    lateReason === undefined ? { paid } : { paid, late: true, reason: lateReason },
  );

export const useMarkSubscriptionPaid = () =>
  useMutation({ mutationFn: markSubscriptionPaid, onSuccess: () => invalidate(adminKeys.subscriptions.all) });

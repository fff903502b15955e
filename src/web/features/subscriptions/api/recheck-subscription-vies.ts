import { useMutation } from '@tanstack/react-query';
import type { TSubscriptionResponse } from '@/common/schemas/subscriptions.ts';
import { adminKeys, invalidate } from '@/web/lib/admin-keys.ts';
import { api } from '@/web/lib/api-client.ts';

/** Checks the subscriber's EU VAT number in VIES again and keeps the new consultation number. */
export const recheckSubscriptionVies = (id: number) =>
  api.post<TSubscriptionResponse>(`/admin/subscriptions/${id}/vies`);

export const useRecheckSubscriptionVies = () =>
  useMutation({
    mutationFn: recheckSubscriptionVies,
    onSuccess: () => invalidate(adminKeys.subscriptions.all),
  });

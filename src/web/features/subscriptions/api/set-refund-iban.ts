import { useMutation } from '@tanstack/react-query';
import type { TSubscriptionResponse } from '@/common/schemas/subscriptions.ts';
import { api } from '@/web/lib/api-client.ts';
import { queryClient } from '@/web/lib/query-client.ts';
import { queryKeys } from '@/web/lib/query-keys.ts';

/** The account the bidder's deposit goes back to; given after subscribing, until it has been refunded. */
export const setRefundIban = (subscriptionId: number, refundIban: string) =>
  api.put<TSubscriptionResponse>(`/frontend/auth/subscriptions/${subscriptionId}/refund-iban`, {
    refundIban,
  });

export const useSetRefundIban = (subscriptionId: number) =>
  useMutation({
    mutationFn: (refundIban: string) => setRefundIban(subscriptionId, refundIban),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.mine.subscriptions }),
  });

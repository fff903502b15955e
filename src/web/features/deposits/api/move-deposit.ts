import { useMutation } from '@tanstack/react-query';
import type { TPendingApprovalResponse } from '@/common/schemas/approvals.ts';
import type { TSubscriptionResponse } from '@/common/schemas/subscriptions.ts';
import { api } from '@/web/lib/api-client.ts';
import { invalidateSettlements } from '@/web/lib/settlement-keys.ts';

/**
 * The admin's moves of a deposit: returned to a non-winner, or kept from a winner who did not pay. A refund
 * above FOUR_EYES_REFUND_CENTS is answered 202: it waits for a second person.
 */
export const moveDeposit = ({
  subscriptionId,
  move,
  text,
}: {
  subscriptionId: number;
  move: 'refunded' | 'forfeit';
  text: string;
}) =>
  move === 'refunded'
    ? api.post<TSubscriptionResponse | TPendingApprovalResponse>(
        `/admin/deposits/${subscriptionId}/refunded`,
        {
          note: text || null,
        },
      )
    : api.post<TSubscriptionResponse>(`/admin/deposits/${subscriptionId}/forfeit`, { reason: text });

export const useMoveDeposit = () =>
  useMutation({ mutationFn: moveDeposit, onSuccess: invalidateSettlements });

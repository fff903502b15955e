import { useMutation } from '@tanstack/react-query';
import { api } from '@/web/lib/api-client.ts';
import { invalidateSettlements } from './settlement-keys.ts';

/** The admin's moves of a deposit: returned to a non-winner, or kept from a winner who did not pay. */
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
    ? api.post(`/admin/deposits/${subscriptionId}/refunded`, { note: text || null })
    : api.post(`/admin/deposits/${subscriptionId}/forfeit`, { reason: text });

export const useMoveDeposit = () =>
  useMutation({ mutationFn: moveDeposit, onSuccess: invalidateSettlements });

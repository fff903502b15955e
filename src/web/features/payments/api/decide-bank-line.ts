import { useMutation } from '@tanstack/react-query';
import { api } from '@/web/lib/api-client.ts';
import { invalidateSettlements } from '@/web/lib/settlement-keys.ts';

/** Assigns an unmatched credit to a liquidación by its reference, or marks it as not a buyer's payment. */
export const decideBankLine = ({ lineId, reference }: { lineId: number; reference: string | null }) =>
  reference === null
    ? api.post(`/admin/bank-lines/${lineId}/ignore`)
    : api.post(`/admin/bank-lines/${lineId}/assign`, { reference });

export const useDecideBankLine = () =>
  useMutation({ mutationFn: decideBankLine, onSuccess: invalidateSettlements });

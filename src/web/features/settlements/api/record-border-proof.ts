import { useMutation } from '@tanstack/react-query';
import type { TBorderProofRequest, TSettlementResponse } from '@/common/schemas/settlements.ts';
import { api } from '@/web/lib/api-client.ts';
import { invalidateSettlements } from '@/web/lib/settlement-keys.ts';

/** The proof that the goods left Spain: a DUA releases the IVA held (docs/after-the-hammer.md). */
export const recordBorderProof = (settlementId: number, proof: TBorderProofRequest) =>
  api.post<TSettlementResponse>(`/admin/settlements/${settlementId}/border-proof`, proof);

export const useRecordBorderProof = (settlementId: number) =>
  useMutation({
    mutationFn: (proof: TBorderProofRequest) => recordBorderProof(settlementId, proof),
    onSuccess: invalidateSettlements,
  });

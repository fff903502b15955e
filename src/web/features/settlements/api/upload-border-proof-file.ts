import { useMutation } from '@tanstack/react-query';
import type { TBorderProofFileResponse } from '@/common/schemas/settlements.ts';
import { api } from '@/web/lib/api-client.ts';
import { invalidateSettlements } from '@/web/lib/settlement-keys.ts';

/** Keeps the scanned proof (DUA, CMR) in private storage (docs/after-the-hammer.md, "Buyers abroad"). */
export const uploadBorderProofFile = (settlementId: number, file: File) => {
  const form = new FormData();
  form.append('file', file);
  return api.post<TBorderProofFileResponse>(`/admin/settlements/${settlementId}/border-proof/files`, form);
};

export const useUploadBorderProofFile = (settlementId: number) =>
  useMutation({
    mutationFn: (file: File) => uploadBorderProofFile(settlementId, file),
    onSuccess: invalidateSettlements,
  });

import { useMutation } from '@tanstack/react-query';
import type { TImportBankStatementResponse } from '@/common/schemas/payments.ts';
import { api } from '@/web/lib/api-client.ts';
import { invalidateSettlements } from '@/web/lib/settlement-keys.ts';

/** Sends the statement file as base64 (a Norma 43 file is Latin-1 bytes, not text). */
export const importBankStatement = async (file: File) => {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return api.post<TImportBankStatementResponse>('/admin/bank-statements', {
    fileName: file.name,
    contentBase64: btoa(binary),
  });
};

export const useImportBankStatement = () =>
  useMutation({ mutationFn: importBankStatement, onSuccess: invalidateSettlements });

import { useMutation } from '@tanstack/react-query';
import type { TSavedSublotResponse, TSublotInput } from '@/common/schemas/lots.ts';
import { adminKeys, invalidate } from '@/web/lib/admin-keys.ts';
import { api } from '@/web/lib/api-client.ts';

export const addSublot = (lotId: number, sublot: TSublotInput) =>
  api.post<TSavedSublotResponse>(`/admin/lots/${lotId}/sublots`, { sublot });

export const useAddSublot = (lotId: number) =>
  useMutation({
    mutationFn: (sublot: TSublotInput) => addSublot(lotId, sublot),
    onSuccess: () => invalidate(adminKeys.lots.detail(lotId)),
  });

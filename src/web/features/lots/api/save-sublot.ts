import { useMutation } from '@tanstack/react-query';
import type { TSavedSublotResponse, TSublotInput } from '@/common/schemas/lots.ts';
import { adminKeys, invalidate } from '@/web/lib/admin-keys.ts';
import { api } from '@/web/lib/api-client.ts';

export const saveSublot = (id: number, sublot: TSublotInput) =>
  api.put<TSavedSublotResponse>(`/admin/sublots/${id}`, { sublot });

export const useSaveSublot = (lotId: number) =>
  useMutation({
    mutationFn: ({ id, sublot }: { id: number; sublot: TSublotInput }) => saveSublot(id, sublot),
    onSuccess: () => invalidate(adminKeys.lots.detail(lotId)),
  });

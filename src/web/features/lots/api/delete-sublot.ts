import { useMutation } from '@tanstack/react-query';
import { adminKeys, invalidate } from '@/web/lib/admin-keys.ts';
import { api } from '@/web/lib/api-client.ts';

export const deleteSublot = (id: number) => api.delete(`/admin/sublots/${id}`);

export const useDeleteSublot = (lotId: number) =>
  useMutation({ mutationFn: deleteSublot, onSuccess: () => invalidate(adminKeys.lots.detail(lotId)) });

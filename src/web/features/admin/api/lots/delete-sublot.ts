import { useMutation } from '@tanstack/react-query';
import { api } from '@/web/lib/api-client.ts';
import { adminKeys, invalidate } from '../admin-keys.ts';

export const deleteSublot = (id: number) => api.delete(`/admin/sublots/${id}`);

export const useDeleteSublot = (lotId: number) =>
  useMutation({ mutationFn: deleteSublot, onSuccess: () => invalidate(adminKeys.lots.detail(lotId)) });

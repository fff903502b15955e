import { useMutation } from '@tanstack/react-query';
import { api } from '@/web/lib/api-client.ts';
import { invalidateAdmin } from '../admin-keys.ts';

export const deleteFile = (id: number) => api.delete(`/admin/media/files/${id}`);

export const useDeleteFile = () => useMutation({ mutationFn: deleteFile, onSuccess: invalidateAdmin });

import { useMutation } from '@tanstack/react-query';
import { invalidateAdmin } from '@/web/lib/admin-keys.ts';
import { api } from '@/web/lib/api-client.ts';

export const deleteFile = (id: number) => api.delete(`/admin/media/files/${id}`);

export const useDeleteFile = () => useMutation({ mutationFn: deleteFile, onSuccess: invalidateAdmin });

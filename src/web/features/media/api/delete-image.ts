import { useMutation } from '@tanstack/react-query';
import { invalidateAdmin } from '@/web/lib/admin-keys.ts';
import { api } from '@/web/lib/api-client.ts';

export const deleteImage = (id: number) => api.delete(`/admin/media/images/${id}`);

/** See reorder-images.ts: the owner of the picture may be any admin record. */
export const useDeleteImage = () => useMutation({ mutationFn: deleteImage, onSettled: invalidateAdmin });

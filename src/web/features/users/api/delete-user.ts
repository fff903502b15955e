import { useMutation } from '@tanstack/react-query';
import { adminKeys, invalidate } from '@/web/lib/admin-keys.ts';
import { api } from '@/web/lib/api-client.ts';

/** Refused by the server, with the reason, when the user has bids. */
export const deleteUser = (id: number) => api.delete(`/admin/users/${id}`);

export const useDeleteUser = () =>
  useMutation({ mutationFn: deleteUser, onSuccess: () => invalidate(adminKeys.users.all) });

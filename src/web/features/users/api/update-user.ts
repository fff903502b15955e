import { useMutation } from '@tanstack/react-query';
import type { TAdminUserUpdate, TAdminUserUpdateResponse } from '@/common/schemas/users.ts';
import { adminKeys, invalidate } from '@/web/lib/admin-keys.ts';
import { api } from '@/web/lib/api-client.ts';

export const updateUser = (id: number, user: TAdminUserUpdate) =>
  api.put<TAdminUserUpdateResponse>(`/admin/users/${id}`, { user });

/** The user's page and every list that may show their flags. */
export const useUpdateUser = (id: number) =>
  useMutation({
    mutationFn: (user: TAdminUserUpdate) => updateUser(id, user),
    onSuccess: () => invalidate(adminKeys.users.all),
  });

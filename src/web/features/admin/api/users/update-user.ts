import { useMutation } from '@tanstack/react-query';
import type { TAdminUser, TAdminUserUpdate } from '@/common/schemas/admin-users.ts';
import { api } from '@/web/lib/api-client.ts';
import { adminKeys, invalidate } from '../admin-keys.ts';

// TODO(schema): PUT /admin/users/{id} — swap for the response schema's type once it exists.
export type TUpdateUserResponse = { data: { user: TAdminUser } };

export const updateUser = (id: number, user: TAdminUserUpdate) =>
  api.put<TUpdateUserResponse>(`/admin/users/${id}`, { user });

/** The user's page and every list that may show their flags. */
export const useUpdateUser = (id: number) =>
  useMutation({
    mutationFn: (user: TAdminUserUpdate) => updateUser(id, user),
    onSuccess: () => invalidate(adminKeys.users.all),
  });

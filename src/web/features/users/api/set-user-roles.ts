import { useMutation } from '@tanstack/react-query';
import type { TAdminUserUpdateResponse } from '@/common/schemas/users.ts';
import type { TStaffRole } from '@/common/staff-roles.ts';
import { adminKeys, invalidate } from '@/web/lib/admin-keys.ts';
import { api } from '@/web/lib/api-client.ts';

export const setUserRoles = (id: number, roles: TStaffRole[]) =>
  api.put<TAdminUserUpdateResponse>(`/admin/users/${id}/roles`, { roles });

/** The person's page (its history shows the change) and the lists that mark staff. */
export const useSetUserRoles = (id: number) =>
  useMutation({
    mutationFn: (roles: TStaffRole[]) => setUserRoles(id, roles),
    onSuccess: () => invalidate(adminKeys.users.all),
  });

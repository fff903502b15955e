import { mayUse, type TRoutePermission } from '@/common/staff-roles.ts';
import { useCurrentUser } from '@/web/lib/session.ts';

/**
 * What the signed-in member of staff may see and change, from their roles (src/common/staff-roles.ts): the
 * back office hides the rest. The server refuses it anyway; this only spares people buttons that fail.
 */
export const useStaffAccess = () => {
  // A copy stored by an older version has no roles: nothing until the fresh copy arrives (account-menu.tsx).
  const roles = useCurrentUser()?.roles ?? [];
  return {
    roles,
    mayRead: (needed: TRoutePermission) => mayUse(roles, needed, 'read'),
    mayWrite: (needed: TRoutePermission) => mayUse(roles, needed, 'write'),
  };
};

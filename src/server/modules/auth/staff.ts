import type { TSessionUser } from './sessions.service.ts';

/**
 * Who counts as staff, in one place: the second factor is required of them (docs/operations.md). Today
 * staff are the administrators; with roles, any user holding a staff role.
 */
export const isStaff = (user: Pick<TSessionUser, 'isAdmin'>) => user.isAdmin;

import type { TSessionUser } from './sessions.service.ts';

/**
 * Who counts as staff, in one place: the second factor is required of them (docs/operations.md). Staff hold
 * at least one role (src/common/staff-roles.ts); `is_admin` is computed from them (drizzle/0031).
 */
export const isStaff = (user: Pick<TSessionUser, 'isAdmin'>) => user.isAdmin;

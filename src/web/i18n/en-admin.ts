import { es } from './es.ts';
import type { TMessages } from './shape.ts';

/** Placeholder until the English back office lands: the admin sections stay Spanish. */
export const enAdmin: Pick<
  TMessages,
  'admin' | 'settlementsAdmin' | 'billingRecordsAdmin' | 'liveSales' | 'staffRoles' | 'dashboardSplit'
> = {
  admin: es.admin,
  settlementsAdmin: es.settlementsAdmin,
  billingRecordsAdmin: es.billingRecordsAdmin,
  liveSales: es.liveSales,
  staffRoles: es.staffRoles,
  dashboardSplit: es.dashboardSplit,
};

import type { TBulkResult, TSubscriptionBulkAction } from '@/common/schemas/subscriptions.ts';
import type { TDb } from '@/server/db/client.ts';
import { AppError } from '@/server/lib/app-error.ts';
import type { TSite } from '../auth/accounts.service.ts';
import { setDepositReceived } from '../deposits/deposits.service.ts';
import { decideSubscription } from './subscriptions.admin.service.ts';

/**
 * The clerk's bulk actions on subscriptions. Each record goes through the single action's own rule (and its
 * transaction, e-mail and audit), one after another: a subscription already decided or gone is reported
 * and skipped, and never undoes the others.
 */
export const applySubscriptionBulkAction = async ({
  db,
  site,
  ids,
  action,
  adminId,
}: {
  db: TDb;
  site: TSite;
  ids: number[];
  action: TSubscriptionBulkAction;
  adminId: number;
}): Promise<TBulkResult[]> => {
  const results: TBulkResult[] = [];
  for (const id of new Set(ids)) {
    try {
      if (action === 'deposit-received')
        await setDepositReceived({ db, site, subscriptionId: id, isReceived: true, adminId });
      else await decideSubscription({ db, site, id, accepted: action === 'accept' });
      results.push({ id, ok: true });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      results.push({ id, ok: false, error: error.message });
    }
  }
  return results;
};

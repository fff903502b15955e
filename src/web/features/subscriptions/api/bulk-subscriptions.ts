import { useMutation } from '@tanstack/react-query';
import type { TBulkResponse, TSubscriptionBulkRequest } from '@/common/schemas/subscriptions.ts';
import { adminKeys, invalidate } from '@/web/lib/admin-keys.ts';
import { api } from '@/web/lib/api-client.ts';

export const bulkSubscriptions = (body: TSubscriptionBulkRequest) =>
  api.post<TBulkResponse>('/admin/subscriptions/bulk', body);

/** Accept, reject or note deposits of many at once; the queue, the lists and the dashboard refresh. */
export const useBulkSubscriptions = () =>
  useMutation({ mutationFn: bulkSubscriptions, onSettled: () => invalidate(adminKeys.subscriptions.all) });

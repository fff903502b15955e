import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TAdminOffersResponse } from '@/common/schemas/offers.ts';
import { adminKeys } from '@/web/lib/admin-keys.ts';
import { api } from '@/web/lib/api-client.ts';

export const getPendingOffers = (signal?: AbortSignal) =>
  api.get<TAdminOffersResponse>('/admin/offers', { query: { status: 'pending' }, signal });

export const getPendingOffersQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.sales.pendingOffers(),
    queryFn: ({ signal }) => getPendingOffers(signal),
  });

export const usePendingOffers = () => useQuery(getPendingOffersQueryOptions());

import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/web/lib/api-client.ts';
import { adminKeys } from '../admin-keys.ts';

// TODO(schema): GET /admin/users/{id}/subscriptions — swap for the response schema's type once it exists.
export type TUserSubscriptionsResponse = {
  data: {
    subscriptions: { id: number; auctionId: number; status: string; paid: boolean; createdOn: string }[];
  };
  metadata: { auctions: Record<string, { title: string }> };
};

export const getUserSubscriptions = (id: number, signal?: AbortSignal) =>
  api.get<TUserSubscriptionsResponse>(`/admin/users/${id}/subscriptions`, { signal });

export const getUserSubscriptionsQueryOptions = (id: number) =>
  queryOptions({
    queryKey: adminKeys.users.subscriptions(id),
    queryFn: ({ signal }) => getUserSubscriptions(id, signal),
  });

export const useUserSubscriptions = (id: number) => useQuery(getUserSubscriptionsQueryOptions(id));

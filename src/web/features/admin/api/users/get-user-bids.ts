import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/web/lib/api-client.ts';
import { adminKeys } from '../admin-keys.ts';

// TODO(schema): GET /admin/users/{id}/bids — swap for the response schema's type once it exists.
export type TUserBidsResponse = {
  data: {
    bids: {
      id: number;
      amount: number;
      isAuto: boolean;
      createdOn: string;
      lot: { id: number; title: string; auctionId: number; auctionTitle: string };
    }[];
  };
};

export const getUserBids = (id: number, signal?: AbortSignal) =>
  api.get<TUserBidsResponse>(`/admin/users/${id}/bids`, { signal });

export const getUserBidsQueryOptions = (id: number) =>
  queryOptions({ queryKey: adminKeys.users.bids(id), queryFn: ({ signal }) => getUserBids(id, signal) });

export const useUserBids = (id: number) => useQuery(getUserBidsQueryOptions(id));

import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/web/lib/api-client.ts';
import { adminKeys } from '../admin-keys.ts';

// TODO(schema): GET /admin/auctions/{id}/results — swap for the response schema's type once it exists.
export type TResults = {
  auction: { id: number; title: string; commissionPercent: number };
  lots: {
    id: number;
    order: number;
    title: string;
    price: number;
    maxBid: number | null;
    bidsCount: number;
    status: string;
    sold: boolean;
    winnerId: number | null;
    /** From the buyer's liquidación; null while unsold. */
    money: { hammer: number; premium: number; vat: number; total: number } | null;
  }[];
  users: {
    id: number;
    fullName: string;
    email: string;
    phone1: string | null;
    vatId: string | null;
    companyName: string | null;
  }[];
};

export const getAuctionResults = (id: number, signal?: AbortSignal) =>
  api.get<{ data: TResults }>(`/admin/auctions/${id}/results`, { signal });

export const getAuctionResultsQueryOptions = (id: number) =>
  queryOptions({
    queryKey: adminKeys.auctions.results(id),
    queryFn: ({ signal }) => getAuctionResults(id, signal),
  });

export const useAuctionResults = (id: number) => useQuery(getAuctionResultsQueryOptions(id));

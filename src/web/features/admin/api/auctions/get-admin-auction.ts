import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TAuditEntry } from '@/common/schemas/audit.ts';
import type { TAuction, TLotSummary } from '@/common/schemas/catalogue.ts';
import { api } from '@/web/lib/api-client.ts';
import { adminKeys } from '../admin-keys.ts';

// TODO(schema): GET /admin/auctions/{id} — swap for the response schema's type once it exists.
export type TAdminAuctionResponse = {
  data: {
    auction: TAuction;
    lots: TLotSummary[];
    audit: TAuditEntry[];
    invoiceData: Record<string, string> | null;
  };
};

export const getAdminAuction = (id: number, signal?: AbortSignal) =>
  api.get<TAdminAuctionResponse>(`/admin/auctions/${id}`, { signal });

export const getAdminAuctionQueryOptions = (id: number) =>
  queryOptions({
    queryKey: adminKeys.auctions.detail(id),
    queryFn: ({ signal }) => getAdminAuction(id, signal),
  });

/** `null` while creating a new auction: nothing to load yet. */
export const useAdminAuction = (id: number | null) =>
  useQuery({ ...getAdminAuctionQueryOptions(id ?? 0), enabled: id !== null });

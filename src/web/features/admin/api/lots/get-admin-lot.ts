import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TAuditEntry } from '@/common/schemas/audit.ts';
import type { TAuctionSummary, TLot } from '@/common/schemas/catalogue.ts';
import { api } from '@/web/lib/api-client.ts';
import { adminKeys } from '../admin-keys.ts';

// TODO(schema): GET /admin/lots/{id} — swap for the response schema's type once it exists.
export type TAdminLot = TLot & { invoiceDescription: string | null };
export type TAdminLotResponse = {
  data: { lot: TAdminLot; auction: TAuctionSummary; audit: TAuditEntry[] };
};

export const getAdminLot = (id: number, signal?: AbortSignal) =>
  api.get<TAdminLotResponse>(`/admin/lots/${id}`, { signal });

export const getAdminLotQueryOptions = (id: number) =>
  queryOptions({ queryKey: adminKeys.lots.detail(id), queryFn: ({ signal }) => getAdminLot(id, signal) });

export const useAdminLot = (id: number) => useQuery(getAdminLotQueryOptions(id));

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TAuctionReportResponse } from '@/common/schemas/reports.ts';
import { adminKeys } from '@/web/lib/admin-keys.ts';
import { api } from '@/web/lib/api-client.ts';

export const getAuctionReport = (id: number, signal?: AbortSignal) =>
  api.get<TAuctionReportResponse>(`/admin/reports/auctions/${id}`, { signal });

export const getAuctionReportQueryOptions = (id: number) =>
  queryOptions({
    queryKey: adminKeys.auctions.report(id),
    queryFn: ({ signal }) => getAuctionReport(id, signal),
  });

export const useAuctionReport = (id: number) => useQuery(getAuctionReportQueryOptions(id));

/** The exports are plain downloads (the browser saves them), so only their address is built here. */
export const auctionReportFileUrl = (id: number, kind: 'csv' | 'pdf') =>
  `/api/admin/reports/auctions/${id}/report.${kind}`;

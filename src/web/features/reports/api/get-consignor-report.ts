import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TConsignorReportQuery, TConsignorReportResponse } from '@/common/schemas/reports.ts';
import { adminKeys } from '@/web/lib/admin-keys.ts';
import { api } from '@/web/lib/api-client.ts';

export const getConsignorReport = (query: TConsignorReportQuery, signal?: AbortSignal) =>
  api.get<TConsignorReportResponse>('/admin/reports/consignor', { query, signal });

export const getConsignorReportQueryOptions = (query: TConsignorReportQuery) =>
  queryOptions({
    queryKey: adminKeys.reports.consignor(query),
    queryFn: ({ signal }) => getConsignorReport(query, signal),
    placeholderData: keepPreviousData,
  });

/** Asks only once an issuer is chosen. */
export const useConsignorReport = (query: TConsignorReportQuery) =>
  useQuery({ ...getConsignorReportQueryOptions(query), enabled: query.nif !== '' });

export const consignorReportFileUrl = (query: TConsignorReportQuery, kind: 'csv' | 'pdf') =>
  `/api/admin/reports/consignor.${kind}?${new URLSearchParams(query).toString()}`;

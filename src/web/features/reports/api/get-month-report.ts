import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TMonthReportResponse } from '@/common/schemas/reports.ts';
import { adminKeys } from '@/web/lib/admin-keys.ts';
import { api } from '@/web/lib/api-client.ts';

export const getMonthReport = (signal?: AbortSignal) =>
  api.get<TMonthReportResponse>('/admin/reports/month', { signal });

export const getMonthReportQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.reports.month(), queryFn: ({ signal }) => getMonthReport(signal) });

export const useMonthReport = ({ enabled = true } = {}) =>
  useQuery({ ...getMonthReportQueryOptions(), enabled });

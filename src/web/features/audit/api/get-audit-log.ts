import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TAuditLogResponse, TAuditQuery } from '@/common/schemas/audit.ts';
import { adminKeys } from '@/web/lib/admin-keys.ts';
import { api } from '@/web/lib/api-client.ts';

export const getAuditLog = (query: TAuditQuery, signal?: AbortSignal) =>
  api.get<TAuditLogResponse>('/admin/audit', { query, signal });

export const getAuditLogQueryOptions = (query: TAuditQuery) =>
  queryOptions({
    queryKey: adminKeys.audit.list(query),
    queryFn: ({ signal }) => getAuditLog(query, signal),
    placeholderData: keepPreviousData,
  });

export const useAuditLog = (query: TAuditQuery) => useQuery(getAuditLogQueryOptions(query));

/** The same filters as a CSV download (every matching entry, not one page). */
export const auditCsvUrl = ({ page: _page, limit: _limit, ...filters }: TAuditQuery) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value !== undefined) params.set(key, String(value));
  const text = params.toString();
  return `/api/admin/audit.csv${text ? `?${text}` : ''}`;
};

import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TApprovalState, TApprovalsResponse } from '@/common/schemas/approvals.ts';
import { adminKeys } from '@/web/lib/admin-keys.ts';
import { api } from '@/web/lib/api-client.ts';

export type TApprovalsQuery = { outcome: TApprovalState; page: number };

export const getApprovals = (query: TApprovalsQuery, signal?: AbortSignal) =>
  api.get<TApprovalsResponse>('/admin/approvals', { query, signal });

export const getApprovalsQueryOptions = (query: TApprovalsQuery) =>
  queryOptions({
    queryKey: adminKeys.approvals.list(query),
    queryFn: ({ signal }) => getApprovals(query, signal),
    placeholderData: keepPreviousData,
  });

export const useApprovals = (query: TApprovalsQuery, { enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...getApprovalsQueryOptions(query), enabled });

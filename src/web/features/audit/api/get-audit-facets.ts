import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TAuditFacetsResponse } from '@/common/schemas/audit.ts';
import { adminKeys } from '@/web/lib/admin-keys.ts';
import { api } from '@/web/lib/api-client.ts';

export const getAuditFacets = (signal?: AbortSignal) =>
  api.get<TAuditFacetsResponse>('/admin/audit/facets', { signal });

export const getAuditFacetsQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.audit.facets(), queryFn: ({ signal }) => getAuditFacets(signal) });

export const useAuditFacets = () => useQuery(getAuditFacetsQueryOptions());

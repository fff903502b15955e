import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TBorderProofsOverdueResponse } from '@/common/schemas/settlements.ts';
import { api } from '@/web/lib/api-client.ts';
import { settlementKeys } from '@/web/lib/settlement-keys.ts';

/** Intra-EU supplies whose transport proof is past its deadline, for the clerk's dashboard. */
export const getOverdueBorderProofs = (signal?: AbortSignal) =>
  api.get<TBorderProofsOverdueResponse>('/admin/settlements/border-proofs/overdue', { signal });

export const getOverdueBorderProofsQueryOptions = () =>
  queryOptions({
    queryKey: settlementKeys.borderProofsOverdue(),
    queryFn: ({ signal }) => getOverdueBorderProofs(signal),
  });

export const useOverdueBorderProofs = ({ enabled }: { enabled: boolean }) =>
  useQuery({ ...getOverdueBorderProofsQueryOptions(), enabled });

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TPickupOptionsResponse } from '@/common/schemas/collections.ts';
import { api } from '@/web/lib/api-client.ts';
import { settlementKeys } from '@/web/lib/settlement-keys.ts';

export const getPickupOptions = (settlementId: number, signal?: AbortSignal) =>
  api.get<TPickupOptionsResponse>(`/frontend/auth/settlements/${settlementId}/pickup-slots`, { signal });

export const getPickupOptionsQueryOptions = (settlementId: number) =>
  queryOptions({
    queryKey: [...settlementKeys.one(settlementId), 'pickup'],
    queryFn: ({ signal }) => getPickupOptions(settlementId, signal),
  });

export const usePickupOptions = (settlementId: number) =>
  useQuery(getPickupOptionsQueryOptions(settlementId));

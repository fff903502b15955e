import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TCollectionResponse } from '@/common/schemas/collections.ts';
import { api } from '@/web/lib/api-client.ts';
import { settlementKeys } from '@/web/lib/settlement-keys.ts';

export const getCollection = (code: string, signal?: AbortSignal) =>
  api.get<TCollectionResponse>(`/admin/collections/${encodeURIComponent(code)}`, { signal });

export const getCollectionQueryOptions = (code: string) =>
  queryOptions({
    queryKey: settlementKeys.collection(code),
    queryFn: ({ signal }) => getCollection(code, signal),
    retry: false,
  });

export const useCollection = (code: string) =>
  useQuery({ ...getCollectionQueryOptions(code), enabled: code.length >= 4 });

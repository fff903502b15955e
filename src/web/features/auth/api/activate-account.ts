import { useQuery } from '@tanstack/react-query';
import type { TResultResponse } from '@/common/schemas/auth.ts';
import { api } from '@/web/lib/api-client.ts';
import { queryKeys } from '@/web/lib/query-keys.ts';

/** The activation link e-mailed at signup: answers a result, never a 404, for a used or unknown key. */
export const activateAccount = (key: string) =>
  api.get<TResultResponse>(`/frontend/auth/activate/${encodeURIComponent(key)}`);

export const useActivation = (key: string) =>
  useQuery({
    queryKey: queryKeys.activation(key),
    queryFn: () => activateAccount(key),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });

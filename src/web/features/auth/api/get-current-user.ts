import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TCurrentUserResponse } from '@/common/schemas/auth.ts';
import { api } from '@/web/lib/api-client.ts';
import { setCurrentUser } from '@/web/lib/session.ts';

/** Re-reads the user from the server (a stored login may have expired); keeps the stored copy in step. */
export const getCurrentUser = async (signal?: AbortSignal) => {
  const response = await api.get<TCurrentUserResponse>('/auth/user', { signal });
  setCurrentUser(response.data.user);
  return response.data.user;
};

export const getCurrentUserQueryOptions = () =>
  queryOptions({
    queryKey: ['current-user'],
    queryFn: ({ signal }) => getCurrentUser(signal),
    staleTime: 60_000,
    retry: false,
  });

export const useFreshCurrentUser = (enabled: boolean) =>
  useQuery({ ...getCurrentUserQueryOptions(), enabled });

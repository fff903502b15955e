import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TCurrentUserResponse } from '@/common/schemas/auth.ts';
import { ApiError, api } from '@/web/lib/api-client.ts';
import { queryKeys } from '@/web/lib/query-keys.ts';
import { setCurrentUser } from '@/web/lib/session.ts';

/** Re-reads the user from the server (a stored login may have expired); keeps the stored copy in step. */
export const getCurrentUser = async (signal?: AbortSignal) => {
  const response = await api.get<TCurrentUserResponse>('/auth/user', { signal });
  setCurrentUser(response.data.user);
  return response.data.user;
};

export const getCurrentUserQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.mine.user,
    queryFn: ({ signal }) => getCurrentUser(signal),
    staleTime: 60_000,
    retry: false,
  });

export const useFreshCurrentUser = (enabled: boolean) =>
  useQuery({ ...getCurrentUserQueryOptions(), enabled });

/**
 * The cookie option (lib/session.ts): once per page load, whom the HttpOnly session cookie belongs to. A
 * 401 only means nobody is logged in. Its own key, which logging out does not remove, so it is not asked
 * again in a loop.
 */
export const useSessionCheck = (enabled: boolean) =>
  useQuery({
    queryKey: queryKeys.sessionCheck(),
    queryFn: ({ signal }) =>
      getCurrentUser(signal).catch((error: unknown) => {
        // A blocked account is nobody logged in here: signing in again tells them why (login.service.ts).
        if (error instanceof ApiError && (error.status === 401 || error.code === 'ACCOUNT_BANNED'))
          return null;
        throw error;
      }),
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

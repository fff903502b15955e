import { useQuery } from '@tanstack/react-query';
import type { TResultResponse } from '@/common/schemas/auth.ts';
import { api } from '@/web/lib/api-client.ts';
import { queryKeys } from '@/web/lib/query-keys.ts';

export const confirmEmail = (key: string) =>
  api.get<TResultResponse>(`/frontend/auth/user/email/confirm/${encodeURIComponent(key)}`);

export const useEmailConfirmation = (key: string | null) =>
  useQuery({
    queryKey: queryKeys.emailConfirmation(key),
    queryFn: () => confirmEmail(key!),
    enabled: key !== null,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });

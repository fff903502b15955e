import { useQuery } from '@tanstack/react-query';
import type { TResultResponse } from '@/common/schemas/auth.ts';
import { api } from '@/web/lib/api-client.ts';
import { queryKeys } from '@/web/lib/query-keys.ts';

export const checkRecoveryKey = (key: string) =>
  api.get<TResultResponse>(`/frontend/auth/password-recovery-key/${encodeURIComponent(key)}`);

export const useRecoveryKey = (key: string) =>
  useQuery({ queryKey: queryKeys.recoveryKey(key), queryFn: () => checkRecoveryKey(key), retry: false });

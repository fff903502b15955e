import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TUserSessionsResponse } from '@/common/schemas/auth.ts';
import { api } from '@/web/lib/api-client.ts';
import { sessionKeys } from './session-keys.ts';

export const getSessions = (signal?: AbortSignal) =>
  api.get<TUserSessionsResponse>('/frontend/auth/sessions', { signal }).then((r) => r.data.sessions);

export const sessionsQueryOptions = () =>
  queryOptions({ queryKey: sessionKeys.list(), queryFn: ({ signal }) => getSessions(signal) });

export const useSessions = () => useQuery(sessionsQueryOptions());

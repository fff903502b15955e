import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TSecondFactorStatusResponse } from '@/common/schemas/auth.ts';
import { api } from '@/web/lib/api-client.ts';
import { secondFactorKeys } from './second-factor-keys.ts';

export const getSecondFactor = (signal?: AbortSignal) =>
  api
    .get<TSecondFactorStatusResponse>('/frontend/auth/second-factor/', { signal })
    .then((r) => r.data.secondFactor);

export const secondFactorQueryOptions = () =>
  queryOptions({ queryKey: secondFactorKeys.status(), queryFn: ({ signal }) => getSecondFactor(signal) });

export const useSecondFactor = () => useQuery(secondFactorQueryOptions());

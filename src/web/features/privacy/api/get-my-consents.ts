import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TConsentsResponse } from '@/common/schemas/privacy.ts';
import { api } from '@/web/lib/api-client.ts';
import { privacyKeys } from './privacy-keys.ts';

export const getMyConsents = (signal?: AbortSignal) =>
  api.get<TConsentsResponse>('/frontend/auth/user/consents', { signal });

export const getMyConsentsQueryOptions = () =>
  queryOptions({ queryKey: privacyKeys.consents(), queryFn: ({ signal }) => getMyConsents(signal) });

export const useMyConsents = () => useQuery(getMyConsentsQueryOptions());

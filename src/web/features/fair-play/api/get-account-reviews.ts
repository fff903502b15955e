import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TAccountReviewsResponse } from '@/common/schemas/fair-play.ts';
import { adminKeys } from '@/web/lib/admin-keys.ts';
import { api } from '@/web/lib/api-client.ts';

export const getAccountReviews = (signal?: AbortSignal) =>
  api.get<TAccountReviewsResponse>('/admin/account-reviews', { signal });

export const getAccountReviewsQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.users.reviews(), queryFn: ({ signal }) => getAccountReviews(signal) });

export const useAccountReviews = () => useQuery(getAccountReviewsQueryOptions());

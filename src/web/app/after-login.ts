import { getCountriesQueryOptions } from '@/web/features/auth/api/get-countries.ts';
import { getProvincesQueryOptions } from '@/web/features/auth/api/get-provinces.ts';
import { getBidRangesQueryOptions } from '@/web/features/bids/api/get-bid-ranges.ts';
import { getRunningBidsQueryOptions } from '@/web/features/bids/api/get-running-bids.ts';
import { getMySubscriptionsQueryOptions } from '@/web/features/subscriptions/api/get-my-subscriptions.ts';
import { queryClient } from '@/web/lib/query-client.ts';
import { setAfterLogin } from '@/web/lib/session.ts';

/** docs/product.md#the-browser: after login, load countries, provinces, bid ranges, subscriptions and running bids. */
export const registerAfterLogin = () =>
  setAfterLogin(() => {
    for (const options of [
      getCountriesQueryOptions(),
      getProvincesQueryOptions(),
      getBidRangesQueryOptions(),
      getMySubscriptionsQueryOptions(),
      getRunningBidsQueryOptions(),
    ]) {
      void queryClient.prefetchQuery(options as Parameters<typeof queryClient.prefetchQuery>[0]);
    }
  });

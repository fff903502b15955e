import type { QueryClient } from '@tanstack/react-query';
import { getBidRangesQueryOptions } from './get-bid-ranges.ts';
import { getCountriesQueryOptions } from './get-countries.ts';
import { getProvincesQueryOptions } from './get-provinces.ts';

/**
 * What SPEC §4 loads right after login, so forms and bid widgets open instantly: countries, provinces and
 * bid ranges (subscriptions and running bids join this list with the bidding feature).
 */
export const preloadAfterLogin = (client: QueryClient) =>
  Promise.allSettled([
    client.prefetchQuery(getCountriesQueryOptions()),
    client.prefetchQuery(getProvincesQueryOptions()),
    client.prefetchQuery(getBidRangesQueryOptions()),
  ]);

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TExchangeRatesResponse } from '@/common/schemas/exchange-rates.ts';
import { api } from '@/web/lib/api-client.ts';
import { exchangeRateKeys } from './exchange-rate-keys.ts';

export const getExchangeRates = (signal?: AbortSignal) =>
  api.get<TExchangeRatesResponse>('/frontend/exchange-rates', { signal });

/** Rates change at most daily: an hour's cache spares every page a request. */
export const getExchangeRatesQueryOptions = () =>
  queryOptions({
    queryKey: exchangeRateKeys.public(),
    queryFn: ({ signal }) => getExchangeRates(signal),
    staleTime: 60 * 60_000,
  });

/** `enabled`: only a visitor who chose a currency needs the rates. */
export const useExchangeRates = (enabled = true) => useQuery({ ...getExchangeRatesQueryOptions(), enabled });

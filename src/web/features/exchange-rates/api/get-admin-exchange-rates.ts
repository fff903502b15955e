import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TExchangeRatesResponse } from '@/common/schemas/exchange-rates.ts';
import { api } from '@/web/lib/api-client.ts';
import { exchangeRateKeys } from './exchange-rate-keys.ts';

export const getAdminExchangeRates = (signal?: AbortSignal) =>
  api.get<TExchangeRatesResponse>('/admin/exchange-rates', { signal });

export const getAdminExchangeRatesQueryOptions = () =>
  queryOptions({
    queryKey: exchangeRateKeys.admin(),
    queryFn: ({ signal }) => getAdminExchangeRates(signal),
  });

export const useAdminExchangeRates = () => useQuery(getAdminExchangeRatesQueryOptions());

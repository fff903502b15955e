import { queryClient } from '@/web/lib/query-client.ts';
import { exchangeRateKeys } from './exchange-rate-keys.ts';

/** A rate changed in the back office shows on the public pages of this tab at once, too. */
export const invalidateExchangeRates = () =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: exchangeRateKeys.admin() }),
    queryClient.invalidateQueries({ queryKey: exchangeRateKeys.public() }),
  ]);

import { useMutation } from '@tanstack/react-query';
import type { TExchangeRateResponse } from '@/common/schemas/exchange-rates.ts';
import { api } from '@/web/lib/api-client.ts';
import { invalidateExchangeRates } from './invalidate-exchange-rates.ts';

export const setExchangeRate = ({ currency, rate }: { currency: string; rate: number }) =>
  api.put<TExchangeRateResponse>(`/admin/exchange-rates/${encodeURIComponent(currency)}`, {
    exchangeRate: { rate },
  });

export const useSetExchangeRate = () =>
  useMutation({ mutationFn: setExchangeRate, onSuccess: invalidateExchangeRates });

import { useMutation } from '@tanstack/react-query';
import { api } from '@/web/lib/api-client.ts';
import { invalidateExchangeRates } from './invalidate-exchange-rates.ts';

export const deleteExchangeRate = (currency: string) =>
  api.delete<void>(`/admin/exchange-rates/${encodeURIComponent(currency)}`);

export const useDeleteExchangeRate = () =>
  useMutation({ mutationFn: deleteExchangeRate, onSuccess: invalidateExchangeRates });

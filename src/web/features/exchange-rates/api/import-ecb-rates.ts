import { useMutation } from '@tanstack/react-query';
import type { TEcbImportResponse } from '@/common/schemas/exchange-rates.ts';
import { api } from '@/web/lib/api-client.ts';
import { invalidateExchangeRates } from './invalidate-exchange-rates.ts';

/** The ECB's eurofxref-daily.xml, sent as the UTF-8 text it is. */
export const importEcbRates = async (file: File) =>
  api.post<TEcbImportResponse>('/admin/exchange-rates/ecb-import', {
    fileName: file.name,
    xml: await file.text(),
  });

export const useImportEcbRates = () =>
  useMutation({ mutationFn: importEcbRates, onSuccess: invalidateExchangeRates });

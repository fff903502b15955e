import { useMutation } from '@tanstack/react-query';
import type { TVatCheckResponse } from '@/common/schemas/vat.ts';
import { api } from '@/web/lib/api-client.ts';

export type TVatNumber = { country: string; number: string };

export const checkUserVat = ({ country, number }: TVatNumber) =>
  api.get<TVatCheckResponse>(
    `/admin/users/invoices/check-vies/${encodeURIComponent(country)}/${encodeURIComponent(number)}`,
  );

/** A check the clerk asks for on demand, so a mutation rather than a cached query. */
export const useCheckUserVat = () => useMutation({ mutationFn: checkUserVat });

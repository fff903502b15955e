import { useMutation } from '@tanstack/react-query';
import type { TAdminSaleResponse, TSaleInput } from '@/common/schemas/sales.ts';
import { adminKeys, invalidate } from '@/web/lib/admin-keys.ts';
import { api } from '@/web/lib/api-client.ts';

export type TNewSale = Pick<TSaleInput, 'kind' | 'title' | 'published'>;

export const createSale = (sale: TNewSale) => api.post<TAdminSaleResponse>('/admin/sales', { sale });

export const useCreateSale = () =>
  useMutation({ mutationFn: createSale, onSuccess: () => invalidate(adminKeys.sales.all) });

import { useMutation } from '@tanstack/react-query';
import type { TAdminSaleLotResponse, TSaleLotInput } from '@/common/schemas/sales.ts';
import { adminKeys, invalidate } from '@/web/lib/admin-keys.ts';
import { api } from '@/web/lib/api-client.ts';

export type TNewSaleLot = { saleId: number; lot: Pick<TSaleLotInput, 'title' | 'price'> };

export const addSaleLot = ({ saleId, lot }: TNewSaleLot) =>
  api.post<TAdminSaleLotResponse>(`/admin/sales/${saleId}/lots`, { lot });

export const useAddSaleLot = () =>
  useMutation({ mutationFn: addSaleLot, onSuccess: () => invalidate(adminKeys.sales.all) });

import { useMutation } from '@tanstack/react-query';
import type { TLotInput, TSavedLotResponse } from '@/common/schemas/lots.ts';
import { invalidateAdmin } from '@/web/lib/admin-keys.ts';
import { api } from '@/web/lib/api-client.ts';

export const saveLot = (id: number, lot: TLotInput) =>
  api.put<TSavedLotResponse>(`/admin/lots/${id}`, { lot });

/** A lot shows in its own page, in its auction's list and in the results: all of them change. */
export const useSaveLot = (id: number) =>
  useMutation({ mutationFn: (lot: TLotInput) => saveLot(id, lot), onSuccess: invalidateAdmin });

import { useMutation } from '@tanstack/react-query';
import type { TSettlementResponse } from '@/common/schemas/settlements.ts';
import { api } from '@/web/lib/api-client.ts';
import { invalidateSettlements } from '@/web/lib/settlement-keys.ts';

/** The transport proof never came: the exempt goods invoice is rectified and issued with IVA. */
export const lapseBorderExemption = (settlementId: number) =>
  api.post<TSettlementResponse>(`/admin/settlements/${settlementId}/border-proof/lapse`);

export const useLapseBorderExemption = (settlementId: number) =>
  useMutation({ mutationFn: () => lapseBorderExemption(settlementId), onSuccess: invalidateSettlements });

import { useMutation } from '@tanstack/react-query';
import type { TAwardDecisionResponse, TBulkAwardDecisionRequest } from '@/common/schemas/lots.ts';
import { invalidateAdmin } from '@/web/lib/admin-keys.ts';
import { api } from '@/web/lib/api-client.ts';

/** One lot's decision, or several of one auction at once (all or none). */
export const decideAwards = (auctionId: number, request: TBulkAwardDecisionRequest) =>
  request.lotIds.length === 1
    ? api.post<TAwardDecisionResponse>(`/admin/lots/${request.lotIds[0]}/award`, {
        decision: request.decision,
      })
    : api.post<TAwardDecisionResponse>(`/admin/auctions/${auctionId}/awards`, request);

/** An approval moves lots into liquidaciones and results: every admin view of them changes. */
export const useDecideAwards = (auctionId: number) =>
  useMutation({
    mutationFn: (request: TBulkAwardDecisionRequest) => decideAwards(auctionId, request),
    onSuccess: invalidateAdmin,
  });

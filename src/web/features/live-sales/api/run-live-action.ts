import { useMutation } from '@tanstack/react-query';
import type { TLiveSaleConsoleResponse } from '@/common/schemas/live-sales.ts';
import { api } from '@/web/lib/api-client.ts';
import { queryClient } from '@/web/lib/query-client.ts';
import { liveSaleKeys } from './live-sale-keys.ts';

/** The console's actions (POST /api/admin/auctions/{id}/live/{action}), undo included. */
export type TLiveActionRequest =
  | { action: 'start' | 'warning' | 'pass' | 'withdraw' | 'undo' }
  | { action: 'floor-bid'; paddle: number }
  | { action: 'increment'; increment: number | null }
  | { action: 'knock-down'; confirmed?: boolean };

export const runLiveAction = (auctionId: number, { action, ...body }: TLiveActionRequest) =>
  api.post<TLiveSaleConsoleResponse>(`/admin/auctions/${auctionId}/live/${action}`, body);

/** Each action answers the console's new view, which replaces the cached one. */
export const useRunLiveAction = (auctionId: number) =>
  useMutation({
    mutationFn: (request: TLiveActionRequest) => runLiveAction(auctionId, request),
    onSuccess: (answer) => queryClient.setQueryData(liveSaleKeys.console(auctionId), answer),
  });

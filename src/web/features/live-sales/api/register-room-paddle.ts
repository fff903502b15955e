import { useMutation } from '@tanstack/react-query';
import type { TLiveSaleConsoleResponse, TRoomPaddleRequestInput } from '@/common/schemas/live-sales.ts';
import { api } from '@/web/lib/api-client.ts';
import { queryClient } from '@/web/lib/query-client.ts';
import { liveSaleKeys } from './live-sale-keys.ts';

/** POST /api/admin/auctions/{id}/live/paddles: a room bidder registered by the clerk, with their paddle. */
export const registerRoomPaddle = (auctionId: number, body: TRoomPaddleRequestInput) =>
  api.post<TLiveSaleConsoleResponse>(`/admin/auctions/${auctionId}/live/paddles`, body);

/** The answer is the console's new view (its paddles list included), which replaces the cached one. */
export const useRegisterRoomPaddle = (auctionId: number) =>
  useMutation({
    mutationFn: (body: TRoomPaddleRequestInput) => registerRoomPaddle(auctionId, body),
    onSuccess: (answer) => queryClient.setQueryData(liveSaleKeys.console(auctionId), answer),
  });

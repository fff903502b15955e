import { z } from 'zod';
import { ZMyLotSchema } from './bids.ts';

/** What the user follows, so every heart on a page can show its state from one answer. */
export const ZWatchlistResponseSchema = z.object({
  data: z.object({ lotIds: z.array(z.number().int()), auctionIds: z.array(z.number().int()) }),
});
export type TWatchlistResponse = z.infer<typeof ZWatchlistResponseSchema>;

/** A followed lot with its live price and state; whether the user leads it, as in running bids. */
export const ZWatchedLotSchema = ZMyLotSchema.meta({ id: 'WatchedLot' });
export type TWatchedLot = z.infer<typeof ZWatchedLotSchema>;

export const ZWatchedLotsResponseSchema = z.object({
  data: z.object({ lots: z.array(ZWatchedLotSchema) }),
});
export type TWatchedLotsResponse = z.infer<typeof ZWatchedLotsResponseSchema>;

export const ZFollowResponseSchema = z.object({ data: z.object({ following: z.boolean() }) });
export type TFollowResponse = z.infer<typeof ZFollowResponseSchema>;

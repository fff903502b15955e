import { queryClient } from '@/web/lib/query-client.ts';

/** Query keys of everything after the hammer; mutations invalidate through these. */
export const settlementKeys = {
  all: ['settlements'] as const,
  mine: () => [...settlementKeys.all, 'mine'] as const,
  auction: (auctionId: number) => [...settlementKeys.all, 'auction', auctionId] as const,
  one: (id: number) => [...settlementKeys.all, 'one', id] as const,
  pickupSlots: (auctionId: number) => [...settlementKeys.all, 'pickup-slots', auctionId] as const,
  invoices: (query: object) => [...settlementKeys.all, 'invoices', query] as const,
  bankLines: (query: object) => [...settlementKeys.all, 'bank-lines', query] as const,
  deposits: (query: object) => [...settlementKeys.all, 'deposits', query] as const,
  premiumWaivers: (auctionId: number) => [...settlementKeys.all, 'premium-waivers', auctionId] as const,
  borderProofsOverdue: () => [...settlementKeys.all, 'border-proofs-overdue'] as const,
  collection: (code: string) => [...settlementKeys.all, 'collection', code] as const,
};

/** After any change to money or collection, every view of it is stale. */
export const invalidateSettlements = () => queryClient.invalidateQueries({ queryKey: settlementKeys.all });

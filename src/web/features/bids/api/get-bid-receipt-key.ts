import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TBidReceiptKey } from '@/common/bid-receipt.ts';
import { queryKeys } from '@/web/lib/query-keys.ts';

/** Where the house publishes the key its bid receipts are signed with (docs/bid-receipts.md). */
export const bidReceiptKeyUrl = '/.well-known/lonja-bid-receipt-key';

export const getBidReceiptKey = async (signal?: AbortSignal): Promise<TBidReceiptKey> => {
  const response = await fetch(bidReceiptKeyUrl, { signal });
  if (!response.ok) throw new Error(`GET ${bidReceiptKeyUrl}: ${response.status}`);
  return response.json();
};

export const getBidReceiptKeyQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.bidReceiptKey(),
    queryFn: ({ signal }) => getBidReceiptKey(signal),
    staleTime: 60 * 60_000,
  });

/** Read in the browser only, when a receipt is checked: the page itself renders without it. */
export const useBidReceiptKey = () => useQuery({ ...getBidReceiptKeyQueryOptions(), enabled: false });

import type { Params } from 'react-router';
import { imageSizes } from '@/common/images.ts';
import { getAuctionQueryOptions } from '@/web/features/auctions/api/get-auction.ts';
import { getOpenAuctionsQueryOptions } from '@/web/features/auctions/api/get-open-auctions.ts';
import { getLotQueryOptions } from '@/web/features/lots/api/get-lot.ts';
import { getLotBidsQueryOptions } from '@/web/features/lots/api/get-lot-bids.ts';
import { requireId } from '@/web/lib/not-found.ts';
import { paths } from '@/web/lib/paths.ts';
import { plainText, previewImage, publicPage } from '../public-page.ts';

/** The lot, and the auction the address names if any; a 404 for ids that cannot be. */
export const lotIdsOf = (params: Params) => ({
  lotId: requireId(params.lotId),
  auctionId: params.auctionId === undefined ? undefined : requireId(params.auctionId),
});

/** `/lotes/{lotId}` and `/subastas/{auctionId}/{lotId}`; the latter 404s when the lot is of another auction. */
export const lotPage = publicPage({
  paths: [
    '/subastas/:auctionId/:lotId',
    '/lotes/:lotId',
    '/en/auctions/:auctionId/:lotId',
    '/en/lots/:lotId',
  ],
  module: 'app/routes/lot.tsx',
  queries: ({ params }) => {
    const { lotId } = lotIdsOf(params);
    return [getLotQueryOptions(lotId), getLotBidsQueryOptions(lotId)];
  },
  meta: ([{ data }]) => {
    const image = previewImage(data.lot.images);
    return {
      title: data.lot.title,
      description: plainText(data.lot.description || data.auction.title),
      image,
      jsonLd: {
        '@context': 'https://schema.org',
        '@type': 'Product',
        name: data.lot.title,
        description: plainText(data.lot.description, 500),
        image: image ?? undefined,
        offers: {
          '@type': 'Offer',
          priceCurrency: 'EUR',
          price: ((data.lot.maxBid ?? data.lot.price) / 100).toFixed(2),
          availability:
            data.lot.status === 'open' ? 'https://schema.org/InStock' : 'https://schema.org/SoldOut',
        },
      },
    };
  },
  // The first picture of the gallery.
  picture: ([{ data }]) => {
    const [image] = data.lot.images;
    return image ? { image, sizes: imageSizes.gallery } : null;
  },
  // The lots of the auctions still open, under their auction's address.
  sitemap: async (read) => {
    const open = await read(getOpenAuctionsQueryOptions());
    const auctions = await Promise.all(
      open.data.auctions.map((auction) => read(getAuctionQueryOptions(auction.id))),
    );
    return auctions.flatMap(({ data }) => data.lots.map((lot) => paths.auctionLot(data.auction.id, lot.id)));
  },
});

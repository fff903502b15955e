import type { TBidRange } from '@/common/schemas/config-data.ts';
import type { TDb } from '@/server/db/client.ts';
import { auctions, files, images, lots, metadataEntries, sublots } from '@/server/db/schema/index.ts';
import { slugify } from '@/server/lib/slug.ts';
import type { TStorage, TStoredImage } from '@/server/media/storage.ts';
import { seedLotBids } from './bids.ts';
import type { TDemoAuction, TDemoLot } from './catalogue.ts';
import { createPdf } from './media.ts';
import type { seededRandom } from './random.ts';

const minute = 60_000;
const day = 86_400_000;

/** Start and end of each demo auction, relative to the moment of seeding, on whole hours. */
const schedule = (key: TDemoAuction['key'], now: Date) => {
  const at = (days: number, hourUtc: number) => {
    const date = new Date(now.getTime() + days * day);
    date.setUTCHours(hourUtc, 0, 0, 0);
    return date;
  };
  switch (key) {
    case 'running':
      return { startDate: at(-3, 9), endDate: at(4, 17) };
    case 'running-deposit':
      return { startDate: at(-1, 9), endDate: at(6, 17) };
    case 'upcoming':
      return { startDate: at(5, 9), endDate: at(15, 17) };
    case 'closed':
      return { startDate: at(-30, 9), endDate: at(-20, 17) };
    case 'draft':
      return { startDate: at(20, 9), endDate: at(30, 17) };
  }
};

type TContext = {
  db: TDb;
  storage: TStorage;
  now: Date;
  ranges: TBidRange[];
  random: ReturnType<typeof seededRandom>;
  pictures: Map<string, TStoredImage[]>;
  fieldIds: Map<string, number>;
  bidderIds: number[];
};

const imageRows = (
  pictures: TStoredImage[],
  alt: string,
  owner: Record<string, number>,
  count: number,
  offset: number,
) =>
  Array.from({ length: Math.min(count, pictures.length) }, (_, position) => {
    const picture = pictures[(offset + position) % pictures.length]!;
    return { ...owner, position, alt, urls: picture.urls, width: picture.width, height: picture.height };
  });

const metadataRows = (
  fieldIds: Map<string, number>,
  meta: Record<string, string>,
  owner: Record<string, number>,
) => Object.entries(meta).map(([name, value]) => ({ ...owner, metadataFieldId: fieldIds.get(name)!, value }));

const saveDocument = async (storage: TStorage, name: string, title: string, paragraphs: string[]) => {
  const data = await createPdf(title, paragraphs);
  const stored = await storage.saveFile({ name, data, mimeType: 'application/pdf' });
  return { name, url: stored.url, size: stored.size, mimeType: 'application/pdf' };
};

type TSchedule = { startDate: Date; endDate: Date };

/** The auction's own row, its dates and state following the demo's kind. */
const insertDemoAuction = async (
  { db, now }: TContext,
  demo: TDemoAuction,
  { startDate, endDate }: TSchedule,
) => {
  const isClosed = demo.key === 'closed';
  const [auction] = await db
    .insert(auctions)
    .values({
      title: demo.title,
      description: demo.description,
      slug: slugify(demo.title),
      inspectionDates: demo.inspectionDates,
      commissionPercent: demo.commissionPercent,
      caution: demo.caution === null ? null : demo.caution * 100,
      startDate,
      endDate,
      lotInterval: demo.lotInterval,
      subscriptionIsOpen: !isClosed,
      address: demo.address,
      googleMapsUrl: `https://www.google.com/maps/search/?api=1&query=${demo.location.lat},${demo.location.lng}`,
      lat: demo.location.lat,
      lng: demo.location.lng,
      // The finished auction's buyers are still within their deadlines, so a fresh install shows the whole
      // after-the-hammer flow (pay, book the pick-up) rather than overdue debts.
      lastPaymentDate: new Date((isClosed ? now.getTime() : endDate.getTime()) + 7 * day),
      lastCollectionDate: new Date((isClosed ? now.getTime() : endDate.getTime()) + 21 * day),
      status: isClosed ? 'closed' : 'open',
      inHistory: isClosed,
      published: demo.key !== 'draft',
      acceptOffers: demo.key === 'running-deposit',
      closedOn: isClosed ? new Date(endDate.getTime() + day) : null,
      goodsVatPercent: demo.goodsVatPercent,
      // The demo's exempt auction sells buildings: second deliveries, art. 20.Uno.22º Ley 37/1992.
      ...(demo.goodsVatPercent === null ? { taxTreatment: 'exempt' as const, taxProvision: '20.1.22' } : {}),
      invoiceData: demo.invoicing,
      createdOn: new Date(startDate.getTime() - 10 * day),
    })
    .returning();
  return auction!;
};

/** The auction's pictures, its court as metadata, and its conditions and inventory as PDF documents. */
const attachDemoAuctionMedia = async (context: TContext, demo: TDemoAuction, auctionId: number) => {
  const { db, storage, pictures, fieldIds } = context;
  const auction = { id: auctionId };
  const themePictures = pictures.get(demo.theme)!;
  await db.insert(images).values(imageRows(themePictures, demo.title, { auctionId: auction!.id }, 2, 0));
  await db
    .insert(metadataEntries)
    .values(
      metadataRows(
        fieldIds,
        { Juzgado: 'Juzgado de lo Mercantil nº 2 de Valencia' },
        { auctionId: auction!.id },
      ),
    );
  const documents = [
    await saveDocument(
      storage,
      'Condiciones particulares de la subasta.pdf',
      `Condiciones particulares — ${demo.title}`,
      [
        `Comisión de la casa de subastas: ${demo.commissionPercent} % sobre el precio de remate, más IVA.`,
        demo.caution
          ? `Fianza para pujar: ${demo.caution} euros, que se devuelve a quien no resulte adjudicatario.`
          : 'Esta subasta no exige fianza.',
        'Los bienes se venden en el estado en que se encuentran. El pago debe completarse en los siete días siguientes a la adjudicación y la retirada en los veintiún días siguientes.',
      ],
    ),
    await saveDocument(
      storage,
      'Inventario de lotes.pdf',
      `Inventario — ${demo.title}`,
      demo.lots.map((lot, index) => `Lote ${index + 1}. ${lot.title}.`),
    ),
  ];
  await db
    .insert(files)
    .values(documents.map((document, position) => ({ ...document, auctionId: auction!.id, position })));
};

/** A lot of the auction, with its pictures, metadata, a technical sheet now and then, sublots and bids. */
const seedDemoLot = async (
  context: TContext,
  demo: TDemoAuction,
  auction: { id: number },
  { startDate, endDate }: TSchedule,
  [index, demoLot]: [number, TDemoLot],
) => {
  const { db, storage, now, random, pictures, fieldIds } = context;
  const isClosed = demo.key === 'closed';
  const themePictures = pictures.get(demo.theme)!;
  const order = index + 1;
  const lotEnd = new Date(endDate.getTime() + index * demo.lotInterval * minute);
  const [lot] = await db
    .insert(lots)
    .values({
      auctionId: auction!.id,
      title: demoLot.title,
      description: demoLot.description,
      slug: slugify(demoLot.title),
      price: demoLot.price * 100,
      originalPrice: demoLot.originalPrice ? demoLot.originalPrice * 100 : null,
      hasDownprice: Boolean(demoLot.originalPrice),
      endDate: lotEnd,
      order,
      invoiceDescription: `Lote ${order}: ${demoLot.title}`,
    })
    .returning();
  await db
    .insert(images)
    .values(imageRows(themePictures, demoLot.title, { lotId: lot!.id }, random.int(2, 3), index));
  await db.insert(metadataEntries).values(metadataRows(fieldIds, demoLot.meta, { lotId: lot!.id }));
  if (index % 5 === 1) {
    const sheet = await saveDocument(storage, 'Ficha técnica.pdf', `Ficha técnica — ${demoLot.title}`, [
      demoLot.description,
    ]);
    await db.insert(files).values({ ...sheet, lotId: lot!.id });
  }
  for (const [position, demoSublot] of (demoLot.sublots ?? []).entries()) {
    const [sublot] = await db
      .insert(sublots)
      .values({
        lotId: lot!.id,
        title: demoSublot.title,
        description: demoSublot.description,
        quantity: demoSublot.quantity ?? 1,
        order: position + 1,
      })
      .returning();
    if (position === 0)
      await db
        .insert(images)
        .values(imageRows(themePictures, demoSublot.title, { sublotId: sublot!.id }, 1, index + 1));
  }

  const hasRun = demo.key === 'running' || demo.key === 'running-deposit' || isClosed;
  if (hasRun && index % 4 !== 3) {
    await seedLotBids({
      db,
      lot: lot!,
      bidderIds: context.bidderIds,
      ranges: context.ranges,
      count: random.int(1, 7),
      from: startDate,
      to: isClosed ? lotEnd : now,
      random,
    });
  }
};

/** One demo auction with its lots, sublots, pictures, documents, metadata and (when it has run) bids. */
export const seedDemoAuction = async (context: TContext, demo: TDemoAuction) => {
  const dates = schedule(demo.key, context.now);
  const auction = await insertDemoAuction(context, demo, dates);
  await attachDemoAuctionMedia(context, demo, auction.id);
  for (const entry of demo.lots.entries()) await seedDemoLot(context, demo, auction, dates, entry);
  return auction;
};

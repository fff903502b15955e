import { count, eq } from 'drizzle-orm';
import { ZBidRangesSchema } from '@/common/schemas/config-data.ts';
import type { TDb } from '@/server/db/client.ts';
import { auctions, configData, metadataFields, pages, subscriptions } from '@/server/db/schema/index.ts';
import type { TStorage } from '@/server/media/storage.ts';
import { demoPages } from './data/pages.ts';
import { seedDemoAuction } from './demo/auctions.ts';
import { demoAuctions, metadataFieldPriorities } from './demo/catalogue.ts';
import { createPicturePool } from './demo/media.ts';
import { seededRandom } from './demo/random.ts';
import { seedDemoSales } from './demo/sales.ts';
import { createDemoUsers } from './demo/users.ts';

/**
 * Demo data that makes a fresh installation look like a real auction house: five auctions (two running,
 * one upcoming, one closed, one draft) with their lots, pictures, documents, bidders and bids, two
 * liquidaciones and the info pages. Runs only on an empty catalogue; all dates are relative to `now`.
 */
export const seedDemo = async ({
  db,
  storage,
  closeDueLots,
  now = new Date(),
  log = () => {},
}: {
  db: TDb;
  storage: TStorage;
  /** The lots module's closer (modules/lots), passed in so the seed depends on no module. */
  closeDueLots: (options: { db: TDb; now: Date; batch: number }) => Promise<unknown>;
  now?: Date;
  log?: (message: string) => void;
}) => {
  const [existing] = await db.select({ total: count() }).from(auctions);
  if ((existing?.total ?? 0) > 0) return false;
  const started = Date.now();
  const random = seededRandom(2026);

  if ((await db.select({ total: count() }).from(pages))[0]?.total === 0) {
    await db.insert(pages).values(demoPages);
  }

  const [rangesRow] = await db.select().from(configData).where(eq(configData.key, 'bidRanges'));
  const ranges = ZBidRangesSchema.parse(rangesRow?.value);
  const people = await createDemoUsers(db);
  const fields = await db
    .insert(metadataFields)
    .values(Object.entries(metadataFieldPriorities).map(([name, field]) => ({ name, ...field })))
    .onConflictDoNothing()
    .returning();
  const fieldIds = new Map(fields.map((field) => [field.name, field.id]));
  const pictures = await createPicturePool(storage, [...new Set(demoAuctions.map((demo) => demo.theme))], 4);

  const bidderIds = people.slice(0, 6).map((person) => person.id);
  const context = { db, storage, now, ranges, random, pictures, fieldIds, bidderIds };
  for (const demo of demoAuctions) {
    const auction = await seedDemoAuction(context, demo);
    if (demo.key === 'draft') continue;
    // The six bidders are accepted (and have paid any deposit); the two companies are still pending.
    await db.insert(subscriptions).values(
      people.map((person, index) => ({
        auctionId: auction.id,
        userId: person.id,
        status: index < 6 ? ('accepted' as const) : ('pending' as const),
        paid: auction.caution !== null && index < 6,
        depositStatus: auction.caution !== null && index < 6 ? ('received' as const) : ('pending' as const),
        decidedOn: index < 6 ? auction.startDate : null,
      })),
    );
    if (demo.key === 'closed') {
      // The finished auction closes through the real closer, so its buyers have liquidaciones (and, once
      // the server's job runner picks up the settlement job, invoices, applied deposits and refunds).
      await closeDueLots({ db, now, batch: 1000 });
    }
  }
  await seedDemoSales({ db, now, pictures });
  log(
    `Demo data seeded in ${((Date.now() - started) / 1000).toFixed(1)} s (demo bidders' password: demo-lonja-2026)`,
  );
  return true;
};

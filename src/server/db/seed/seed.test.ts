import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { asc, count, eq, max } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TDatabase } from '@/server/db/client.ts';
import {
  auctions,
  bids,
  images,
  jobs,
  lots,
  settlementLines,
  settlements,
  users,
} from '@/server/db/schema/index.ts';
import { createDiskStorage } from '@/server/media/storage.ts';
import { closeDueLots } from '@/server/modules/lots/close-lots.ts';
import { createTestDatabase } from '../../../../test/database.ts';
import { ensureAdmin } from './admin.ts';
import { seedDemo } from './demo.ts';
import { seedReference } from './reference.ts';

let database: TDatabase;
let uploads: string;
const now = new Date('2026-11-22T10:00:00Z');

beforeAll(async () => {
  database = await createTestDatabase();
  uploads = await mkdtemp(join(tmpdir(), 'lonja-seed-'));
  // Reference data is already in the template; a second run must change nothing.
  await seedReference({ db: database.db });
  await seedDemo({ db: database.db, storage: createDiskStorage({ root: uploads }), closeDueLots, now });
}, 120_000);
afterAll(async () => {
  await database.close();
  await rm(uploads, { recursive: true, force: true });
});

describe('demo seed', () => {
  it('closes the finished auction through the real closer: its buyers owe their lots and it waits to settle', async () => {
    const [closed] = await database.db.select().from(auctions).where(eq(auctions.status, 'closed'));
    const soldLots = await database.db.select().from(lots).where(eq(lots.auctionId, closed!.id));
    expect(soldLots.every((lot) => lot.status === 'closed')).toBe(true);
    const sold = soldLots.filter((lot) => lot.sold);
    expect(sold.length).toBeGreaterThan(0);
    const lines = await database.db.select().from(settlementLines);
    expect(new Set(lines.map((line) => line.lotId))).toEqual(new Set(sold.map((lot) => lot.id)));
    const owed = await database.db.select().from(settlements).where(eq(settlements.auctionId, closed!.id));
    expect(owed.length).toBeGreaterThan(0);
    const queued = await database.db.select().from(jobs).where(eq(jobs.kind, 'auction-settled'));
    expect(queued.map((job) => job.payload)).toEqual([{ auctionId: closed!.id }]);
  });

  it('creates at least four public auctions of every kind, each with twelve or more lots', async () => {
    const rows = await database.db.select().from(auctions).orderBy(asc(auctions.id));
    expect(rows.length).toBeGreaterThanOrEqual(4);
    const running = rows.filter((row) => row.published && row.status === 'open' && row.startDate < now);
    expect(running.some((row) => row.caution === null)).toBe(true);
    expect(running.some((row) => row.caution !== null)).toBe(true);
    expect(rows.some((row) => row.published && row.startDate > now)).toBe(true);
    expect(rows.some((row) => row.status === 'closed')).toBe(true);
    expect(rows.some((row) => !row.published)).toBe(true);
    for (const auction of rows) {
      const [{ total } = { total: 0 }] = await database.db
        .select({ total: count() })
        .from(lots)
        .where(eq(lots.auctionId, auction.id));
      expect(total).toBeGreaterThanOrEqual(12);
    }
  });

  it('staggers the lots of an auction by its lot interval, ending after now for running auctions', async () => {
    const [auction] = await database.db.select().from(auctions).where(eq(auctions.caution, 50_000));
    const lotRows = await database.db
      .select()
      .from(lots)
      .where(eq(lots.auctionId, auction!.id))
      .orderBy(asc(lots.order));
    for (const [index, lot] of lotRows.entries()) {
      expect(lot.endDate.getTime()).toBe(auction!.endDate.getTime() + index * auction!.lotInterval * 60_000);
      expect(lot.endDate > now).toBe(true);
    }
  });

  it('stores every image in five sizes on disk, the thumb 160 px wide', async () => {
    const [image] = await database.db.select().from(images).limit(1);
    for (const url of Object.values(image!.urls!))
      expect(existsSync(join(uploads, url.replace('/media/', '')))).toBe(true);
    const thumb = await sharp(join(uploads, image!.urls!.thumb.replace('/media/', ''))).metadata();
    expect(thumb.width).toBe(160);
  });

  it('keeps each lot summary (maxBid, bidsCount) in step with its bids', async () => {
    const summary = await database.db
      .select({ lotId: bids.lotId, highest: max(bids.amount), total: count() })
      .from(bids)
      .groupBy(bids.lotId);
    expect(summary.length).toBeGreaterThan(10);
    for (const row of summary) {
      const [lot] = await database.db.select().from(lots).where(eq(lots.id, row.lotId));
      expect({ maxBid: lot!.maxBid, bidsCount: lot!.bidsCount }).toEqual({
        maxBid: row.highest,
        bidsCount: row.total,
      });
    }
  });

  it('does nothing the second time', async () => {
    expect(
      await seedDemo({ db: database.db, storage: createDiskStorage({ root: uploads }), closeDueLots, now }),
    ).toBe(false);
  });

  it('creates one administrator, only once', async () => {
    const log: string[] = [];
    const first = await ensureAdmin({
      db: database.db,
      email: 'jefa@lonja.test',
      log: (message) => log.push(message),
    });
    const second = await ensureAdmin({
      db: database.db,
      email: 'otro@lonja.test',
      log: (message) => log.push(message),
    });
    expect(second).toBe(first);
    expect(log).toHaveLength(1);
    expect(log[0]).toMatch(/jefa@lonja.test with password \S{12,}/);
    const admins = await database.db.select().from(users).where(eq(users.isAdmin, true));
    expect(admins).toHaveLength(1);
  });

  it('creates one administrator when several instances start at once on a new database', async () => {
    await database.db.delete(users).where(eq(users.isAdmin, true));
    const start = () => ensureAdmin({ db: database.db, email: 'jefa@lonja.test', log: () => {} });
    const [first, second, third] = await Promise.all([start(), start(), start()]);
    expect(new Set([first, second, third]).size).toBe(1);
    expect(await database.db.select().from(users).where(eq(users.isAdmin, true))).toHaveLength(1);
  });

  it('refuses an ADMIN_EMAIL that belongs to someone who is not an administrator', async () => {
    await database.db.delete(users).where(eq(users.isAdmin, true));
    await database.db.insert(users).values({
      firstname: 'Ana',
      lastname: 'Pujadora',
      email: 'ana@lonja.test',
      passwordHash: 'x',
      acceptedTerms: true,
      countryId: 73,
    });
    await expect(ensureAdmin({ db: database.db, email: 'Ana@lonja.test', log: () => {} })).rejects.toThrow(
      /not an administrator/,
    );
  });
});

import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files, images } from '@/server/db/schema/index.ts';
import { issuePendingInvoices } from '@/server/modules/invoices/invoice-issuing.service.ts';
import { createTestApp, type TTestContext } from '../../../test/app.ts';
import { createAuction, createSoldLot, createUser, spanishCif } from '../../../test/factories.ts';
import { runRestoreDrill } from './restore-drill.ts';

/**
 * The restore drill (issue 34, item 6) on a database holding bids, invoices and media. PostgreSQL only: it
 * runs pg_dump and pg_restore, which the embedded database does not have.
 */
const postgres = Boolean(process.env.TEST_DATABASE_URL);
let ctx: TTestContext & { databaseUrl?: string };

beforeAll(async () => {
  if (!postgres) return;
  ctx = await createTestApp();
  const auction = await createAuction(ctx.db, {
    commissionPercent: 10,
    goodsVatPercent: 21,
    invoiceData: {
      issuerName: 'Administración concursal de Talleres Turia, S.L.',
      issuerVatId: spanishCif(4242),
      issuerAddress: 'Calle de Colón 1, 46004 Valencia',
      invoiceSeries: 'RD',
    },
  });
  const buyer = await createUser(ctx.db, { vatId: '12345678Z', address: 'Calle Mayor 3', city: 'Valencia' });
  const { lot, settlement } = await createSoldLot(ctx.db, auction, buyer, 100_000);
  await createSoldLot(ctx.db, auction, buyer, 50_000, { order: 2 });
  await issuePendingInvoices({ db: ctx.db, settlementId: settlement.id });
  const photo = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#886644' } })
    .jpeg()
    .toBuffer();
  const stored = await ctx.app.deps.storage.saveImage(photo);
  await ctx.db.insert(images).values({ lotId: lot.id, position: 0, alt: 'Torno', ...stored });
  const document = await ctx.app.deps.storage.saveFile({
    name: 'Condiciones.pdf',
    data: Buffer.from('%PDF-1.4 condiciones'),
    mimeType: 'application/pdf',
  });
  await ctx.db.insert(files).values({
    auctionId: auction.id,
    name: 'Condiciones.pdf',
    mimeType: 'application/pdf',
    url: document.url,
    size: document.size,
  });
});
afterAll(() => ctx?.close());

describe.skipIf(!postgres)('restore drill', () => {
  it('restores the dump and the media into an empty database and folder, with both chains and every file whole', async () => {
    const report = await runRestoreDrill({ databaseUrl: ctx.databaseUrl!, storage: ctx.app.deps.storage });
    expect(report.checks.map((check) => [check.name, check.isPassed])).toEqual([
      ['schema', true],
      ['rows', true],
      ['bid chains', true],
      ['invoice chains', true],
      ['media', true],
    ]);
    expect(report.checks.find((check) => check.name === 'invoice chains')!.detail).toMatch(
      /^2 billing records intact/,
    );
    expect(report.checks.find((check) => check.name === 'media')!.detail).toMatch(/^6 objects/);
    expect(report.isPassed).toBe(true);
  }, 120_000);

  it('fails, naming it, when a stored file is missing from the media', async () => {
    const [image] = await ctx.db.select().from(images);
    await rm(join(ctx.uploadsDir, image!.urls!.big.replace('/media/', '')));
    const report = await runRestoreDrill({ databaseUrl: ctx.databaseUrl!, storage: ctx.app.deps.storage });
    expect(report.isPassed).toBe(false);
    expect(report.checks.find((check) => check.name === 'media')!.detail).toContain(
      'big.webp (missing from the store)',
    );
  }, 120_000);
});

if (!postgres)
  console.warn(
    'restore-drill.test.ts skipped: the restore drill needs PostgreSQL (pg_dump, pg_restore); run it with TEST_DATABASE_URL set.',
  );

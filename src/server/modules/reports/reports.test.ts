import { eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatCents } from '@/common/format.ts';
import { settlements } from '@/server/db/schema/index.ts';
import { closeDueLots } from '@/server/modules/lots/close-lots.ts';
import { createTestApp, type TTestContext } from '../../../../test/app.ts';
import {
  createAuction,
  createBid,
  createLot,
  createSoldLot,
  createSubscription,
  createUser,
} from '../../../../test/factories.ts';
import { createAdminClient } from '../../../../test/http.ts';

/**
 * A consignor ("Metalúrgica del Turia, en liquidación", NIF B-46123456) and its auctions:
 * - "Maquinaria de marzo" (ends 10 March 2026, 15 % premium): lots 1 and 2 sold (1.234,55 € and 1.000 €),
 *   lot 3 unsold under its price, lot 4 unpublished; four subscriptions (two accepted); three bidders, four bids.
 * - "Utillaje" (ends 1 April in Madrid): one lot sold then forfeited (cancelled settlement: not sold), one
 *   sold at 500 €.
 * - a later auction without lots, and another consignor's auction in March.
 */
let ctx: TTestContext;
let admin: Awaited<ReturnType<typeof createAdminClient>>;
let march: { id: number };

const issuer = { issuerName: 'Metalúrgica del Turia, en liquidación', issuerVatId: 'B-46123456' };

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await createAdminClient(ctx);
  const [ana, blas, carla, dani] = await Promise.all(
    ['Ana', 'Blas', 'Carla', 'Dani'].map((firstname) => createUser(ctx.db, { firstname })),
  );
  const first = await createAuction(ctx.db, {
    title: 'Maquinaria de marzo',
    commissionPercent: 15,
    goodsVatPercent: 21,
    startDate: new Date('2026-03-01T09:00:00Z'),
    endDate: new Date('2026-03-10T10:00:00Z'),
    invoiceData: issuer,
  });
  march = first;
  await createSubscription(ctx.db, first, ana!);
  await createSubscription(ctx.db, first, blas!);
  await createSubscription(ctx.db, first, carla!, { status: 'pending' });
  await createSubscription(ctx.db, first, dani!, { status: 'rejected' });
  const { lot: lathe } = await createSoldLot(ctx.db, first, ana!, 123_455, { title: 'Torno CNC' });
  await createBid(ctx.db, lathe, blas!, 110_000);
  await createSoldLot(ctx.db, first, blas!, 100_000, { order: 2, title: 'Fresadora' });
  const press = await createLot(ctx.db, first, {
    order: 3,
    title: 'Prensa hidráulica',
    price: 200_000,
    endDate: new Date(Date.now() - 1000),
  });
  await createBid(ctx.db, press, carla!, 150_000);
  await createLot(ctx.db, first, { order: 4, title: 'Borrador', published: false });
  await closeDueLots({ db: ctx.db });

  const second = await createAuction(ctx.db, {
    title: 'Utillaje',
    startDate: new Date('2026-03-15T09:00:00Z'),
    endDate: new Date('2026-03-31T22:30:00Z'), // 00:30 on 1 April in Madrid (summer time): outside March
    invoiceData: { ...issuer, issuerVatId: 'b46123456' },
  });
  const forfeited = await createSoldLot(ctx.db, second, ana!, 80_000);
  await ctx.db
    .update(settlements)
    .set({ status: 'cancelled' })
    .where(eq(settlements.id, forfeited.settlement.id));
  await createSoldLot(ctx.db, second, carla!, 50_000, { order: 2 });
  // Another consignor in the same month, and this one's later auction: neither is in the March report.
  await createAuction(ctx.db, {
    endDate: new Date('2026-03-12T10:00:00Z'),
    invoiceData: { issuerName: 'Otra empresa', issuerVatId: 'A11111111' },
  });
  await createAuction(ctx.db, { endDate: new Date('2026-05-12T10:00:00Z'), invoiceData: issuer });
});
afterAll(() => ctx.close());

const marchFigures = {
  lotsOffered: 3,
  lotsSold: 2,
  sellThroughPercent: 66.7,
  hammer: 223_455,
  premium: 18_518 + 15_000,
  vat: 3_889 + 25_926 + 3_150 + 21_000,
  bidders: 3,
  bids: 4,
  subscriptionsRequested: 4,
  subscriptionsAccepted: 2,
};

describe('the auction report', () => {
  it('counts adjudicated lots, money and people of one auction', async () => {
    const response = await admin.get(`/api/admin/reports/auctions/${march.id}`);
    expect(response.statusCode).toBe(200);
    const { auction, figures, lots } = response.json().data;
    expect(auction).toMatchObject({
      title: 'Maquinaria de marzo',
      consignorName: issuer.issuerName,
      consignorNif: 'B46123456',
    });
    expect(figures).toEqual(marchFigures);
    expect(lots).toMatchObject([
      { order: 1, title: 'Torno CNC', isSold: true, hammer: 123_455, premium: 18_518, bids: 2, bidders: 2 },
      { order: 2, title: 'Fresadora', isSold: true, hammer: 100_000, bids: 1, bidders: 1 },
      { order: 3, title: 'Prensa hidráulica', isSold: false, hammer: null, premium: null, bids: 1 },
    ]);
  });

  it('exports the same figures as CSV for a Spanish spreadsheet', async () => {
    const response = await admin.get(`/api/admin/reports/auctions/${march.id}/report.csv`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toContain(`informe-subasta-${march.id}.csv`);
    const lines = response.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('Subasta;Maquinaria de marzo');
    expect(lines).toContain('NIF emisor;B46123456');
    expect(lines).toContain('Lotes vendidos;2');
    expect(lines).toContain('Tasa de venta (%);66,7');
    expect(lines).toContain('Remate total;2234,55');
    expect(lines).toContain('Prima del comprador;335,18');
    expect(lines).toContain('Pujadores;3');
    expect(lines).toContain('Lote;Título;Vendido;Precio de salida;Remate;Prima;Pujas;Pujadores');
    expect(lines).toContain('1;Torno CNC;Sí;1000,00;1234,55;185,18;2;2');
    expect(lines).toContain('3;Prensa hidráulica;No;2000,00;;;1;1');
  });

  it('exports a PDF carrying the totals', async () => {
    const response = await admin.get(`/api/admin/reports/auctions/${march.id}/report.pdf`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const document = await PDFDocument.load(response.rawPayload);
    expect(document.getPageCount()).toBeGreaterThan(0);
    expect(document.getTitle()).toBe('Informe de la subasta Maquinaria de marzo');
    expect(document.getSubject()).toBe(
      `Vendidos 2 de 3; remate ${formatCents(223_455)}; prima ${formatCents(33_518)}`,
    );
  });

  it('answers a Spanish 400 or 404 for a bad auction, and only to administrators', async () => {
    const bad = await admin.get('/api/admin/reports/auctions/abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toMatchObject({ id: 'Identificador no válido.' });
    expect((await admin.get('/api/admin/reports/auctions/999999')).statusCode).toBe(404);
    const anonymous = await ctx.app.inject({ url: `/api/admin/reports/auctions/${march.id}` });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('the consignor report', () => {
  const march2026 = 'nif=b-46123456&from=2026-03-01&to=2026-03-31';

  it('lists the issuers of the auctions’ invoicing data', async () => {
    const response = await admin.get('/api/admin/reports/consignors');
    expect(response.json().data.consignors).toEqual([
      { nif: 'B46123456', name: issuer.issuerName, auctions: 3 },
      { nif: 'A11111111', name: 'Otra empresa', auctions: 1 },
    ]);
  });

  it('gives each auction ending in the range (Madrid days) and totals with bidders counted once', async () => {
    const response = await admin.get(`/api/admin/reports/consignor?${march2026}`);
    expect(response.statusCode).toBe(200);
    const report = response.json().data;
    expect(report.consignor).toEqual({ nif: 'B46123456', name: issuer.issuerName });
    expect(report.auctions.map((auction: { title: string }) => auction.title)).toEqual([
      'Maquinaria de marzo',
    ]);
    expect(report.auctions[0].figures).toEqual(marchFigures);

    const april = await admin.get('/api/admin/reports/consignor?nif=B46123456&from=2026-03-01&to=2026-04-01');
    const both = april.json().data;
    expect(both.auctions).toHaveLength(2);
    expect(both.auctions[1].figures).toMatchObject({
      lotsOffered: 2,
      lotsSold: 1,
      hammer: 50_000,
      bidders: 2,
    });
    expect(both.totals).toEqual({
      lotsOffered: 5,
      lotsSold: 3,
      sellThroughPercent: 60,
      hammer: 273_455,
      premium: 33_518 + 5_000,
      vat: marchFigures.vat + 1_050 + 10_500,
      bidders: 3,
      bids: 6,
      subscriptionsRequested: 4,
      subscriptionsAccepted: 2,
    });
  });

  it('exports CSV and PDF with the same totals', async () => {
    const csv = await admin.get(`/api/admin/reports/consignor.csv?${march2026}`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toContain('informe-B46123456-2026-03-01-2026-03-31.csv');
    const lines = csv.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe(
      'Subasta;Inicio;Cierre;Lotes ofrecidos;Lotes vendidos;Tasa de venta (%);Remate total;Prima del comprador;IVA;Pujadores;Pujas;Inscripciones solicitadas;Inscripciones aceptadas',
    );
    expect(lines[1]).toBe('Maquinaria de marzo;01/03/2026;10/03/2026;3;2;66,7;2234,55;335,18;539,65;3;4;4;2');
    expect(lines[2]).toBe('Total;;;3;2;66,7;2234,55;335,18;539,65;3;4;4;2');
    const pdf = await admin.get(`/api/admin/reports/consignor.pdf?${march2026}`);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const document = await PDFDocument.load(pdf.rawPayload);
    expect(document.getSubject()).toBe(
      `Vendidos 2 de 3; remate ${formatCents(223_455)}; prima ${formatCents(33_518)}`,
    );
  });

  it('names the bad field in Spanish', async () => {
    const noNif = await admin.get('/api/admin/reports/consignor?from=2026-03-01&to=2026-03-31');
    expect(noNif.statusCode).toBe(400);
    expect(noNif.json().error.fields).toMatchObject({ nif: 'Elige el emisor (NIF) del informe.' });
    const badDate = await admin.get(
      '/api/admin/reports/consignor.csv?nif=B46123456&from=marzo&to=2026-03-31',
    );
    expect(badDate.statusCode).toBe(400);
    expect(badDate.json().error.fields).toMatchObject({ from: 'Escribe la fecha inicial (AAAA-MM-DD).' });
    const reversed = await admin.get(
      '/api/admin/reports/consignor.pdf?nif=B46123456&from=2026-03-31&to=2026-03-01',
    );
    expect(reversed.json().error.fields).toMatchObject({
      to: 'La fecha final no puede ser anterior a la inicial.',
    });
  });
});

describe('the month at a glance', () => {
  it('counts this month’s sales, people and pending subscriptions, day by day', async () => {
    const response = await admin.get('/api/admin/reports/month');
    expect(response.statusCode).toBe(200);
    const month = response.json().data;
    // Every lot above was awarded now, so this month: 2 + 1 (the forfeited one is not sold).
    expect(month).toMatchObject({ lotsSold: 3, hammer: 273_455, premium: 38_518, subscriptionsPending: 1 });
    expect(month.newUsers).toBeGreaterThanOrEqual(5);
    expect(month.days.at(-1)).toMatchObject({ lotsSold: 3, hammer: 273_455 });
    expect(month.days.reduce((sum: number, day: { lotsSold: number }) => sum + day.lotsSold, 0)).toBe(3);
    expect(month.auctionsClosed).toBeGreaterThanOrEqual(0);
  });
});

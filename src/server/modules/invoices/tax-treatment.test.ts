import { parse } from 'csv-parse/sync';
import { and, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatCents } from '@/common/format.ts';
import { madridDay } from '@/common/madrid-time.ts';
import { lineTaxTreatment } from '@/common/tax-treatment.ts';
import { invoices, settlementLines } from '@/server/db/schema/index.ts';
import { hashPassword } from '@/server/lib/password.ts';
import { createTestApp, type TTestContext } from '../../../../test/app.ts';
import { createAuction, createSoldLot, createUser, spanishCif } from '../../../../test/factories.ts';
import { createAdminClient, type createClient } from '../../../../test/http.ts';
import { invoiceDefinition } from './invoice-pdf.ts';

let ctx: TTestContext;
let clerk: ReturnType<typeof createClient>;
let passwordHash: string;
const houseNif = 'B12345674';

beforeAll(async () => {
  ctx = await createTestApp();
  clerk = await createAdminClient(ctx);
  passwordHash = await hashPassword('clave-del-comprador');
});
afterAll(() => ctx.close());

let issuers = 0;
const auctionTaxedAs = (overrides: Parameters<typeof createAuction>[1]) =>
  createAuction(ctx.db, {
    commissionPercent: 10,
    goodsVatPercent: null,
    invoiceData: {
      issuerName: 'Herederos de Marina Soler',
      issuerVatId: spanishCif(500 + ++issuers),
      issuerAddress: 'Calle de la Paz 4, 46003 Valencia',
      invoiceSeries: 'HS',
    },
    ...overrides,
  });

const buyer = () => createUser(ctx.db, { passwordHash, vatId: '12345678Z', address: 'Calle Mayor 3' });

/** Every string the invoice's PDF prints, in order. */
const pdfText = (invoice: typeof invoices.$inferSelect) => {
  const texts: string[] = [];
  const walk = (node: unknown): void => {
    if (typeof node === 'string') texts.push(node);
    else if (Array.isArray(node)) node.forEach(walk);
    else if (node && typeof node === 'object')
      for (const [key, value] of Object.entries(node))
        if (['text', 'stack', 'columns', 'table', 'body', 'content'].includes(key)) walk(value);
  };
  walk(invoiceDefinition(invoice, { qr: '<svg/>' }).content);
  return texts;
};

/** The seller's (or, selling in its own name, the house's goods) invoice and the house's premium invoice. */
const invoicesOf = async (auctionId: number) => {
  const rows = await ctx.db
    .select()
    .from(invoices)
    .where(eq(invoices.auctionId, auctionId))
    .orderBy(invoices.id);
  return { goods: rows[0]!, premium: rows[1]!, all: rows };
};

describe('each tax treatment on the invoice', () => {
  it('an exempt sale cites its exact provision and prints every amount in the one money format', async () => {
    const auction = await auctionTaxedAs({ taxTreatment: 'exempt', taxProvision: '20.1.22' });
    await createSoldLot(ctx.db, auction, await buyer(), 480_000, { invoiceDescription: 'Nave industrial' });
    await ctx.app.jobs.drain();
    const { goods, premium } = await invoicesOf(auction.id);
    expect(goods).toMatchObject({
      issuer: { name: 'Herederos de Marina Soler' },
      taxTotal: 0,
      total: 480_000,
      taxBreakdown: [{ vatPercent: null, treatment: 'exempt', provision: '20.1.22', base: 480_000, vat: 0 }],
    });
    expect(lineTaxTreatment(goods.lines[0]!)).toEqual({
      regimeKey: '01',
      qualification: null,
      exemptionCause: 'E1',
      legend: 'Operación exenta de IVA (art. 20.Uno.22º Ley 37/1992).',
    });
    const text = pdfText(goods);
    expect(text).toContain('Operación exenta de IVA (art. 20.Uno.22º Ley 37/1992).');
    expect(text).toContain('Exento');
    expect(text).toContain(formatCents(480_000));
    // No "0€" beside "4.800 €": every amount is the one formatter's, with its no-break space.
    const amounts = text.filter((value) => value.includes('€'));
    expect(amounts.length).toBeGreaterThan(4);
    for (const amount of amounts) expect(amount).toMatch(/^-?[\d.]+(,\d\d)?\u00a0€$/);
    expect(amounts).toContain('0\u00a0€');
    // The premium is the house's service: its own invoice, under its NIF, at the general rate.
    expect(premium).toMatchObject({
      issuerNif: houseNif,
      taxBreakdown: [{ vatPercent: 21, base: 48_000, vat: 10_080 }],
    });
    expect(lineTaxTreatment(premium.lines[0]!)).toMatchObject({ regimeKey: '01', qualification: 'S1' });
    expect(pdfText(premium)).toContain('Lonja Subastas S.L.');
  });

  it('a lot overrides its auction: not subject (private seller) beside a taxed lot, each with its own wording', async () => {
    const auction = await auctionTaxedAs({ goodsVatPercent: 21 });
    const person = await buyer();
    const taxed = await createSoldLot(ctx.db, auction, person, 100_000, { invoiceDescription: 'Torno' });
    const privately = await createSoldLot(ctx.db, auction, person, 20_000, {
      order: 2,
      invoiceDescription: 'Cuadro de un particular',
      taxTreatment: 'not-subject',
      taxProvision: '4',
    });
    await ctx.app.jobs.drain();
    // Bidders were shown the all-in total with each lot's own rate.
    const rateShown = async (lotId: number) =>
      (await ctx.app.inject({ method: 'GET', url: `/api/frontend/lots/${lotId}` })).json().data.auction
        .goodsVatPercent;
    expect([await rateShown(taxed.lot.id), await rateShown(privately.lot.id)]).toEqual([21, null]);
    // And on the auction's page, whose quick bids confirm with an all-in total, each lot its own rate too.
    const page = (
      await ctx.app.inject({ method: 'GET', url: `/api/frontend/auctions/${auction.id}` })
    ).json();
    expect(page.data.lots.map((lot: { goodsVatPercent: number | null }) => lot.goodsVatPercent)).toEqual([
      21,
      null,
    ]);
    const { goods } = await invoicesOf(auction.id);
    expect(goods.taxBreakdown).toEqual([
      { vatPercent: null, treatment: 'not-subject', provision: '4', base: 20_000, vat: 0 },
      { vatPercent: 21, base: 100_000, vat: 21_000 },
    ]);
    expect(goods.lines.map((line) => lineTaxTreatment(line).qualification)).toEqual(['S1', 'N1']);
    const text = pdfText(goods);
    expect(text).toContain('Operación no sujeta al IVA (art. 4 Ley 37/1992).');
    expect(text).toContain('No sujeto');
    expect(text.some((value) => value.includes('exenta'))).toBe(false);
    // What the buyer owes is what the two invoices add up to.
    const lines = await ctx.db.select().from(settlementLines).where(eq(settlementLines.invoiceId, goods.id));
    expect(lines.map((line) => [line.taxTreatment, line.goodsVat])).toEqual([
      ['general', 21_000],
      ['not-subject', 0],
    ]);
  });

  it('REBU, the house selling in its own name: its goods invoice, no quota, the legal wording, the margin in the books', async () => {
    const auction = await auctionTaxedAs({ taxTreatment: 'rebu', houseSells: true });
    await createSoldLot(ctx.db, auction, await buyer(), 121_000, {
      invoiceDescription: 'Cómoda isabelina',
      purchasePrice: 60_500,
    });
    await ctx.app.jobs.drain();
    const { goods, premium, all } = await invoicesOf(auction.id);
    expect(all.every((invoice) => invoice.issuerNif === houseNif)).toBe(true);
    const year = goods.issueDate.slice(0, 4);
    expect(goods).toMatchObject({ series: `V${year}`, taxTotal: 0, total: 121_000 });
    expect(premium.series).toBe(`C${year}`);
    expect(lineTaxTreatment(goods.lines[0]!)).toMatchObject({ regimeKey: '03', qualification: 'S1' });
    const text = pdfText(goods);
    expect(text).toContain(
      'Régimen especial de los bienes usados, objetos de arte, antigüedades y objetos de colección',
    );
    expect(text).toContain('REBU');
    // No quota anywhere: neither a "Total IVA" nor a "0 €" beside the REBU base.
    expect(text).not.toContain('Total IVA');
    expect(text).not.toContain(formatCents(0));

    const today = madridDay();
    const csv = await clerk.get(`/api/admin/accounting/invoices.csv?from=${today}&to=${today}`);
    const rows = parse(csv.body, { delimiter: ';', bom: true, columns: true }) as Record<string, string>[];
    const row = rows.find((candidate) => candidate.Número === goods.fullNumber)!;
    // 1.210 € sold, 605 € paid to the seller: a 605 € margin, 500 € base and 105 € IVA inside it.
    expect(row).toMatchObject({
      Régimen: 'REBU',
      'Margen REBU': '605,00',
      'Base del margen': '500,00',
      'IVA del margen': '105,00',
      'Total IVA': '0,00',
    });
    expect(rows.find((candidate) => candidate.Número === premium.fullNumber)).toMatchObject({
      Régimen: 'General',
      'Margen REBU': '',
    });
  });
});

describe('choosing the treatment and the house', () => {
  const input = {
    title: 'Bienes de la herencia Soler',
    commissionPercent: 10,
    startDate: '2026-12-01T09:00:00Z',
    endDate: '2026-12-10T17:00:00Z',
  };

  it('an auction is exempt only with its exact provision, and keeps what was chosen', async () => {
    const missing = await clerk.post('/api/admin/auctions', {
      auction: { ...input, taxTreatment: 'exempt', goodsVatPercent: null },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields['auction.taxProvision']).toMatch(/precepto exacto/);
    const noRate = await clerk.post('/api/admin/auctions', { auction: { ...input, goodsVatPercent: null } });
    expect(noRate.json().error.fields['auction.goodsVatPercent']).toMatch(/otro tratamiento/);
    const created = await clerk.post('/api/admin/auctions', {
      auction: { ...input, taxTreatment: 'exempt', taxProvision: '20.1.24', houseSells: true },
    });
    expect(created.statusCode).toBe(201);
    const read = (await clerk.get(`/api/admin/auctions/${created.json().data.auction.id}`)).json().data
      .auction;
    expect(read).toMatchObject({
      taxTreatment: 'exempt',
      taxProvision: '20.1.24',
      houseSells: true,
      goodsVatPercent: null,
    });
  });

  it('the house’s identity is checked: a NIF with a wrong control digit is refused in Spanish', async () => {
    const value = {
      name: 'Lonja Subastas S.L.',
      nif: 'B12345675',
      address: 'Calle de Colón 18, 46004 Valencia',
      premiumSeries: 'C',
      goodsSeries: 'V',
    };
    const refused = await clerk.put('/api/admin/config-data/houseInvoicing', {
      configData: { dataKey: 'houseInvoicing', dataValue: JSON.stringify(value) },
    });
    expect(refused.statusCode).toBe(400);
    expect(JSON.stringify(refused.json().error)).toMatch(/NIF de la casa no es válido/);
    const saved = await clerk.put('/api/admin/config-data/houseInvoicing', {
      configData: { dataKey: 'houseInvoicing', dataValue: JSON.stringify({ ...value, nif: 'B12345674' }) },
    });
    expect(saved.statusCode).toBe(200);
  });

  it('a withdrawal or a forfeit rectifies the goods and the premium invoice alike', async () => {
    const auction = await auctionTaxedAs({ goodsVatPercent: 21 });
    await createSoldLot(ctx.db, auction, await buyer(), 50_000);
    await ctx.app.jobs.drain();
    const { goods, premium } = await invoicesOf(auction.id);
    const { rectifySettlementInvoices } = await import('./invoice-rectification.service.ts');
    const written = await ctx.db.transaction((tx) =>
      rectifySettlementInvoices(tx, {
        settlementId: goods.settlementId,
        reason: 'Depósito perdido',
        adminId: null,
      }),
    );
    expect(written.map((invoice) => [invoice.rectifiedInvoiceId, invoice.issuerNif])).toEqual([
      [goods.id, goods.issuerNif],
      [premium.id, houseNif],
    ]);
    const standing = await ctx.db
      .select()
      .from(invoices)
      .where(and(eq(invoices.settlementId, goods.settlementId), ne(invoices.kind, 'F1')));
    expect(standing.map((invoice) => invoice.total).sort()).toEqual([-premium.total, -goods.total].sort());
  });
});

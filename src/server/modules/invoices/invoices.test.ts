import { and, eq, ne, sql } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoices, settlementLines } from '@/server/db/schema/index.ts';
import { hashPassword } from '@/server/lib/password.ts';
import { createTestApp, type TTestContext } from '../../../../test/app.ts';
import { createAuction, createSoldLot, createUser, spanishCif } from '../../../../test/factories.ts';
import { createClient } from '../../../../test/http.ts';
import { issuePendingInvoices } from './invoice-issuing.service.ts';
import { billingFingerprint } from './verifactu.ts';

let ctx: TTestContext;
let passwordHash: string;
const invoicing = {
  issuerName: 'Administración concursal de Talleres Turia, S.L.',
  issuerVatId: 'B98765431',
  issuerAddress: 'Calle de Colón 1, 46004 Valencia',
  invoiceSeries: 'TT',
};

beforeAll(async () => {
  ctx = await createTestApp();
  passwordHash = await hashPassword('clave-del-comprador');
});
afterAll(() => ctx.close());

const buyer = async (overrides: Parameters<typeof createUser>[1] = {}) => {
  const user = await createUser(ctx.db, {
    passwordHash,
    vatId: '12345678Z',
    address: 'Calle Mayor 3',
    city: 'Valencia',
    ...overrides,
  });
  const client = createClient(ctx.app);
  await client.login(user.email, 'clave-del-comprador');
  return { user, client };
};

const admin = async () => {
  const user = await createUser(ctx.db, { passwordHash, isAdmin: true });
  const client = createClient(ctx.app);
  await client.login(user.email, 'clave-del-comprador');
  return client;
};

/** Each auction gets its own issuer NIF, so chains and series of different tests do not meet. */
let issuerCount = 0;
const auctionInvoicedBy = (overrides: Parameters<typeof createAuction>[1] = {}) =>
  createAuction(ctx.db, {
    commissionPercent: 10,
    goodsVatPercent: 21,
    invoiceData: { ...invoicing, issuerVatId: spanishCif(++issuerCount) },
    ...overrides,
  });

/** The house's identity as seeded (`houseInvoicing`): it invoices every premium. */
const houseNif = 'B12345674';

/** An auction's invoices issued by its seller (`seller`) or by the house (its premiums). */
const invoicesOf = (auction: { id: number; invoiceData: unknown }, by: 'seller' | 'house' = 'seller') =>
  ctx.db
    .select()
    .from(invoices)
    .where(
      and(
        eq(invoices.auctionId, auction.id),
        by === 'house' ? eq(invoices.issuerNif, houseNif) : ne(invoices.issuerNif, houseNif),
      ),
    )
    .orderBy(invoices.id);

describe('invoicing a finished auction', () => {
  it('issues one invoice per buyer with both IVA rates, numbered, chained and linked to the lines', async () => {
    const auction = await auctionInvoicedBy();
    const ana = await buyer({ firstname: 'Ana', lastname: 'Ruiz Soler' });
    const blas = await buyer({ isCompany: true, companyName: 'Blas Hermanos, S.L.', vatId: 'B46123451' });
    await createSoldLot(ctx.db, auction, ana.user, 100_000, { invoiceDescription: 'Torno Pinacho S-90' });
    await createSoldLot(ctx.db, auction, ana.user, 50_000, { order: 2 });
    await createSoldLot(ctx.db, auction, blas.user, 20_000, { order: 3 });
    await ctx.app.jobs.drain();

    const issued = await invoicesOf(auction);
    expect(issued.map((invoice) => invoice.recipient.name)).toEqual([
      'Ana Ruiz Soler',
      'Blas Hermanos, S.L.',
    ]);
    const year = issued[0]!.issueDate.slice(0, 4);
    expect(issued.map((invoice) => invoice.fullNumber)).toEqual([`TT${year}/000001`, `TT${year}/000002`]);
    const [first, second] = issued;
    // The seller invoices the goods: 1,000 € + 500 € hammer at 21 %.
    expect(first).toMatchObject({
      kind: 'F1',
      taxTotal: 21_000 + 10_500,
      total: 150_000 + 21_000 + 10_500,
      taxBreakdown: [{ vatPercent: 21, base: 150_000, vat: 31_500 }],
      recipient: { nif: '12345678Z' },
      issuer: { name: invoicing.issuerName },
    });
    expect(first!.lines.map((line) => line.description)).toEqual([
      'Torno Pinacho S-90',
      expect.stringContaining('Lote 2'),
    ]);
    expect(first!.previousFingerprint).toBeNull();
    expect(second!.previousFingerprint).toBe(first!.fingerprint);
    expect(second!.fingerprint).toBe(
      billingFingerprint({ ...second!, previousFingerprint: first!.fingerprint, kind: 'F1' }),
    );
    // The house invoices the premium, 100 € + 50 € at 21 %, under its own NIF and series, at the same moment.
    const premiums = await invoicesOf(auction, 'house');
    expect(premiums.map((invoice) => invoice.recipient.name)).toEqual([
      'Ana Ruiz Soler',
      'Blas Hermanos, S.L.',
    ]);
    const [anaPremium] = premiums;
    expect(anaPremium).toMatchObject({
      kind: 'F1',
      series: `C${year}`,
      issuer: { name: 'Lonja Subastas S.L.', nif: houseNif },
      taxBreakdown: [{ vatPercent: 21, base: 15_000, vat: 3_150 }],
      total: 15_000 + 3_150,
      createdOn: first!.createdOn,
    });
    expect(anaPremium!.lines.map((line) => line.description)).toEqual([
      'Comisión de la casa de subastas (10 %): Torno Pinacho S-90',
      expect.stringMatching(/^Comisión de la casa de subastas \(10 %\): .*Lote 2/),
    ]);
    // Its own chain: it follows the house's previous record, never the seller's.
    expect(anaPremium!.previousFingerprint).not.toBe(first!.fingerprint);
    // What the buyer owes is unchanged: goods and premium invoices add up to the settlement.
    const lines = await ctx.db.select().from(settlementLines).where(eq(settlementLines.invoiceId, first!.id));
    expect(lines).toHaveLength(2);
    expect(lines.every((line) => line.premiumInvoiceId === anaPremium!.id)).toBe(true);
    expect(first!.total + anaPremium!.total).toBe(lines.reduce((sum, line) => sum + line.total, 0));

    // The job can run again (a retry) without issuing anything twice.
    await ctx.app.jobs.drain();
    const again = await ctx.db.select().from(invoices).where(eq(invoices.auctionId, auction.id));
    expect(again).toHaveLength(4);

    // The buyer sees both in the liquidación and downloads real PDFs; another buyer cannot.
    const settlement = (await ana.client.get('/api/frontend/auth/settlements')).json().data.settlements[0];
    expect(settlement.invoices).toEqual([
      expect.objectContaining({ id: first!.id, fullNumber: first!.fullNumber }),
      expect.objectContaining({ id: anaPremium!.id, fullNumber: anaPremium!.fullNumber }),
    ]);
    const premiumPdf = await ana.client.get(`/api/frontend/auth/invoices/${anaPremium!.id}/pdf`);
    expect(premiumPdf.statusCode).toBe(200);
    expect(premiumPdf.headers['content-disposition']).toContain(`factura-C${year}-`);
    const pdf = await ana.client.get(`/api/frontend/auth/invoices/${first!.id}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toContain(`factura-TT${year}-000001.pdf`);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const document = await PDFDocument.load(pdf.rawPayload);
    expect(document.getPageCount()).toBe(1);
    expect(pdf.rawPayload.includes(Buffer.from('/FontFile2'))).toBe(true);
    expect((await blas.client.get(`/api/frontend/auth/invoices/${first!.id}/pdf`)).statusCode).toBe(404);
  });

  it('issues only the house premium when the seller invoices the goods directly, and says so', async () => {
    const auction = await auctionInvoicedBy({ externalInvoice: true });
    const ana = await buyer();
    const { settlement } = await createSoldLot(ctx.db, auction, ana.user, 100_000);
    await ctx.app.jobs.drain();
    expect(await invoicesOf(auction)).toEqual([]);
    const [premium, ...others] = await invoicesOf(auction, 'house');
    expect(others).toEqual([]);
    expect(premium).toMatchObject({
      series: `C${premium!.issueDate.slice(0, 4)}`,
      issuer: { nif: houseNif },
      taxBreakdown: [{ vatPercent: 21, base: 10_000, vat: 2_100 }],
      total: 12_100,
    });
    const [line] = await ctx.db
      .select()
      .from(settlementLines)
      .where(eq(settlementLines.settlementId, settlement.id));
    expect(line).toMatchObject({ invoiceId: null, premiumInvoiceId: premium!.id });
    // Run again, the goods stay uninvoiced here and the premium is not invoiced twice.
    expect(await issuePendingInvoices({ db: ctx.db, settlementId: settlement.id })).toEqual([]);
    const [shown] = (await ana.client.get('/api/frontend/auth/settlements')).json().data.settlements;
    expect(shown).toMatchObject({
      externalInvoice: true,
      invoices: [expect.objectContaining({ id: premium!.id })],
    });
    // A sale undone (a forfeit, a withdrawal) rectifies the premium invoice, and nothing is invoiced again.
    const { rectifySettlementInvoices } = await import('./invoice-rectification.service.ts');
    const written = await ctx.db.transaction((tx) =>
      rectifySettlementInvoices(tx, {
        settlementId: settlement.id,
        reason: 'Depósito perdido',
        adminId: null,
      }),
    );
    expect(written.map((invoice) => [invoice.rectifiedInvoiceId, invoice.total])).toEqual([
      [premium!.id, -12_100],
    ]);
    expect(await issuePendingInvoices({ db: ctx.db, settlementId: settlement.id })).toEqual([]);
    expect(await invoicesOf(auction)).toEqual([]);
  });

  it('skips an auction without invoicing data instead of failing its settlement, and issues once completed', async () => {
    const auction = await auctionInvoicedBy({ invoiceData: null });
    const ana = await buyer();
    const { settlement } = await createSoldLot(ctx.db, auction, ana.user, 100_000);
    await ctx.app.jobs.drain();
    expect(await ctx.db.select().from(invoices).where(eq(invoices.auctionId, auction.id))).toEqual([]);
    await expect(issuePendingInvoices({ db: ctx.db, settlementId: settlement.id })).rejects.toThrow(
      /no tiene datos de facturación/,
    );
  });
});

describe('invoices once issued', () => {
  it('cannot be changed or deleted in the database', async () => {
    const auction = await auctionInvoicedBy();
    const ana = await buyer();
    await createSoldLot(ctx.db, auction, ana.user, 100_000);
    await ctx.app.jobs.drain();
    const [invoice] = await ctx.db.select().from(invoices).where(eq(invoices.auctionId, auction.id));
    await expect(
      ctx.db.update(invoices).set({ total: 1 }).where(eq(invoices.id, invoice!.id)),
    ).rejects.toThrow();
    await expect(ctx.db.delete(invoices).where(eq(invoices.id, invoice!.id))).rejects.toThrow();
    const [unchanged] = await ctx.db.select().from(invoices).where(eq(invoices.id, invoice!.id));
    expect(unchanged!.total).toBe(invoice!.total);
  });

  it('take their type from the cause: R2 for an insolvent buyer and R3 for a bad debt are not re-issued, R4 is', async () => {
    const clerk = await admin();
    const rectifiedAs = async (cause: string) => {
      const auction = await auctionInvoicedBy();
      const person = await buyer();
      await createSoldLot(ctx.db, auction, person.user, 50_000);
      await ctx.app.jobs.drain();
      const [original] = await invoicesOf(auction);
      const response = await clerk.post(`/api/admin/invoices/${original!.id}/rectify`, {
        cause,
        reason: 'Según el expediente del comprador',
      });
      expect(response.statusCode).toBe(200);
      // Issuing again later finds nothing pending when the sale's debt was written down.
      await issuePendingInvoices({ db: ctx.db, settlementId: original!.settlementId });
      const all = await invoicesOf(auction);
      return { ...response.json().data, count: all.length };
    };
    const insolvent = await rectifiedAs('insolvency');
    expect(insolvent).toMatchObject({ rectification: { kind: 'R2' }, replacement: null, count: 2 });
    const badDebt = await rectifiedAs('bad-debt');
    expect(badDebt).toMatchObject({ rectification: { kind: 'R3' }, replacement: null, count: 2 });
    const other = await rectifiedAs('other');
    expect(other).toMatchObject({ rectification: { kind: 'R4' }, replacement: { kind: 'F1' }, count: 3 });
    const unknown = await clerk.post('/api/admin/invoices/1/rectify', {
      cause: 'undone',
      reason: 'Venta resuelta',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.fields.cause).toMatch(/Elige por qué se rectifica/);
  });

  it('are corrected by a factura rectificativa that cancels them, then re-issued with current data', async () => {
    const auction = await auctionInvoicedBy();
    const ana = await buyer({ vatId: '00000000T' });
    await createSoldLot(ctx.db, auction, ana.user, 100_000);
    await ctx.app.jobs.drain();
    const [original] = await invoicesOf(auction);
    const [premium] = await invoicesOf(auction, 'house');
    await ctx.db.execute(sql`update users set vat_id = '12345678Z' where id = ${ana.user.id}`);
    const clerk = await admin();

    const tooShort = await clerk.post(`/api/admin/invoices/${original!.id}/rectify`, { reason: 'x' });
    expect(tooShort.statusCode).toBe(400);
    expect(tooShort.json().error.fields.reason).toMatch(/motivo/);

    const response = await clerk.post(`/api/admin/invoices/${original!.id}/rectify`, {
      reason: 'NIF del comprador erróneo',
    });
    expect(response.statusCode).toBe(200);
    const { rectification, replacement } = response.json().data;
    expect(rectification).toMatchObject({
      kind: 'R1',
      rectifiedInvoiceId: original!.id,
      total: -original!.total,
      taxTotal: -original!.taxTotal,
      recipientNif: '00000000T',
      rectificationReason: 'NIF del comprador erróneo',
    });
    expect(rectification.fullNumber).toMatch(/^TTR\d{4}\/000001$/);
    expect(replacement).toMatchObject({ kind: 'F1', total: original!.total, recipientNif: '12345678Z' });
    expect(replacement.fullNumber).toMatch(/\/000002$/);
    // The chain runs original → rectificativa → replacement.
    const chain = await invoicesOf(auction);
    expect(chain.map((invoice) => invoice.previousFingerprint)).toEqual([
      null,
      chain[0]!.fingerprint,
      chain[1]!.fingerprint,
    ]);

    const twice = await clerk.post(`/api/admin/invoices/${original!.id}/rectify`, {
      reason: 'Otra vez lo mismo',
    });
    expect(twice.statusCode).toBe(409);
    const ofRectification = await clerk.post(`/api/admin/invoices/${rectification.id}/rectify`, {
      reason: 'No procede',
    });
    expect(ofRectification.statusCode).toBe(422);
    // The list says which rectificativa cancelled the original, so the back office offers no second one.
    const originals = await clerk.get(`/api/admin/invoices?auctionId=${auction.id}&kind=F1`);
    expect(
      originals
        .json()
        .data.invoices.map((invoice: { id: number; rectifiedBy: string | null }) => [
          invoice.id,
          invoice.rectifiedBy,
        ]),
    ).toEqual([
      [replacement.id, null],
      // The house's premium invoice is another invoice: rectifying the goods leaves it standing.
      [premium!.id, null],
      [original!.id, rectification.fullNumber],
    ]);

    const list = await clerk.get(
      `/api/admin/invoices?q=${encodeURIComponent('12345678Z')}&auctionId=${auction.id}`,
    );
    expect(list.json().data.invoices.map((invoice: { id: number }) => invoice.id)).toEqual([replacement.id]);
    const pdf = await clerk.get(`/api/admin/invoices/${rectification.id}/pdf`);
    expect(pdf.headers['content-disposition']).toContain('factura-rectificativa-TTR');
  });

  it('are numbered with no gap and no repetition when many are issued at once', async () => {
    const auction = await auctionInvoicedBy();
    const settlementIds: number[] = [];
    for (let index = 0; index < 12; index++) {
      const { user } = await buyer();
      const { settlement } = await createSoldLot(ctx.db, auction, user, 10_000 + index, { order: index + 1 });
      settlementIds.push(settlement.id);
    }
    // Issue straight away, all at once (the settlement job is not drained): on PostgreSQL these are twelve
    // concurrent transactions competing for the same series and chain.
    const issued = await Promise.all(
      settlementIds.map((settlementId) => issuePendingInvoices({ db: ctx.db, settlementId })),
    );
    const goods = issued.map(([invoice]) => invoice!);
    const numbers = goods.map((invoice) => invoice.number).sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: 12 }, (_, index) => index + 1));
    // And the chain is one line: every record points at a distinct predecessor.
    const previous = goods.map((invoice) => invoice.previousFingerprint);
    expect(new Set(previous).size).toBe(12);
    // The house's premium series, shared with other tests, runs on without a gap either.
    const premiumNumbers = issued.map(([, premium]) => premium!.number).sort((a, b) => a - b);
    expect(premiumNumbers.at(-1)! - premiumNumbers[0]!).toBe(11);
    expect(new Set(premiumNumbers).size).toBe(12);
    const others = await ctx.app.jobs.drain();
    expect(others).toBeGreaterThanOrEqual(0);
    expect(await invoicesOf(auction)).toHaveLength(12);
    expect(await invoicesOf(auction, 'house')).toHaveLength(12);
  }, 60_000); // Twelve sold lots to set up, then 24 invoices competing for two chains: slow on a busy machine.

  it('are listed sorted by a whitelisted column and filtered by kind; a bad one is a Spanish 400', async () => {
    const auction = await auctionInvoicedBy();
    for (const [index, hammer] of [30_000, 10_000, 20_000].entries()) {
      const { user } = await buyer();
      await createSoldLot(ctx.db, auction, user, hammer, { order: index + 1 });
    }
    await ctx.app.jobs.drain();
    const clerk = await admin();
    const json = (value: object) => encodeURIComponent(JSON.stringify(value));
    const byTotal = await clerk.get(
      `/api/admin/invoices?auctionId=${auction.id}&kind=F1&order=${json({ field: 'total', direction: 'asc' })}`,
    );
    expect(byTotal.statusCode).toBe(200);
    const totals = byTotal.json().data.invoices.map((invoice: { total: number }) => invoice.total);
    // Three buyers: each a goods invoice and a premium invoice.
    expect(totals).toHaveLength(6);
    expect(totals).toEqual([...totals].sort((a, b) => a - b));
    const rectificativas = await clerk.get(`/api/admin/invoices?auctionId=${auction.id}&kind=R1`);
    expect(rectificativas.json().data.invoices).toEqual([]);
    const badOrder = await clerk.get(`/api/admin/invoices?order=${json({ field: 'fingerprint' })}`);
    expect(badOrder.statusCode).toBe(400);
    expect(badOrder.json().error.message).toMatch(/no válidos/);
    expect(badOrder.json().error.fields['order.field']).toBeTruthy();
    const badKind = await clerk.get('/api/admin/invoices?kind=F9');
    expect(badKind.statusCode).toBe(400);
    expect(badKind.json().error.fields.kind).toBeTruthy();
  });

  it('are for admins only', async () => {
    const ana = await buyer();
    expect((await ana.client.get('/api/admin/invoices')).statusCode).toBe(403);
  });
});

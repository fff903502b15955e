import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingEvents, billingRecords, invoices } from '@/server/db/schema/index.ts';
import { hashPassword } from '@/server/lib/password.ts';
import { aeatSchemaErrors } from '../../../../../test/aeat-xsd.ts';
import { createTestApp, type TTestContext } from '../../../../../test/app.ts';
import { createInvoicedSale, createUser, spanishCif } from '../../../../../test/factories.ts';
import { createClient } from '../../../../../test/http.ts';
import { billingConfig, createTestPki, type TTestPki } from '../../../../../test/test-pki.ts';
import { invoiceVerification } from '../verifactu.ts';
import { verifyRecordSignature } from './xades-signature.ts';

let ctx: TTestContext;
let pki: TTestPki;
let passwordHash: string;

beforeAll(async () => {
  pki = await createTestPki();
  ctx = await createTestApp(billingConfig(pki));
  passwordHash = await hashPassword('clave-de-prueba');
});
afterAll(async () => {
  await ctx.close();
  await pki.close();
});

const login = async (overrides: Parameters<typeof createUser>[1]) => {
  const user = await createUser(ctx.db, { passwordHash, ...overrides });
  const client = createClient(ctx.app);
  await client.login(user.email, 'clave-de-prueba');
  return { user, client };
};

let issuerCount = 40;
/**
 * An auction invoiced by its own issuer, one buyer, one sold lot: its goods invoice (the premium's is the
 * house's) issued and its job run.
 */
const invoicedSale = async () => {
  const { user } = await login({ vatId: '12345678Z', address: 'Calle Mayor 3', city: 'Valencia' });
  return createInvoicedSale(ctx, user, { issuerVatId: spanishCif(++issuerCount) });
};

describe('no-VERI*FACTU mode (the default)', () => {
  it('keeps each invoice as a signed alta record, downloadable and valid against the AEAT’s schema', async () => {
    const { invoice } = await invoicedSale();
    const { client: clerk } = await login({ isAdmin: true });
    const records = await clerk.get(`/api/admin/invoices/${invoice.id}/billing-records`);
    expect(records.json().data.billingRecords).toEqual([
      expect.objectContaining({
        kind: 'alta',
        mode: 'no-verifactu',
        status: 'signed',
        fingerprint: invoice.fingerprint,
        hasSignedXml: true,
      }),
    ]);
    const xml = await clerk.get(`/api/admin/billing-records/${records.json().data.billingRecords[0].id}/xml`);
    expect(xml.headers['content-type']).toContain('application/xml');
    expect(xml.body).toContain(`<sf:Huella>${invoice.fingerprint}</sf:Huella>`);
    expect(await aeatSchemaErrors(xml.body, 'SuministroInformacion.xsd')).toEqual([]);
    expect(await verifyRecordSignature(xml.body)).toBe(true);
    expect((await clerk.get(`/api/admin/invoices/${invoice.id}/pdf`)).statusCode).toBe(200);
  });

  it('prints no legend and sends the QR to ValidarQRNoVerifactu; VERI*FACTU prints both', () => {
    const urls = {
      verifactu: 'https://www2.agenciatributaria.gob.es/wlpl/TIKE-CONT/ValidarQR',
      noVerifactu: 'https://www2.agenciatributaria.gob.es/wlpl/TIKE-CONT/ValidarQRNoVerifactu',
    };
    const record = {
      issuerNif: '89890001K',
      fullNumber: '12345678&G33',
      issueDate: '2024-09-01',
      total: 24_140,
    };
    expect(invoiceVerification(record, 'no-verifactu', urls)).toEqual({
      qrUrl:
        'https://www2.agenciatributaria.gob.es/wlpl/TIKE-CONT/ValidarQRNoVerifactu?nif=89890001K&numserie=12345678%26G33&fecha=01-09-2024&importe=241.40',
      legend: null,
    });
    expect(invoiceVerification(record, 'verifactu', urls)).toMatchObject({
      qrUrl: expect.stringMatching(/ValidarQR\?nif=/),
      legend: 'VERI*FACTU',
    });
  });

  it('annuls an invoice with its own chained record, and the next invoice chains after the anulación', async () => {
    const { auction, invoice } = await invoicedSale();
    const { client: clerk } = await login({ isAdmin: true });
    const refused = await clerk.post(`/api/admin/invoices/${invoice.id}/annul`, { reason: '' });
    expect(refused.statusCode).toBe(400);
    const annulled = await clerk.post(`/api/admin/invoices/${invoice.id}/annul`, {
      reason: 'Emitida al comprador equivocado',
    });
    expect(annulled.statusCode).toBe(200);
    const record = annulled.json().data.billingRecord;
    expect(record).toMatchObject({ kind: 'anulacion', status: 'pending' });
    expect(record.fingerprint).not.toBe(invoice.fingerprint);
    expect(
      (await clerk.post(`/api/admin/invoices/${invoice.id}/annul`, { reason: 'Otra vez' })).statusCode,
    ).toBe(409);
    await ctx.app.jobs.drain();
    const xml = await clerk.get(`/api/admin/billing-records/${record.id}/xml`);
    expect(xml.body).toContain('<sf:RegistroAnulacion');
    expect(xml.body).toContain(`<sf:Huella>${invoice.fingerprint}</sf:Huella>`);
    expect(await aeatSchemaErrors(xml.body, 'SuministroInformacion.xsd')).toEqual([]);

    // The lot was invoiced again at once, chained after the anulación's fingerprint.
    const reissued = await ctx.db
      .select()
      .from(invoices)
      .where(and(eq(invoices.auctionId, auction.id), eq(invoices.issuerNif, invoice.issuerNif)))
      .orderBy(invoices.id);
    expect(reissued).toHaveLength(2);
    expect(annulled.json().data.replacementId).toBe(reissued[1]!.id);
    expect(reissued[1]!.previousFingerprint).toBe(record.fingerprint);
    expect(reissued[1]!.previousInvoiceId).toBe(invoice.id);
  });

  it('checks both chains, logs the check and any anomaly as events, and exports the log', async () => {
    const { invoice } = await invoicedSale();
    const { client: clerk } = await login({ isAdmin: true });
    const clean = await clerk.post('/api/admin/billing-records/check', {});
    expect(clean.json().data.anomalies).toEqual([]);
    // The database refuses to change a record's fingerprint; someone with its owner's rights could still.
    await expect(
      ctx.db.execute(
        sql`update ${billingRecords} set fingerprint = ${'0'.repeat(64)} where invoice_id = ${invoice.id}`,
      ),
    ).rejects.toThrow();
    await expect(ctx.db.execute(sql`delete from ${billingEvents}`)).rejects.toThrow();
    await ctx.db.execute(sql`alter table ${billingRecords} disable trigger billing_records_fixed`);
    await ctx.db.execute(
      sql`update ${billingRecords} set fingerprint = ${'0'.repeat(64)} where invoice_id = ${invoice.id}`,
    );
    const broken = await clerk.post('/api/admin/billing-records/check', {});
    expect(broken.json().data.anomalies).toEqual([
      `La huella del registro de alta de la factura ${invoice.fullNumber} no corresponde a sus datos.`,
    ]);
    const events = (await clerk.get('/api/admin/billing-events?limit=100')).json().data.billingEvents;
    expect(events.map((event: { type: string }) => event.type)).toEqual(
      expect.arrayContaining(['03', '04', '05']),
    );
    const day = invoice.recordedAt.slice(0, 10);
    const records = await clerk.get(`/api/admin/billing-records/export?from=${day}&to=${day}`);
    expect(JSON.parse(records.body).registros).toEqual(
      expect.arrayContaining([expect.objectContaining({ fullNumber: invoice.fullNumber, kind: 'alta' })]),
    );
    const badRange = await clerk.get(`/api/admin/billing-records/export?from=${day}&to=2000-01-01`);
    expect(badRange.statusCode).toBe(400);
    const exported = await clerk.get('/api/admin/billing-events/export');
    expect(exported.headers['content-disposition']).toContain('registro-eventos-');
    const exportedTypes = JSON.parse(exported.body).eventos.map((event: { type: string }) => event.type);
    expect(exportedTypes.slice(-2)).toEqual(['08', '09']);
    await ctx.db.execute(
      sql`update ${billingRecords} set fingerprint = ${invoice.fingerprint} where invoice_id = ${invoice.id}`,
    );
    await ctx.db.execute(sql`alter table ${billingRecords} enable trigger billing_records_fixed`);
  });

  it('switches mode only through its own route, audited and logged as events', async () => {
    const { client: clerk } = await login({ isAdmin: true });
    const generic = await clerk.put('/api/admin/config-data/invoicingMode', {
      configData: { dataKey: 'invoicingMode', dataValue: '"verifactu"' },
    });
    expect(generic.statusCode).toBe(422);
    expect((await clerk.get('/api/admin/invoicing-mode')).json().data.mode).toBe('no-verifactu');
    const switched = await clerk.put('/api/admin/invoicing-mode', { mode: 'verifactu' });
    expect(switched.json().data.mode).toBe('verifactu');
    const [last, beforeLast] = await ctx.db.select().from(billingEvents).orderBy(sql`id desc`).limit(2);
    expect([beforeLast!.type, last!.type]).toEqual(['90', '02']);
    expect(last!.previousFingerprint).toBe(beforeLast!.fingerprint);
    await clerk.put('/api/admin/invoicing-mode', { mode: 'no-verifactu' });
  });
});

import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { madridDay } from '@/common/madrid-time.ts';
import { hashPassword } from '@/server/lib/password.ts';
import { createTestApp, type TTestContext } from '../../../../test/app.ts';
import { createAuction, createSoldLot, createUser } from '../../../../test/factories.ts';
import { createClient } from '../../../../test/http.ts';

let ctx: TTestContext;
let clerk: ReturnType<typeof createClient>;
let passwordHash: string;
// The house's day: invoices and payments are dated in Madrid, an hour or two ahead of UTC.
const today = madridDay();

beforeAll(async () => {
  ctx = await createTestApp();
  passwordHash = await hashPassword('clave-del-contable');
  const admin = await createUser(ctx.db, { passwordHash, isAdmin: true });
  clerk = createClient(ctx.app);
  await clerk.login(admin.email, 'clave-del-contable');
});
afterAll(() => ctx.close());

describe('accounting exports', () => {
  it('open in a Spanish spreadsheet: BOM, semicolons, decimal commas, and no cell runs as a formula', async () => {
    const auction = await createAuction(ctx.db, {
      commissionPercent: 10,
      goodsVatPercent: 21,
      invoiceData: {
        issuerName: 'Lonja Subastas, S.L.',
        issuerVatId: 'B98765431',
        issuerAddress: 'Valencia',
        invoiceSeries: 'AC',
      },
    });
    const buyer = await createUser(ctx.db, {
      isCompany: true,
      companyName: '=HYPERLINK("http://x.example","pulsa")',
      vatId: 'B46123451',
    });
    const { settlement } = await createSoldLot(ctx.db, auction, buyer, 123_456);
    await ctx.app.jobs.drain();
    await clerk.post(`/api/admin/settlements/${settlement.id}/payments`, {
      amount: -1,
      method: 'cash',
      paidOn: today,
      note: null,
    });
    await clerk.post(`/api/admin/settlements/${settlement.id}/payments`, {
      amount: 50_000,
      method: 'cash',
      paidOn: today,
      note: '+34 600 000 000',
    });
    await clerk.post(`/api/admin/settlements/${settlement.id}/payments`, {
      amount: -2_550,
      method: 'cash',
      paidOn: today,
      note: null,
    });

    const response = await clerk.get(`/api/admin/accounting/invoices.csv?from=${today}&to=${today}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.body.startsWith('\ufeff')).toBe(true);
    expect(response.body).toContain('\r\n');
    const rows = parse(response.body, { delimiter: ';', bom: true, columns: true }) as Record<
      string,
      string
    >[];
    const row = rows.find((candidate) => candidate.Cliente?.includes('HYPERLINK'))!;
    expect(row.Cliente).toBe('\'=HYPERLINK("http://x.example","pulsa")');
    // The seller's invoice: 1.234,56 € hammer at 21 %; the house's: 123,46 € premium at 21 %.
    expect(row['Base 21 %']).toBe('1234,56');
    expect(row['IVA 21 %']).toBe('259,26');
    expect(row.Total).toBe('1493,82');
    expect(row.Régimen).toBe('General');
    const premium = rows.filter((candidate) => candidate.Cliente?.includes('HYPERLINK'))[1]!;
    expect(premium).toMatchObject({ 'Base 21 %': '123,46', 'IVA 21 %': '25,93', Total: '149,39' });
    expect(row.Fecha).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);

    const paymentsCsv = await clerk.get(`/api/admin/accounting/payments.csv?from=${today}&to=${today}`);
    const paymentRows = parse(paymentsCsv.body, { delimiter: ';', bom: true, columns: true }) as Record<
      string,
      string
    >[];
    const mine = paymentRows.filter((candidate) => candidate.Referencia === settlement.reference);
    expect(mine.map((candidate) => candidate.Importe)).toEqual(['500,00', '-25,50']);
    expect(mine[0]!.Nota).toBe("'+34 600 000 000");

    // The auction's results export follows the same rules.
    const results = await clerk.get(`/api/admin/auctions/${auction.id}/results.csv`);
    expect(results.headers['content-type']).toBe('text/csv; charset=utf-8');
    const resultRows = parse(results.body, { delimiter: ';', bom: true, columns: true }) as Record<
      string,
      string
    >[];
    expect(resultRows[0]).toMatchObject({
      Adjudicatario: '\'=HYPERLINK("http://x.example","pulsa")',
      Remate: '1234,56',
      Total: '1643,21',
    });
  });

  it('refuses a backwards range in Spanish, naming the field, and is for admins only', async () => {
    const response = await clerk.get('/api/admin/accounting/invoices.csv?from=2026-12-01&to=2026-11-01');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields.to).toMatch(/anterior/);
    const user = await createUser(ctx.db, { passwordHash });
    const client = createClient(ctx.app);
    await client.login(user.email, 'clave-del-contable');
    expect(
      (await client.get(`/api/admin/accounting/payments.csv?from=${today}&to=${today}`)).statusCode,
    ).toBe(403);
  });
});

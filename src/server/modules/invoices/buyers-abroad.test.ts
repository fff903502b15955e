import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { madridDay } from '@/common/madrid-time.ts';
import { lineTaxTreatment } from '@/common/tax-treatment.ts';
import { countries, invoices, payments, subscriptions } from '@/server/db/schema/index.ts';
import { hashPassword } from '@/server/lib/password.ts';
import { aeatSchemaErrors } from '../../../../test/aeat-xsd.ts';
import { createTestApp, type TTestContext } from '../../../../test/app.ts';
import { createAuction, createSoldLot, createUser, spanishCif } from '../../../../test/factories.ts';
import { createAdminClient, createClient } from '../../../../test/http.ts';
import { startViesStandIn } from '../../../../test/vies-stand-in.ts';
import { clearVatCache } from '../vat/vat.service.ts';
import { invoiceDefinition } from './invoice-pdf.ts';
import { recordXml, registrationTree } from './verifactu/record-xml.ts';

/** Buyers abroad (docs/after-the-hammer.md, "Buyers abroad"): intra-EU businesses and exports. */
let ctx: TTestContext;
let vies: Awaited<ReturnType<typeof startViesStandIn>>;
let clerk: ReturnType<typeof createClient>;
let passwordHash: string;
const password = 'clave-del-comprador';
const system = { producerName: 'Lonja', producerNif: 'B12345674', version: '1', installation: 'test' };

beforeAll(async () => {
  vies = await startViesStandIn({ FR40303265045: 'SOCIETE EXEMPLE' });
  ctx = await createTestApp({
    VIES_URL: vies.url,
    VIES_TIMEOUT_MS: '1000',
    OUTBOUND_ALLOWED_HOSTS: vies.host,
  });
  clerk = await createAdminClient(ctx);
  passwordHash = await hashPassword(password);
});
afterAll(async () => {
  await ctx.close();
  await vies.close();
});
beforeEach(() => {
  clearVatCache();
  vies.calls.length = 0;
});

const countryId = async (iso2: string) =>
  (await ctx.db.select().from(countries).where(eq(countries.iso2, iso2)))[0]!.id;

let issuers = 0;
const auctionOf = () =>
  createAuction(ctx.db, {
    commissionPercent: 10,
    goodsVatPercent: 21,
    invoiceData: {
      issuerName: 'Administración concursal de Talleres Turia, S.L.',
      issuerVatId: spanishCif(700 + ++issuers),
      issuerAddress: 'Calle de Colón 1, 46004 Valencia',
      invoiceSeries: 'TT',
    },
  });

/** A company abroad that subscribes through the API, as a bidder does. */
const companyAbroad = async (auctionId: number, profile: Record<string, unknown>) => {
  const user = await createUser(ctx.db, { passwordHash });
  const client = createClient(ctx.app);
  await client.login(user.email, password);
  const subscribed = await client.post(`/api/frontend/auth/auctions/${auctionId}/subscribe`, {
    user: {
      firstname: 'Claire',
      lastname: 'Dubois',
      phone1: '+33 1 42 68 53 00',
      isCompany: true,
      companyName: 'Société Exemple SARL',
      address: '1 rue de l’Exemple',
      city: 'Paris',
      postalCode: '75001',
      ...profile,
    },
  });
  expect(subscribed.statusCode).toBe(200);
  return { user, client, subscription: subscribed.json().data.subscription };
};

const invoicesOf = (settlementId: number) =>
  ctx.db.select().from(invoices).where(eq(invoices.settlementId, settlementId)).orderBy(invoices.id);

/** Every string the invoice's PDF prints. */
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
  return texts.join('\n');
};

const xmlOf = (invoice: typeof invoices.$inferSelect) =>
  recordXml('sf:RegistroAlta', registrationTree({ invoice, previous: null, rectified: null, system }));

describe('an EU business buyer with a VIES-valid VAT number', () => {
  it('is checked in VIES at subscription with the house as requester, and the consultation number is kept and shown to the clerk', async () => {
    const auction = await auctionOf();
    const { subscription } = await companyAbroad(auction.id, {
      vatIdType: 'eu-vat',
      vatId: 'FR 40303265045',
      countryId: await countryId('FR'),
    });
    expect(vies.calls).toEqual([
      {
        countryCode: 'FR',
        vatNumber: '40303265045',
        requesterMemberStateCode: 'ES',
        requesterNumber: 'B12345674',
      },
    ]);
    expect(subscription.vies).toMatchObject({
      vatNumber: 'FR40303265045',
      valid: true,
      consultationNumber: expect.stringMatching(/^WAPI/),
      name: 'SOCIETE EXEMPLE',
    });
    const listed = await clerk.get(
      `/api/admin/subscriptions?filter=${encodeURIComponent(JSON.stringify({ auctionId: auction.id }))}`,
    );
    expect(listed.json().data.subscriptions[0].vies.consultationNumber).toBe(
      subscription.vies.consultationNumber,
    );
  });

  it('is invoiced the goods exempt (art. 25, E5) and the premium not subject (art. 69, N2, reverse charge); REBU lots stay REBU', async () => {
    const auction = await auctionOf();
    const { user, client } = await companyAbroad(auction.id, {
      vatIdType: 'eu-vat',
      vatId: 'FR40303265045',
      countryId: await countryId('FR'),
    });
    const { settlement } = await createSoldLot(ctx.db, auction, user, 100_000, {
      invoiceDescription: 'Torno',
    });
    await createSoldLot(ctx.db, auction, user, 20_000, {
      order: 2,
      invoiceDescription: 'Reloj antiguo',
      taxTreatment: 'rebu',
      purchasePrice: 10_000,
    });
    await ctx.app.jobs.drain();
    const [goods, premium] = await invoicesOf(settlement.id);
    expect(goods).toMatchObject({
      recipient: { nif: 'FR40303265045', idType: 'eu-vat', country: 'FR' },
      taxTotal: 0,
      total: 120_000,
    });
    expect(goods!.taxBreakdown).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ treatment: 'exempt', provision: '25', base: 100_000, vat: 0 }),
        expect.objectContaining({ treatment: 'rebu', base: 20_000, vat: 0 }),
      ]),
    );
    expect(premium).toMatchObject({
      taxTotal: 0,
      total: 12_000,
      taxBreakdown: [
        { vatPercent: null, treatment: 'not-subject', provision: '69-eu', base: 12_000, vat: 0 },
      ],
    });
    expect(lineTaxTreatment(premium!.lines[0]!)).toMatchObject({ regimeKey: '01', qualification: 'N2' });
    // The invoices say why, print the buyer's VAT number, and the AEAT's schema accepts their records.
    expect(pdfText(goods!)).toContain('Entrega intracomunitaria exenta de IVA (art. 25.Uno Ley 37/1992');
    expect(pdfText(goods!)).toContain('FR40303265045');
    expect(pdfText(premium!)).toContain('Inversión del sujeto pasivo');
    const goodsXml = xmlOf(goods!);
    expect(await aeatSchemaErrors(goodsXml, 'SuministroInformacion.xsd')).toEqual([]);
    expect(goodsXml).toContain(
      '<sf:ClaveRegimen>01</sf:ClaveRegimen><sf:OperacionExenta>E5</sf:OperacionExenta>',
    );
    expect(goodsXml).toContain('<sf:ClaveRegimen>03</sf:ClaveRegimen>');
    const premiumXml = xmlOf(premium!);
    expect(await aeatSchemaErrors(premiumXml, 'SuministroInformacion.xsd')).toEqual([]);
    expect(premiumXml).toContain('<sf:CalificacionOperacion>N2</sf:CalificacionOperacion>');
    // The accountant's export names each treatment with its provision.
    const today = madridDay();
    const csv = await clerk.get(`/api/admin/accounting/invoices.csv?from=${today}&to=${today}`);
    const rows = parse(csv.body, { delimiter: ';', bom: true, columns: true }) as Record<string, string>[];
    expect(rows.find((row) => row.Número === goods!.fullNumber)?.Régimen).toBe(
      'Exenta art. 25.Uno Ley 37/1992; REBU',
    );
    expect(rows.find((row) => row.Número === premium!.fullNumber)?.Régimen).toBe(
      'No sujeta art. 69.Uno.1º Ley 37/1992',
    );
    // The settlement owes what the invoices add up to.
    const view = (await client.get(`/api/frontend/auth/settlements/${settlement.id}`)).json().data.settlement;
    expect(view.totals).toMatchObject({ vat: 0, total: 132_000 });
    const admin = (await clerk.get(`/api/admin/auctions/${auction.id}/settlements`)).json().data.settlements;
    expect(admin[0].taxRegime).toBe('intra-eu-business');
    // The clerk records the transport proof; a DUA is refused for an EU buyer, naming the field.
    const dua = await clerk.post(`/api/admin/settlements/${settlement.id}/border-proof`, {
      kind: 'customs',
      document: '26ES00461110000123',
      date: '2026-01-10',
    });
    expect(dua.statusCode).toBe(422);
    expect(dua.json().error.fields.kind).toContain('fuera de la Unión Europea');
    const cmr = await clerk.post(`/api/admin/settlements/${settlement.id}/border-proof`, {
      kind: 'transport',
      document: 'CMR 4471',
      date: '2026-01-10',
    });
    expect(cmr.statusCode).toBe(200);
    expect(cmr.json().data.settlement.borderProof).toMatchObject({ kind: 'transport', document: 'CMR 4471' });
    expect(await invoicesOf(settlement.id)).toHaveLength(2);
  }, 60_000); // Two sold lots, four invoices, the XSD twice: slow on a busy machine.

  it('pays Spanish IVA when VIES does not know the number', async () => {
    const auction = await auctionOf();
    const unknown = await companyAbroad(auction.id, {
      vatIdType: 'eu-vat',
      vatId: 'FR00000000000',
      countryId: await countryId('FR'),
    });
    expect(unknown.subscription.vies).toMatchObject({ valid: false, consultationNumber: expect.any(String) });
    const { settlement } = await createSoldLot(ctx.db, auction, unknown.user, 100_000);
    await ctx.app.jobs.drain();
    const [goods, premium] = await invoicesOf(settlement.id);
    expect(goods).toMatchObject({ taxTotal: 21_000 });
    expect(premium).toMatchObject({ taxTotal: 2_100 });
  });
});

describe('VIES not answering at subscription', () => {
  it('keeps that it did not answer; the clerk checks again before the sale is invoiced, and the invoice relies on the new answer', async () => {
    const auction = await auctionOf();
    vies.state.down = true;
    const { user, subscription } = await companyAbroad(auction.id, {
      vatIdType: 'eu-vat',
      vatId: 'FR40303265045',
      countryId: await countryId('FR'),
    });
    vies.state.down = false;
    expect(subscription.vies).toMatchObject({ valid: null, consultationNumber: null });
    const rechecked = await clerk.post(`/api/admin/subscriptions/${subscription.id}/vies`);
    expect(rechecked.statusCode).toBe(200);
    expect(rechecked.json().data.subscription.vies).toMatchObject({
      valid: true,
      consultationNumber: expect.stringMatching(/^WAPI/),
    });
    const { settlement } = await createSoldLot(ctx.db, auction, user, 100_000);
    await ctx.app.jobs.drain();
    const [goods, premium] = await invoicesOf(settlement.id);
    expect([goods!.taxTotal, premium!.taxTotal]).toEqual([0, 0]);
  });
});

describe('a buyer outside the EU (export)', () => {
  it('is invoiced with IVA held until the clerk records the DUA, then a rectificativa (R4) and an exempt invoice (art. 21, E2) leave the IVA to refund', async () => {
    const auction = await auctionOf();
    const { user, client } = await companyAbroad(auction.id, {
      vatIdType: 'passport',
      vatId: 'CHE123456789',
      countryId: await countryId('CH'),
      city: 'Genève',
      postalCode: '1201',
      phone1: '+41 22 123 45 67',
    });
    const { settlement } = await createSoldLot(ctx.db, auction, user, 100_000, {
      invoiceDescription: 'Torno',
    });
    await ctx.app.jobs.drain();
    const [goods, premium] = await invoicesOf(settlement.id);
    expect(goods).toMatchObject({ taxTotal: 21_000, total: 121_000 });
    // The premium, a service to a business established outside the EU, is not subject (art. 69).
    expect(premium).toMatchObject({
      taxTotal: 0,
      taxBreakdown: [{ treatment: 'not-subject', provision: '69' }],
    });
    await ctx.db
      .insert(payments)
      .values({ settlementId: settlement.id, amount: 131_000, method: 'transfer' });
    const refused = await clerk.post(`/api/admin/settlements/${settlement.id}/border-proof`, {
      kind: 'customs',
      document: '',
      date: '2026-13-01',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields).toMatchObject({
      document: expect.stringContaining('número del documento'),
      date: expect.stringContaining('fecha del documento'),
    });
    const recorded = await clerk.post(`/api/admin/settlements/${settlement.id}/border-proof`, {
      kind: 'customs',
      document: '26ES00461110000123',
      date: '2026-01-10',
    });
    expect(recorded.statusCode).toBe(200);
    const after = await invoicesOf(settlement.id);
    expect(after.map((invoice) => invoice.kind)).toEqual(['F1', 'F1', 'R4', 'F1']);
    const [, , rectification, exempt] = after;
    expect(rectification).toMatchObject({ rectifiedInvoiceId: goods!.id, taxTotal: -21_000 });
    expect(rectification!.rectificationReason).toContain('26ES00461110000123');
    expect(exempt).toMatchObject({
      taxTotal: 0,
      total: 100_000,
      taxBreakdown: [{ treatment: 'exempt', provision: '21', base: 100_000 }],
    });
    const xml = xmlOf(exempt!);
    expect(await aeatSchemaErrors(xml, 'SuministroInformacion.xsd')).toEqual([]);
    expect(xml).toContain('<sf:ClaveRegimen>02</sf:ClaveRegimen><sf:OperacionExenta>E2</sf:OperacionExenta>');
    expect(pdfText(exempt!)).toContain('Exportación exenta de IVA (art. 21.1º Ley 37/1992)');
    // What was paid beyond the new total (the IVA released) is owed back: the ordinary refund.
    const view = (await client.get(`/api/frontend/auth/settlements/${settlement.id}`)).json().data.settlement;
    expect(view.totals).toMatchObject({ total: 110_000, balance: -21_000 });
    expect(view.borderProof).toMatchObject({
      kind: 'customs',
      document: '26ES00461110000123',
      date: '2026-01-10',
    });
    const again = await clerk.post(`/api/admin/settlements/${settlement.id}/border-proof`, {
      kind: 'customs',
      document: '26ES00461110000123',
      date: '2026-01-10',
    });
    expect(again.statusCode).toBe(409);
  }, 60_000); // A sale, its invoices, a rectification and a re-issue: slow on a busy machine.
});

it('keeps nothing for a buyer without an EU VAT number', async () => {
  const auction = await auctionOf();
  const user = await createUser(ctx.db, { passwordHash });
  const client = createClient(ctx.app);
  await client.login(user.email, password);
  await client.post(`/api/frontend/auth/auctions/${auction.id}/subscribe`, {
    user: {
      firstname: 'Lucía',
      lastname: 'Martí',
      phone1: '+34 611 222 333',
      isCompany: false,
      vatIdType: 'nif',
      vatId: '12345678Z',
      address: 'Calle Mayor 3',
      city: 'Valencia',
      postalCode: '46001',
      countryId: 73,
      provinceId: 46,
    },
  });
  const [row] = await ctx.db.select().from(subscriptions).where(eq(subscriptions.auctionId, auction.id));
  expect(row).toMatchObject({ viesVatNumber: null, viesConsultation: null });
  expect(vies.calls).toEqual([]);
});

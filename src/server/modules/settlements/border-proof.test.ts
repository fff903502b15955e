import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { borderProofDeadline } from '@/common/border-proof-deadline.ts';
import { formatCents, formatDate } from '@/common/format.ts';
import { madridDay } from '@/common/madrid-time.ts';
import { auditLog, countries, invoices, jobs } from '@/server/db/schema/index.ts';
import { hashPassword } from '@/server/lib/password.ts';
import { createTestApp, type TTestContext } from '../../../../test/app.ts';
import { createAuction, createSoldLot, createUser, spanishCif } from '../../../../test/factories.ts';
import { createAdminClient, createClient } from '../../../../test/http.ts';
import { startViesStandIn } from '../../../../test/vies-stand-in.ts';
import { issuePendingInvoices } from '../invoices/invoice-issuing.service.ts';
import { alertOverdueBorderProofs } from './border-proof-overdue.ts';

/**
 * The proof that a buyer's goods left Spain beyond its number (docs/after-the-hammer.md, "Buyers abroad"):
 * the scan kept privately, and the IVA charged when an intra-EU transport proof never comes.
 */
let ctx: TTestContext;
let vies: Awaited<ReturnType<typeof startViesStandIn>>;
let clerk: ReturnType<typeof createClient>;
const password = 'clave-del-personal';
let passwordHash: string;

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

let issuers = 0;
/** An auction won by a French company VIES knows: an intra-EU supply. */
const intraEuSale = async () => {
  const auction = await createAuction(ctx.db, {
    commissionPercent: 10,
    goodsVatPercent: 21,
    invoiceData: {
      issuerName: 'Administración concursal de Talleres Turia, S.L.',
      issuerVatId: spanishCif(800 + ++issuers),
      issuerAddress: 'Calle de Colón 1, 46004 Valencia',
      invoiceSeries: 'TT',
    },
  });
  const [france] = await ctx.db.select().from(countries).where(eq(countries.iso2, 'FR'));
  const user = await createUser(ctx.db, { passwordHash });
  const buyer = createClient(ctx.app);
  await buyer.login(user.email, password);
  const subscribed = await buyer.post(`/api/frontend/auth/auctions/${auction.id}/subscribe`, {
    user: {
      firstname: 'Claire',
      lastname: 'Dubois',
      phone1: '+33 1 42 68 53 00',
      isCompany: true,
      companyName: 'Société Exemple SARL',
      vatIdType: 'eu-vat',
      vatId: 'FR40303265045',
      countryId: france!.id,
      address: '1 rue de l’Exemple',
      city: 'Paris',
      postalCode: '75001',
    },
  });
  expect(subscribed.statusCode).toBe(200);
  const { settlement } = await createSoldLot(ctx.db, auction, user, 100_000, { invoiceDescription: 'Torno' });
  return { auction, user, buyer, settlement };
};

const staffClient = async (roles: ('contabilidad' | 'consulta' | 'almacen')[]) => {
  const user = await createUser(ctx.db, { passwordHash, roles });
  const client = createClient(ctx.app);
  await client.login(user.email, password);
  return client;
};

/** A multipart upload as the browser's form sends it. */
const upload = (
  client: ReturnType<typeof createClient>,
  url: string,
  file: { name: string; type: string; data: Buffer },
) => {
  const boundary = '----lonja-proof-boundary';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`;
  return client.request({
    method: 'POST',
    url,
    rawBody: Buffer.concat([Buffer.from(head), file.data, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
};

const mailsTo = async (email: string) =>
  (
    await ctx.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, 'mail'), sql`${jobs.payload}->>'to' = ${email}`))
  ).map((job) => job.payload as { subject: string; text: string });

describe('the scanned proof', () => {
  it('is kept in private storage, listed on the settlement and downloaded by contabilidad alone', async () => {
    const { auction, settlement } = await intraEuSale();
    await ctx.app.jobs.drain();
    const cmr = Buffer.from('%PDF-1.4 CMR firmado a la llegada, Paris');
    const url = `/api/admin/settlements/${settlement.id}/border-proof/files`;
    const uploaded = await upload(clerk, url, { name: 'CMR 4471.pdf', type: 'application/pdf', data: cmr });
    expect(uploaded.statusCode).toBe(201);
    const { file } = uploaded.json().data;
    expect(file).toMatchObject({ name: 'CMR 4471.pdf', mimeType: 'application/pdf', size: cmr.length });

    const listed = (await clerk.get(`/api/admin/auctions/${auction.id}/settlements`)).json().data.settlements;
    expect(listed[0].borderProofFiles).toEqual([
      expect.objectContaining({ id: file.id, name: 'CMR 4471.pdf' }),
    ]);

    const download = `${url}/${file.id}`;
    const got = await clerk.get(download);
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-type']).toBe('application/pdf');
    expect(got.headers['cache-control']).toBe('private, no-store');
    expect(got.rawPayload.equals(cmr)).toBe(true);
    for (const roles of [['contabilidad'], ['consulta'], ['almacen']] as const) {
      const status = (await (await staffClient([...roles])).get(download)).statusCode;
      expect([roles[0], status]).toEqual([roles[0], roles[0] === 'contabilidad' ? 200 : 403]);
    }
    expect((await createClient(ctx.app).get(download)).statusCode).toBe(401);

    // On disk under private/, never at a /media/ address.
    const [folder] = await readdir(join(ctx.uploadsDir, 'private'));
    const [name] = await readdir(join(ctx.uploadsDir, 'private', folder!));
    expect(name).toBe('CMR-4471.pdf');
    for (const path of [
      `/media/private/${folder}/${name}`,
      `/media/private%2F${folder}/${name}`,
      `/media//private/${folder}/${name}`,
      `/media/./private/${folder}/${name}`,
      `/media/images/../private/${folder}/${name}`,
      `/media/%70rivate/${folder}/${name}`,
    ])
      expect((await ctx.app.inject({ method: 'GET', url: path })).statusCode).toBe(404);
    const [audit] = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'settlement'), eq(auditLog.action, 'border-proof-file')));
    expect(audit).toMatchObject({ entityId: String(settlement.id) });
  });

  it('is refused, naming the file, when it is not a PDF or an image, or its bytes are not what it says', async () => {
    const { settlement } = await intraEuSale();
    const url = `/api/admin/settlements/${settlement.id}/border-proof/files`;
    const fake = await upload(clerk, url, {
      name: 'dua.pdf',
      type: 'application/pdf',
      data: Buffer.from('<html>'),
    });
    expect(fake.statusCode).toBe(400);
    expect(fake.json().error.fields.file).toContain('PDF válido');
    const html = await upload(clerk, url, {
      name: 'dua.html',
      type: 'text/html',
      data: Buffer.from('<html>'),
    });
    expect(html.json().error.fields.file).toContain('PDF o una imagen');
    const png = Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.from('scan')]);
    expect((await upload(clerk, url, { name: 'foto', type: 'image/png', data: png })).statusCode).toBe(201);
  });
});

describe('a transport proof that never arrives', () => {
  it('is listed after three months, told to contabilidad once, and the clerk charges the IVA by rectifying the exempt invoice', async () => {
    const { settlement, user } = await intraEuSale();
    const accountant = await createUser(ctx.db, { passwordHash, roles: ['contabilidad'] });
    // Invoiced four months ago: past the deadline today.
    const invoicedOn = new Date(Date.now() - 122 * 86_400_000);
    await issuePendingInvoices({ db: ctx.db, settlementId: settlement.id, issuedBy: null, now: invoicedOn });
    const [goods] = await ctx.db.select().from(invoices).where(eq(invoices.settlementId, settlement.id));
    expect(goods).toMatchObject({ taxTotal: 0, total: 100_000 });
    const deadline = borderProofDeadline(madridDay(invoicedOn));

    const overdue = (await clerk.get('/api/admin/settlements/border-proofs/overdue')).json().data.overdue;
    expect(overdue).toContainEqual(
      expect.objectContaining({ settlementId: settlement.id, deadline, buyerName: 'Société Exemple SARL' }),
    );
    const view = (await clerk.get(`/api/admin/settlements/${settlement.id}`)).json().data.settlement;
    expect(view.borderProofDeadline).toBe(deadline);

    expect(
      await alertOverdueBorderProofs({ db: ctx.db, site: { siteName: 'Lonja', publicUrl: 'http://x' } }),
    ).toBeGreaterThan(0);
    expect(
      await alertOverdueBorderProofs({ db: ctx.db, site: { siteName: 'Lonja', publicUrl: 'http://x' } }),
    ).toBe(0);
    const [alert] = await mailsTo(accountant.email);
    expect(alert!.subject).toContain('Pruebas de transporte intracomunitario vencidas');
    expect(alert!.text).toContain(settlement.reference);

    const lapsed = await clerk.post(`/api/admin/settlements/${settlement.id}/border-proof/lapse`);
    expect(lapsed.statusCode).toBe(200);
    const after = await ctx.db
      .select()
      .from(invoices)
      .where(eq(invoices.settlementId, settlement.id))
      .orderBy(invoices.id);
    const rectification = after.find((invoice) => invoice.rectifiedInvoiceId === goods!.id);
    expect(rectification).toMatchObject({ kind: 'R4', taxTotal: 0, total: -100_000 });
    expect(rectification!.rectificationReason).toContain('art. 25 Ley 37/1992');
    const reissued = after.at(-1)!;
    expect(reissued).toMatchObject({ kind: 'F1', taxTotal: 21_000, total: 121_000 });
    // The premium stays not subject: only the goods lose the exemption.
    const settled = lapsed.json().data.settlement;
    expect(settled.borderExemptionLapsedOn).not.toBeNull();
    expect(settled.borderProofDeadline).toBeNull();
    expect(settled.totals).toMatchObject({ vat: 21_000, total: 131_000 });
    const [charged] = await mailsTo(user.email).then((mails) =>
      mails.filter((mail) => mail.subject.includes('lleva IVA')),
    );
    expect(charged!.text).toContain(formatCents(31_000));
    expect(charged!.text).toContain(reissued.fullNumber);
    expect(
      (await clerk.get('/api/admin/settlements/border-proofs/overdue')).json().data.overdue,
    ).not.toContainEqual(expect.objectContaining({ settlementId: settlement.id }));
    const [audit] = await ctx.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'border-exemption-lapse'), eq(auditLog.entityId, String(settlement.id))),
      );
    expect(audit).toBeDefined();
    const again = await clerk.post(`/api/admin/settlements/${settlement.id}/border-proof/lapse`);
    expect(again.statusCode).toBe(409);
  }, 60_000);

  it('is refused before the deadline, and once the proof is recorded', async () => {
    const { settlement } = await intraEuSale();
    await ctx.app.jobs.drain();
    const early = await clerk.post(`/api/admin/settlements/${settlement.id}/border-proof/lapse`);
    expect(early.statusCode).toBe(422);
    expect(early.json().error.message).toContain('no ha vencido');
    await clerk.post(`/api/admin/settlements/${settlement.id}/border-proof`, {
      kind: 'transport',
      document: 'CMR 4472',
      date: madridDay(),
    });
    const proven = await clerk.post(`/api/admin/settlements/${settlement.id}/border-proof/lapse`);
    expect(proven.json().error.message).toContain('sigue exenta');
  }, 60_000);
});

describe('an export whose goods left late', () => {
  it('keeps the IVA when the customs proof dates the exit after the three months', async () => {
    const auction = await createAuction(ctx.db, {
      commissionPercent: 10,
      goodsVatPercent: 21,
      invoiceData: {
        issuerName: 'Talleres Turia, S.L.',
        issuerVatId: spanishCif(900),
        issuerAddress: 'Calle de Colón 1, 46004 Valencia',
        invoiceSeries: 'TT',
      },
    });
    const [switzerland] = await ctx.db.select().from(countries).where(eq(countries.iso2, 'CH'));
    const user = await createUser(ctx.db, {
      passwordHash,
      isCompany: true,
      companyName: 'Machines Favre SA',
      vatIdType: 'passport',
      vatId: 'CHE123456789',
      countryId: switzerland!.id,
    });
    const { settlement } = await createSoldLot(ctx.db, auction, user, 100_000);
    const invoicedOn = new Date(Date.now() - 122 * 86_400_000);
    await issuePendingInvoices({ db: ctx.db, settlementId: settlement.id, now: invoicedOn });
    const deadline = borderProofDeadline(madridDay(invoicedOn));
    const late = await clerk.post(`/api/admin/settlements/${settlement.id}/border-proof`, {
      kind: 'customs',
      document: '26ES00461110000999',
      date: madridDay(),
    });
    expect(late.statusCode).toBe(422);
    expect(late.json().error.fields.date).toContain(formatDate(deadline));
    const inTime = await clerk.post(`/api/admin/settlements/${settlement.id}/border-proof`, {
      kind: 'customs',
      document: '26ES00461110000999',
      date: deadline,
    });
    expect(inTime.statusCode).toBe(200);
    expect(inTime.json().data.settlement.totals.vat).toBe(0);
  }, 60_000);
});

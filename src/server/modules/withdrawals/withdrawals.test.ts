import { eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { depositRefundDeadline } from '@/common/working-days.ts';
import { jobs, payments, settlementLines, subscriptions, users } from '@/server/db/schema/index.ts';
import { hashPassword } from '@/server/lib/password.ts';
import { createTestApp, type TTestContext } from '../../../../test/app.ts';
import {
  createAuction,
  createSoldLot,
  createSubscription,
  createUser,
  spanishCif,
} from '../../../../test/factories.ts';
import { createClient } from '../../../../test/http.ts';
import { startViesStandIn } from '../../../../test/vies-stand-in.ts';
import { moveDeposit } from '../deposits/deposit-moves.ts';
import { alertOverdueDepositRefunds } from '../deposits/deposit-refund-alerts.ts';
import { issuePendingInvoices } from '../invoices/invoice-issuing.service.ts';
import { clearVatCache } from '../vat/vat.service.ts';

/** Consumers' rights (docs/after-the-hammer.md): who may buy, withdrawal, deposit refund deadline. */
let ctx: TTestContext;
let vies: Awaited<ReturnType<typeof startViesStandIn>>;
let passwordHash: string;
let clerk: ReturnType<typeof createClient>;
const password = 'clave-del-comprador';
const day = 86_400_000;
const site = { siteName: 'Lonja', publicUrl: 'http://localhost' };

beforeAll(async () => {
  // The EU VIES REST API's local stand-in (test/vies-stand-in.ts): only FR40303265045 is registered.
  vies = await startViesStandIn({ FR40303265045: 'SOCIETE EXEMPLE' });
  ctx = await createTestApp({
    VIES_URL: vies.url,
    VIES_TIMEOUT_MS: '1000',
    OUTBOUND_ALLOWED_HOSTS: vies.host,
  });
  passwordHash = await hashPassword(password);
  const admin = await createUser(ctx.db, {
    passwordHash,
    isAdmin: true,
    roles: ['administracion', 'contabilidad', 'subastas'],
  });
  clerk = createClient(ctx.app);
  await clerk.login(admin.email, password);
});
afterAll(async () => {
  await ctx.close();
  await vies.close();
});

const loggedIn = async (overrides: Parameters<typeof createUser>[1] = {}) => {
  const user = await createUser(ctx.db, {
    passwordHash,
    vatId: '12345678Z',
    address: 'Calle Mayor 3',
    city: 'Valencia',
    ...overrides,
  });
  const client = createClient(ctx.app);
  await client.login(user.email, password);
  return { user, client };
};

const mailsTo = async (email: string, subject: RegExp) =>
  (await ctx.db.select().from(jobs).where(eq(jobs.kind, 'mail'))).filter(
    (job) =>
      (job.payload as { to: string }).to === email &&
      subject.test((job.payload as { subject: string }).subject),
  );

const consumer = {
  firstname: 'Lucía',
  lastname: 'Martí Pons',
  phone1: '+34 611 222 333',
  isCompany: false,
  vatIdType: 'nif',
  vatId: '12345678Z',
  address: 'Calle Mayor 3',
  city: 'Valencia',
  postalCode: '46001',
  countryId: 73,
  provinceId: 46,
};
const company = {
  ...consumer,
  isCompany: true,
  companyName: 'Desguaces Peris, S.L.',
  vatIdType: 'cif',
  vatId: 'B12345674',
};

describe('who may buy', () => {
  it('is stated by the auction: the admin sets it, the public auction and lot answers carry it', async () => {
    const auction = await createAuction(ctx.db);
    const read = (await clerk.get(`/api/admin/auctions/${auction.id}`)).json().data.auction;
    expect(read).toMatchObject({ buyers: 'all', withdrawalExcluded: false, depositRefundDays: 3 });
    const input = {
      title: read.title,
      commissionPercent: read.commissionPercent,
      startDate: read.startDate,
      endDate: read.endDate,
      buyers: 'professionals',
      depositRefundDays: 5,
    };
    const saved = await clerk.put(`/api/admin/auctions/${auction.id}`, { auction: input });
    expect(saved.statusCode).toBe(200);
    const publicAuction = (await createClient(ctx.app).get(`/api/frontend/auctions/${auction.id}`)).json()
      .data.auction;
    expect(publicAuction).toMatchObject({ buyers: 'professionals', depositRefundDays: 5 });
    const excludedWithoutReason = await clerk.put(`/api/admin/auctions/${auction.id}`, {
      auction: { ...input, withdrawalExcluded: true },
    });
    expect(excludedWithoutReason.statusCode).toBe(400);
    expect(excludedWithoutReason.body).toContain(
      'Indica por qué estos bienes no tienen derecho de desistimiento',
    );
  });

  it('professionals only: a consumer or a company without a VIES-known VAT id is refused, naming what is missing', async () => {
    clearVatCache();
    const auction = await createAuction(ctx.db, { buyers: 'professionals' });
    const { client } = await loggedIn();
    const subscribe = (user: Record<string, unknown>) =>
      client.post(`/api/frontend/auth/auctions/${auction.id}/subscribe`, { user });
    const asConsumer = await subscribe(consumer);
    expect(asConsumer.statusCode).toBe(422);
    expect(asConsumer.json().error.message).toBe(
      'Esta subasta es solo para profesionales: marca que compras como empresa e indica su razón social y su NIF-IVA.',
    );
    const passport = await subscribe({ ...company, vatIdType: 'passport', vatId: 'AB123456' });
    expect(passport.statusCode).toBe(422);
    expect(passport.json().error.message).toContain('falta el NIF o NIF-IVA de la empresa');
    const unknownEu = await subscribe({ ...company, vatIdType: 'eu-vat', vatId: 'FR00000000000' });
    expect(unknownEu.statusCode).toBe(422);
    expect(unknownEu.json().error.message).toBe(
      'Esta subasta es solo para profesionales: el NIF-IVA FR00000000000 no figura en el censo VIES de la UE.',
    );
    const knownEu = await subscribe({ ...company, vatIdType: 'eu-vat', vatId: 'FR40303265045' });
    expect(knownEu.statusCode).toBe(200);
    const open = await createAuction(ctx.db);
    const consumerElsewhere = await client.post(`/api/frontend/auth/auctions/${open.id}/subscribe`, {
      user: consumer,
    });
    expect(consumerElsewhere.statusCode).toBe(200);
  });
});

let issuerCount = 0;
/** An auction Lonja invoices, with a consumer who won two lots (100 € each), paid, and collected one. */
const wonAndCollected = async (
  auctionOverrides: Parameters<typeof createAuction>[1] = {},
  userOverrides: Parameters<typeof createUser>[1] = {},
  collectedDaysAgo = 2,
) => {
  const auction = await createAuction(ctx.db, {
    commissionPercent: 10,
    goodsVatPercent: 21,
    invoiceData: {
      issuerName: 'Administración concursal de Talleres Turia, S.L.',
      issuerVatId: spanishCif(++issuerCount),
      issuerAddress: 'Calle de Colón 1, 46004 Valencia',
      invoiceSeries: 'DS',
    },
    ...auctionOverrides,
  });
  const buyer = await loggedIn(userOverrides);
  const first = await createSoldLot(ctx.db, auction, buyer.user, 10_000, { order: 1, title: 'Torno' });
  await createSoldLot(ctx.db, auction, buyer.user, 10_000, { order: 2, title: 'Fresadora' });
  const settlementId = first.settlement.id;
  const view = async () =>
    (await buyer.client.get(`/api/frontend/auth/settlements/${settlementId}`)).json().data.settlement;
  await ctx.db
    .insert(payments)
    .values({ settlementId, amount: (await view()).totals.balance, method: 'transfer' });
  await issuePendingInvoices({ db: ctx.db, settlementId });
  // The warehouse handed the first lot over (collections records it).
  await ctx.db
    .update(settlementLines)
    .set({ collectedOn: new Date(Date.now() - collectedDaysAgo * day) })
    .where(eq(settlementLines.lotId, first.lot.id));
  const lines = (await buyer.client.get('/api/frontend/auth/withdrawals')).json().data.lines;
  const line = lines.find((candidate: { lotId: number }) => candidate.lotId === first.lot.id);
  return { auction, ...buyer, settlementId, view, line, lot: first.lot };
};

const declaration = { consumerName: 'Lucía Martí Pons', consumerAddress: 'Calle Mayor 3, 46001 Valencia' };

describe('the right of withdrawal', () => {
  it('a consumer withdraws within 14 days of the hand-over: rectified, refunded through the refund path, relisted', async () => {
    const { client, user, settlementId, view, line, lot } = await wonAndCollected();
    expect(line).toMatchObject({ title: 'Torno', problem: null });
    const lineTotal = line.total;
    const withdrawn = await client.post('/api/frontend/auth/withdrawals', {
      settlementLineId: line.settlementLineId,
      ...declaration,
    });
    expect(withdrawn.statusCode).toBe(201);
    const withdrawal = withdrawn.json().data.withdrawal;
    expect(withdrawal).toMatchObject({ refundAmount: lineTotal, refundedOn: null });
    expect(withdrawal.rectification).toMatch(/^DSR\d{4}/);
    expect(new Date(withdrawal.refundDueOn).getTime() - new Date(withdrawal.declaredOn).getTime()).toBe(
      14 * day,
    );
    // Owed no more: what was paid for it shows as owed back; the other lot is invoiced again alone.
    const after = await view();
    expect(after.totals.balance).toBe(-lineTotal);
    expect(
      after.lines.find((candidate: { lotId: number }) => candidate.lotId === lot.id).withdrawnOn,
    ).not.toBeNull();
    // Both invoices of the two lots, the seller's goods and the house's premium, are rectified, and both
    // issued again for the lot that stays.
    expect(after.invoices.map((invoice: { kind: string }) => invoice.kind)).toEqual([
      'F1',
      'F1',
      'R1',
      'R1',
      'F1',
      'F1',
    ]);
    expect(after.invoices[2].total).toBe(-after.invoices[0].total);
    expect(after.invoices[3].total).toBe(-after.invoices[1].total);
    expect(after.invoices[4].total + after.invoices[5].total).toBe(after.totals.total);
    expect(await mailsTo(user.email, /Hemos recibido tu desistimiento: Torno/)).toHaveLength(1);
    // Twice is refused.
    const again = await client.post('/api/frontend/auth/withdrawals', {
      settlementLineId: line.settlementLineId,
      ...declaration,
    });
    expect(again.statusCode).toBe(422);
    expect(again.json().error.message).toBe('Ya desististe de la compra de este lote.');
    // The filled model form.
    const pdf = await client.get(`/api/frontend/auth/withdrawals/${withdrawal.id}/pdf`);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect((await PDFDocument.load(pdf.rawPayload)).getTitle()).toBe('Formulario de desistimiento');
    // In English for a buyer who reads English, its file named in English too.
    await ctx.db.update(users).set({ language: 'en' }).where(eq(users.id, user.id));
    const english = await client.get(`/api/frontend/auth/withdrawals/${withdrawal.id}/pdf`);
    expect(english.headers['content-disposition']).toContain(`filename="withdrawal-${withdrawal.id}.pdf"`);
    expect((await PDFDocument.load(english.rawPayload)).getTitle()).toBe('Withdrawal form');
    await ctx.db.update(users).set({ language: 'es' }).where(eq(users.id, user.id));
    // Staff see it, then refund it by the settlement's refund (the four-eyes path above the threshold).
    const listed = (await clerk.get('/api/admin/withdrawals')).json().data.withdrawals;
    expect(listed.find((row: { id: number }) => row.id === withdrawal.id)).toMatchObject({
      lotTitle: 'Torno',
      isRefundOverdue: false,
      buyer: { id: user.id },
    });
    const refund = await clerk.post(`/api/admin/settlements/${settlementId}/payments`, {
      amount: -lineTotal,
      method: 'transfer',
      paidOn: '2026-11-20',
      note: 'Desistimiento',
    });
    expect(refund.statusCode).toBe(201);
    const mine = (await client.get('/api/frontend/auth/withdrawals')).json().data.withdrawals;
    expect(mine[0].refundedOn).not.toBeNull();
    expect(await mailsTo(user.email, /Te hemos devuelto/)).toHaveLength(1);
    // The lot is offered again as a draft in an open auction.
    const target = await createAuction(ctx.db);
    const relisted = await clerk.post(`/api/admin/withdrawals/${withdrawal.id}/relist`, {
      auctionId: target.id,
    });
    expect(relisted.statusCode).toBe(201);
    const copy = (await clerk.get(`/api/admin/lots/${relisted.json().data.lotId}`)).json().data.lot;
    expect(copy).toMatchObject({ title: 'Torno', auctionId: target.id, published: false });
    const twice = await clerk.post(`/api/admin/withdrawals/${withdrawal.id}/relist`, {
      auctionId: target.id,
    });
    expect(twice.statusCode).toBe(409);
  });

  it('is refused with the reason: company buyer, professionals only, excluded goods, not handed over, too late', async () => {
    const tryWithdraw = async (setup: Awaited<ReturnType<typeof wonAndCollected>>) => {
      const response = await setup.client.post('/api/frontend/auth/withdrawals', {
        settlementLineId: setup.line.settlementLineId,
        ...declaration,
      });
      expect(response.statusCode).toBe(422);
      expect(setup.line.problem).toBe(response.json().error.message);
      return response.json().error.message;
    };
    expect(
      await tryWithdraw(await wonAndCollected({}, { isCompany: true, companyName: 'Talleres, S.L.' })),
    ).toBe('Compraste como empresa: el derecho de desistimiento es solo de los consumidores.');
    expect(await tryWithdraw(await wonAndCollected({ buyers: 'professionals' }))).toBe(
      'La subasta era solo para profesionales: no hay derecho de desistimiento.',
    );
    expect(
      await tryWithdraw(
        await wonAndCollected({ withdrawalExcluded: true, withdrawalExclusionReason: 'bienes inmuebles' }),
      ),
    ).toBe('Estos bienes no tienen derecho de desistimiento: bienes inmuebles');
    expect(await tryWithdraw(await wonAndCollected({}, {}, 15))).toBe(
      'Han pasado los 14 días desde la entrega: el plazo para desistir ha terminado.',
    );
    const notCollected = await wonAndCollected();
    const other = (await notCollected.client.get('/api/frontend/auth/withdrawals'))
      .json()
      .data.lines.find((candidate: { collectedOn: string | null }) => candidate.collectedOn === null);
    const response = await notCollected.client.post('/api/frontend/auth/withdrawals', {
      settlementLineId: other.settlementLineId,
      ...declaration,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().error.message).toBe(
      'El plazo de 14 días empieza cuando recoges el lote: aún no consta la entrega.',
    );
    // Someone else's line is not found, and the form's fields are checked by name.
    const stranger = await loggedIn();
    const foreign = await stranger.client.post('/api/frontend/auth/withdrawals', {
      settlementLineId: notCollected.line.settlementLineId,
      ...declaration,
    });
    expect(foreign.statusCode).toBe(404);
    const noName = await notCollected.client.post('/api/frontend/auth/withdrawals', {
      settlementLineId: notCollected.line.settlementLineId,
      consumerName: '',
      consumerAddress: 'Calle Mayor 3',
    });
    expect(noName.statusCode).toBe(400);
    expect(noName.body).toContain('Escribe tu nombre y apellidos.');
  });

  it('offers the blank model form as a public PDF', async () => {
    const response = await createClient(ctx.app).get('/api/frontend/withdrawal-form.pdf');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
  });
});

describe('the deposit refund deadline', () => {
  it('counts working days (Monday to Friday) after the close, to the end of the day in Madrid', () => {
    // Closed on Thursday 2026-11-19: 3 working days is Tuesday 24, to 23:59:59.999 Madrid (UTC+1).
    expect(depositRefundDeadline(new Date('2026-11-19T18:00:00Z'), 3).toISOString()).toBe(
      '2026-11-24T22:59:59.999Z',
    );
    // Closed on Friday: Monday, Tuesday, Wednesday.
    expect(depositRefundDeadline(new Date('2026-11-20T18:00:00Z'), 3).toISOString()).toBe(
      '2026-11-25T22:59:59.999Z',
    );
  });

  it('is shown to the non-winner, listed as overdue once passed, and staff are alerted once', async () => {
    const closedOn = new Date(Date.now() - 10 * day);
    const auction = await createAuction(ctx.db, {
      caution: 50_000,
      status: 'closed',
      published: true,
      closedOn,
      endDate: closedOn,
      startDate: new Date(closedOn.getTime() - day),
    });
    const { user, client } = await loggedIn();
    const subscription = await createSubscription(ctx.db, auction, user, {
      status: 'accepted',
      paid: true,
      depositStatus: 'received',
      refundIban: 'ES9121000418450200051332',
    });
    // Owed back, as the settlement step of the finished auction makes it.
    await ctx.db.transaction((tx) =>
      moveDeposit(tx, { subscriptionId: subscription.id, to: 'refund-due', site }),
    );
    const expected = depositRefundDeadline(closedOn, 3);
    const mine = (await client.get('/api/frontend/auth/auctions/subscribed')).json().data.auctions;
    expect(mine.find((row: { id: number }) => row.id === auction.id).depositRefundBy).toBe(
      expected.toISOString(),
    );
    const overdue = (await clerk.get('/api/admin/deposits?overdue=true')).json().data.deposits;
    expect(
      overdue.find((row: { subscriptionId: number }) => row.subscriptionId === subscription.id),
    ).toMatchObject({
      isRefundOverdue: true,
      refundDueOn: expected.toISOString(),
    });
    const contable = await createUser(ctx.db, { passwordHash, roles: ['contabilidad'] });
    expect(await alertOverdueDepositRefunds({ db: ctx.db, site })).toBeGreaterThanOrEqual(1);
    expect(await alertOverdueDepositRefunds({ db: ctx.db, site })).toBe(0);
    const alerts = await mailsTo(contable.email, /Depósitos sin devolver fuera de plazo/);
    expect(alerts).toHaveLength(1);
    expect(JSON.stringify(alerts[0]!.payload)).toContain(auction.title);
    const [row] = await ctx.db.select().from(subscriptions).where(eq(subscriptions.id, subscription.id));
    expect(row!.refundOverdueAlertedOn).not.toBeNull();
  });
});

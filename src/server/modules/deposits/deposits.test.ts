import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, invoices, jobs, subscriptions } from '@/server/db/schema/index.ts';
import { hashPassword } from '@/server/lib/password.ts';
import { createTestApp, type TTestContext } from '../../../../test/app.ts';
import { createAuction, createSoldLot, createSubscription, createUser } from '../../../../test/factories.ts';
import { createClient } from '../../../../test/http.ts';

let ctx: TTestContext;
let passwordHash: string;
let clerk: ReturnType<typeof createClient>;

beforeAll(async () => {
  ctx = await createTestApp();
  passwordHash = await hashPassword('clave-del-pujador');
  const admin = await createUser(ctx.db, { passwordHash, isAdmin: true });
  clerk = createClient(ctx.app);
  await clerk.login(admin.email, 'clave-del-pujador');
});
afterAll(() => ctx.close());

const bidder = async (auction: Awaited<ReturnType<typeof createAuction>>) => {
  const user = await createUser(ctx.db, { passwordHash });
  const subscription = await createSubscription(ctx.db, auction, user, {
    paid: false,
    depositStatus: 'pending',
    refundIban: 'ES7620770024003102575766',
  });
  const client = createClient(ctx.app);
  await client.login(user.email, 'clave-del-pujador');
  return { user, subscription, client };
};

const depositMails = async (email: string) =>
  (await ctx.db.select().from(jobs).where(eq(jobs.kind, 'mail'))).filter(
    (job) =>
      (job.payload as { to: string }).to === email &&
      (job.payload as { subject: string }).subject.startsWith('Tu depósito'),
  );

describe('a deposit from payment to its end', () => {
  it('is received, then applied to the winner and owed back to the others when the auction settles', async () => {
    const auction = await createAuction(ctx.db, {
      caution: 50_000,
      commissionPercent: 10,
      goodsVatPercent: 21,
      externalInvoice: true,
    });
    const winner = await bidder(auction);
    const other = await bidder(auction);
    for (const person of [winner, other]) {
      const response = await clerk.put(`/api/admin/subscriptions/${person.subscription.id}/paid`, {
        paid: true,
      });
      expect(response.json().data.subscription).toMatchObject({ paid: true, depositStatus: 'received' });
    }
    const { settlement } = await createSoldLot(ctx.db, auction, winner.user, 100_000);
    await ctx.app.jobs.drain();

    const view = (await winner.client.get(`/api/frontend/auth/settlements/${settlement.id}`)).json().data
      .settlement;
    expect(view).toMatchObject({
      deposit: { amount: 50_000, status: 'applied' },
      payments: [{ method: 'deposit', amount: 50_000 }],
      totals: { total: 133_100, balance: 83_100 },
    });
    const [otherNow] = await ctx.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.id, other.subscription.id));
    expect(otherNow!.depositStatus).toBe('refund-due');

    const owed = (await clerk.get(`/api/admin/deposits?auctionId=${auction.id}&status=refund-due`)).json()
      .data.deposits;
    expect(owed).toEqual([
      expect.objectContaining({
        subscriptionId: other.subscription.id,
        amount: 50_000,
        refundIban: 'ES76 2077 0024 0031 0257 5766',
      }),
    ]);
    const refunded = await clerk.post(`/api/admin/deposits/${other.subscription.id}/refunded`, {
      note: 'Transferencia del 24/11',
    });
    expect(refunded.json().data.subscription.depositStatus).toBe('refunded');
    // A second click changes nothing (no second e-mail); a deposit still held cannot be marked refunded.
    expect(
      (await clerk.post(`/api/admin/deposits/${other.subscription.id}/refunded`, { note: null })).statusCode,
    ).toBe(200);
    expect(
      (await clerk.post(`/api/admin/deposits/${winner.subscription.id}/refunded`, { note: null })).statusCode,
    ).toBe(422);

    // Every move was e-mailed, and the admin's moves audited.
    expect((await depositMails(other.user.email)).length).toBe(3);
    expect((await depositMails(winner.user.email)).length).toBe(2);
    const audit = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'subscription'), eq(auditLog.entityId, String(other.subscription.id))));
    // The system's move (owed back when the auction settled) is audited too, without an admin.
    expect(audit.map((entry) => [entry.action, entry.actorId === null]).sort()).toEqual([
      ['deposit-received', false],
      ['deposit-refund-due', true],
      ['deposit-refunded', false],
    ]);

    // The settling job can run again without moving anything twice.
    await ctx.db.insert(jobs).values({ kind: 'auction-settled', payload: { auctionId: auction.id } });
    await ctx.app.jobs.drain();
    const again = (await winner.client.get(`/api/frontend/auth/settlements/${settlement.id}`)).json().data
      .settlement;
    expect(again.payments).toHaveLength(1);
  });

  it('is kept when the winner does not pay, and the sale is undone', async () => {
    const auction = await createAuction(ctx.db, { caution: 20_000, externalInvoice: true });
    const winner = await bidder(auction);
    await clerk.put(`/api/admin/subscriptions/${winner.subscription.id}/paid`, { paid: true });
    const { settlement } = await createSoldLot(ctx.db, auction, winner.user, 100_000);
    await ctx.app.jobs.drain();
    const tooShort = await clerk.post(`/api/admin/deposits/${winner.subscription.id}/forfeit`, {
      reason: 'no',
    });
    expect(tooShort.statusCode).toBe(400);
    const kept = await clerk.post(`/api/admin/deposits/${winner.subscription.id}/forfeit`, {
      reason: 'Impago tras el plazo',
    });
    expect(kept.json().data.subscription.depositStatus).toBe('forfeited');
    const view = (await winner.client.get(`/api/frontend/auth/settlements/${settlement.id}`)).json().data
      .settlement;
    expect(view).toMatchObject({ state: 'cancelled', deposit: { status: 'forfeited' }, transfer: null });
  });

  it('undoes the sale with its invoice: forfeiting issues the rectificativa R1 in the same step', async () => {
    const auction = await createAuction(ctx.db, {
      caution: 20_000,
      commissionPercent: 10,
      goodsVatPercent: 21,
      invoiceData: {
        issuerName: 'Lonja Subastas, S.L.',
        issuerVatId: 'B98765431',
        issuerAddress: 'Calle de Colón 1, 46004 Valencia',
        invoiceSeries: 'RET',
      },
    });
    const winner = await bidder(auction);
    await clerk.put(`/api/admin/subscriptions/${winner.subscription.id}/paid`, { paid: true });
    const { settlement } = await createSoldLot(ctx.db, auction, winner.user, 100_000);
    await ctx.app.jobs.drain();
    const [invoice] = await ctx.db.select().from(invoices).where(eq(invoices.settlementId, settlement.id));
    expect(invoice).toMatchObject({ kind: 'F1' });

    const kept = await clerk.post(`/api/admin/deposits/${winner.subscription.id}/forfeit`, {
      reason: 'Impago tras el plazo',
    });
    expect(kept.statusCode).toBe(200);
    const issued = await ctx.db
      .select()
      .from(invoices)
      .where(eq(invoices.settlementId, settlement.id))
      .orderBy(invoices.id);
    // The seller's goods invoice and the house's premium invoice are both rectified.
    expect(issued.map((row) => row.kind)).toEqual(['F1', 'F1', 'R1', 'R1']);
    expect(issued[2]).toMatchObject({ rectifiedInvoiceId: invoice!.id, total: -invoice!.total });
    expect(issued[3]).toMatchObject({ rectifiedInvoiceId: issued[1]!.id, total: -issued[1]!.total });
    expect(issued[2]!.rectificationReason).toMatch(
      /^Venta resuelta por impago: se retiene el depósito\. Impago/,
    );
    // Nothing re-invoices the sale later.
    await ctx.app.jobs.drain();
    expect(await ctx.db.select().from(invoices).where(eq(invoices.settlementId, settlement.id))).toHaveLength(
      4,
    );
  });

  it('is not marked refunded while the bidder has given no IBAN to refund to', async () => {
    const auction = await createAuction(ctx.db, { caution: 20_000, externalInvoice: true });
    const user = await createUser(ctx.db, { passwordHash });
    const subscription = await createSubscription(ctx.db, auction, user, {
      paid: true,
      depositStatus: 'refund-due',
      refundIban: null,
    });
    const refused = await clerk.post(`/api/admin/deposits/${subscription.id}/refunded`, { note: null });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toMatch(
      /aún no ha indicado el IBAN en el que devolverle el depósito/,
    );
    const [still] = await ctx.db.select().from(subscriptions).where(eq(subscriptions.id, subscription.id));
    expect(still!.depositStatus).toBe('refund-due');
  });

  it('keeps the refund account up to date from the bidder’s side, and is for admins only', async () => {
    const auction = await createAuction(ctx.db, { caution: 20_000 });
    const ana = await bidder(auction);
    const changed = await ana.client.put(
      `/api/frontend/auth/subscriptions/${ana.subscription.id}/refund-iban`,
      {
        refundIban: 'ES91 2100 0418 4502 0005 1332',
      },
    );
    expect(changed.json().data.subscription.refundIban).toBe('ES9121000418450200051332');
    const bad = await ana.client.put(`/api/frontend/auth/subscriptions/${ana.subscription.id}/refund-iban`, {
      refundIban: 'ES00 1234',
    });
    expect(bad.json().error.fields.refundIban).toBeTruthy();
    expect((await ana.client.get('/api/admin/deposits')).statusCode).toBe(403);
    expect(
      (await ana.client.put(`/api/admin/subscriptions/${ana.subscription.id}/paid`, { paid: true }))
        .statusCode,
    ).toBe(403);
  });
});

import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, jobs, subscriptions } from '@/server/db/schema/index.ts';
import { createTestApp, type TTestContext } from '../../../../test/app.ts';
import { createAuction, createSubscription, createUser } from '../../../../test/factories.ts';
import { createAdminClient, createClient } from '../../../../test/http.ts';

let ctx: TTestContext;
let clerk: ReturnType<typeof createClient>;

beforeAll(async () => {
  ctx = await createTestApp();
  clerk = await createAdminClient(ctx);
});
afterAll(() => ctx.close());

/** Bidders of one auction with a deposit, their deposits in the states given. */
const depositsIn = async (
  states: (typeof subscriptions.$inferInsert)['depositStatus'][],
  auctionOverrides: Parameters<typeof createAuction>[1] = {},
) => {
  const auction = await createAuction(ctx.db, { caution: 30_000, ...auctionOverrides });
  const created = [];
  for (const [index, depositStatus] of states.entries()) {
    const user = await createUser(ctx.db, { firstname: `Pujador${index}`, lastname: 'Bulk' });
    created.push(
      await createSubscription(ctx.db, auction, user, {
        status: 'accepted',
        depositStatus,
        paid: depositStatus !== 'pending',
      }),
    );
  }
  return { auction, ids: created.map((subscription) => subscription.id) };
};

const statesOf = async (ids: number[]) =>
  (await ctx.db.select().from(subscriptions).where(inArray(subscriptions.id, ids)))
    .sort((a, b) => a.id - b.id)
    .map((row) => [row.depositStatus, row.paid]);

describe('marking deposits received in bulk', () => {
  it('receives three pending deposits in one request, each audited and e-mailed like the single action', async () => {
    const { ids } = await depositsIn(['pending', 'pending', 'pending']);
    const mailsBefore = (await ctx.db.select().from(jobs).where(eq(jobs.kind, 'mail'))).length;
    const response = await clerk.post('/api/admin/deposits/bulk-received', { ids });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.received).toBe(3);
    expect(await statesOf(ids)).toEqual(ids.map(() => ['received', true]));
    const audited = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'deposit-received'), inArray(auditLog.entityId, ids.map(String))));
    expect(audited).toHaveLength(3);
    const mailsAfter = (await ctx.db.select().from(jobs).where(eq(jobs.kind, 'mail'))).length;
    expect(mailsAfter - mailsBefore).toBe(3);
  });

  it('refuses all of them, naming each one, when any cannot be received', async () => {
    const { ids } = await depositsIn(['pending', 'refunded', 'pending', 'applied']);
    const response = await clerk.post('/api/admin/deposits/bulk-received', { ids });
    expect(response.statusCode).toBe(422);
    const { message } = response.json().error;
    expect(message).toMatch(/No se ha marcado ningún depósito/);
    expect(message).toMatch(/Pujador1 Bulk .*devuelto/);
    expect(message).toMatch(/Pujador3 Bulk .*aplicado a la liquidación/);
    expect(message).not.toMatch(/Pujador0/);
    // One transaction: the two pending ones were left pending too.
    expect(await statesOf(ids)).toEqual([
      ['pending', false],
      ['refunded', true],
      ['pending', false],
      ['applied', true],
    ]);
  });

  it('takes an already received deposit as the single action does (nothing changes for it)', async () => {
    const { ids } = await depositsIn(['received', 'pending']);
    const response = await clerk.post('/api/admin/deposits/bulk-received', { ids });
    expect(response.statusCode).toBe(200);
    expect(await statesOf(ids)).toEqual([
      ['received', true],
      ['received', true],
    ]);
  });

  it('refuses a subscription to an auction without a deposit, and one that does not exist', async () => {
    const free = await depositsIn(['pending'], { caution: null });
    const noDeposit = await clerk.post('/api/admin/deposits/bulk-received', { ids: free.ids });
    expect(noDeposit.statusCode).toBe(422);
    expect(noDeposit.json().error.message).toMatch(/no pide depósito/);
    const { ids } = await depositsIn(['pending']);
    const missing = await clerk.post('/api/admin/deposits/bulk-received', { ids: [...ids, 2_000_000_000] });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toMatch(/2000000000/);
    expect(await statesOf(ids)).toEqual([['pending', false]]);
  });

  it('answers a Spanish 400 naming the field for an empty or bad selection', async () => {
    const empty = await clerk.post('/api/admin/deposits/bulk-received', { ids: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fields.ids).toMatch(/al menos un depósito/);
    const bad = await clerk.post('/api/admin/deposits/bulk-received', { ids: [-3] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields['ids.0']).toMatch(/Identificador no válido/);
  });

  it('refuses deposits of a closed auction unless declared a late receipt with its reason, which is audited', async () => {
    const { auction, ids } = await depositsIn(['pending', 'pending'], { status: 'closed' });
    const routine = await clerk.post('/api/admin/deposits/bulk-received', { ids });
    expect(routine.statusCode).toBe(422);
    expect(routine.json().error.message).toMatch(/Pujador0 Bulk: la subasta «.*» ya está cerrada/);
    expect(routine.json().error.message).toMatch(/Pujador1 Bulk/);
    const noReason = await clerk.post('/api/admin/deposits/bulk-received', { ids, late: true });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().error.fields.reason).toMatch(/motivo de la recepción tardía/);
    const single = await clerk.put(`/api/admin/subscriptions/${ids[0]}/paid`, { paid: true });
    expect(single.statusCode).toBe(422);
    expect(await statesOf(ids)).toEqual([
      ['pending', false],
      ['pending', false],
    ]);

    const late = await clerk.post('/api/admin/deposits/bulk-received', {
      ids,
      late: true,
      reason: 'Transferencia del viernes, llegó el lunes',
    });
    expect(late.statusCode).toBe(200);
    expect(await statesOf(ids)).toEqual([
      ['received', true],
      ['received', true],
    ]);
    const audited = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'deposit-received'), inArray(auditLog.entityId, ids.map(String))));
    expect(audited.map((entry) => entry.changes)).toEqual(
      ids.map(() => ({
        depositStatus: ['pending', 'received'],
        late: true,
        reason: 'Transferencia del viernes, llegó el lunes',
      })),
    );
    // One at a time, from Inscripciones, the same rule.
    const { ids: alone } = await depositsIn(['pending'], { status: 'closed' });
    const one = await clerk.put(`/api/admin/subscriptions/${alone[0]}/paid`, {
      paid: true,
      late: true,
      reason: 'Ingreso en ventanilla tardío',
    });
    expect(one.statusCode).toBe(200);
    expect(await statesOf(alone)).toEqual([['received', true]]);
    // Settling again applies the late deposit or owes it back.
    const queued = await ctx.db.select().from(jobs).where(eq(jobs.kind, 'auction-settled'));
    expect(queued.some((job) => (job.payload as { auctionId: number }).auctionId === auction.id)).toBe(true);
  });

  it('lists whether each deposit’s auction has closed', async () => {
    const { auction } = await depositsIn(['pending'], { status: 'closed' });
    const list = await clerk.get(`/api/admin/deposits?auctionId=${auction.id}&status=pending`);
    expect(list.json().data.deposits).toEqual([expect.objectContaining({ auctionClosed: true })]);
  });

  it('is for administrators only', async () => {
    const response = await createClient(ctx.app).post('/api/admin/deposits/bulk-received', { ids: [1] });
    expect([401, 403]).toContain(response.statusCode);
  });
});

describe('the deposits list', () => {
  it('sorts by a whitelisted column, filters by state and pages with a total', async () => {
    const { auction } = await depositsIn(['pending', 'received', 'pending', 'refund-due']);
    const order = encodeURIComponent(JSON.stringify({ field: 'status', direction: 'asc' }));
    const all = (await clerk.get(`/api/admin/deposits?auctionId=${auction.id}&order=${order}`)).json();
    expect(all.data.deposits.map((deposit: { status: string }) => deposit.status)).toEqual([
      'pending',
      'pending',
      'received',
      'refund-due',
    ]);
    expect(all.metadata).toEqual({ total: 4, page: 1, limit: 25 });
    const byName = encodeURIComponent(JSON.stringify({ field: 'bidderName', direction: 'desc' }));
    const paged = (
      await clerk.get(
        `/api/admin/deposits?auctionId=${auction.id}&status=pending&order=${byName}&limit=1&page=2`,
      )
    ).json();
    expect(paged.metadata.total).toBe(2);
    expect(paged.data.deposits.map((deposit: { bidderName: string }) => deposit.bidderName)).toEqual([
      'Pujador0 Bulk',
    ]);
  });

  it.each([
    ['order', { field: 'refundIban', direction: 'asc' }, 'order.field'],
    ['order', { field: 'amount', direction: 'up' }, 'order.direction'],
  ])('answers a Spanish 400 naming the field for a bad %s', async (param, value, field) => {
    const response = await clerk.get(
      `/api/admin/deposits?${param}=${encodeURIComponent(JSON.stringify(value))}`,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toMatch(/no válidos/);
    expect(response.json().error.fields[field]).toBeTruthy();
    expect(response.json().error.fields[field]).not.toMatch(/Invalid/);
  });

  it('answers a Spanish 400 naming the field for a state that does not exist', async () => {
    const response = await clerk.get('/api/admin/deposits?status=cobrado');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields.status).toBeTruthy();
  });
});

import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, lots, subscriptions } from '@/server/db/schema/index.ts';
import { createTestApp, type TTestContext } from '../../../../test/app.ts';
import { createAuction, createLot, createSubscription, createUser } from '../../../../test/factories.ts';
import { createAdminClient, type createClient } from '../../../../test/http.ts';

let ctx: TTestContext;
let admin: ReturnType<typeof createClient>;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await createAdminClient(ctx);
});
afterAll(() => ctx.close());

const pendingSubscriptions = async (count: number, caution: number | null = null) => {
  const auction = await createAuction(ctx.db, { caution });
  return Promise.all(
    Array.from({ length: count }, async () =>
      createSubscription(ctx.db, auction, await createUser(ctx.db), { status: 'pending', paid: false }),
    ),
  );
};

const statuses = async (ids: number[]) =>
  (await ctx.db.select().from(subscriptions).where(inArray(subscriptions.id, ids))).map((row) => row.status);

describe('bulk actions on subscriptions', () => {
  it('accepts three pending subscriptions in one request, one result each', async () => {
    const ids = (await pendingSubscriptions(3)).map((subscription) => subscription.id);
    const response = await admin.post('/api/admin/subscriptions/bulk', { action: 'accept', ids });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.done).toBe(3);
    expect(response.json().data.results).toEqual(ids.map((id) => ({ id, ok: true })));
    expect(await statuses(ids)).toEqual(['accepted', 'accepted', 'accepted']);
  });

  it('rejects by the single rule: an already decided one is reported and skipped, the others are rejected', async () => {
    const [decided, ...pending] = await pendingSubscriptions(3);
    await ctx.db.update(subscriptions).set({ status: 'accepted' }).where(eq(subscriptions.id, decided!.id));
    const ids = [decided!.id, ...pending.map((subscription) => subscription.id)];
    const response = await admin.post('/api/admin/subscriptions/bulk', { action: 'reject', ids });
    expect(response.statusCode).toBe(200);
    const { results, done } = response.json().data;
    expect(done).toBe(2);
    expect(results[0]).toMatchObject({
      id: decided!.id,
      ok: false,
      error: expect.stringMatching(/aceptada/),
    });
    expect(await statuses(ids)).toEqual(['accepted', 'rejected', 'rejected']);
  });

  it('marks deposits received, audited like the single action', async () => {
    const ids = (await pendingSubscriptions(2, 50_000)).map((subscription) => subscription.id);
    const response = await admin.post('/api/admin/subscriptions/bulk', { action: 'deposit-received', ids });
    expect(response.json().data.done).toBe(2);
    const rows = await ctx.db.select().from(subscriptions).where(inArray(subscriptions.id, ids));
    expect(rows.every((row) => row.paid)).toBe(true);
    const audited = await ctx.db
      .select()
      .from(auditLog)
      .where(and(inArray(auditLog.entityId, ids.map(String))));
    expect(audited.length).toBeGreaterThanOrEqual(2);
  });

  it('answers a Spanish 400 naming the field for a bad action or an empty selection', async () => {
    const badAction = await admin.post('/api/admin/subscriptions/bulk', { action: 'delete', ids: [1] });
    expect(badAction.statusCode).toBe(400);
    expect(badAction.json().error.fields.action).toMatch(/Acción no válida/);
    const empty = await admin.post('/api/admin/subscriptions/bulk', { action: 'accept', ids: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fields.ids).toMatch(/al menos una/);
  });

  it('is only for administrators', async () => {
    const { createClient: anonymous } = await import('../../../../test/http.ts');
    const response = await anonymous(ctx.app).post('/api/admin/subscriptions/bulk', {
      action: 'accept',
      ids: [1],
    });
    expect([401, 403]).toContain(response.statusCode);
  });
});

describe('sorting and filtering the paginated admin lists', () => {
  it('sorts subscriptions by a whitelisted column and filters by state', async () => {
    await pendingSubscriptions(2);
    const order = encodeURIComponent(JSON.stringify({ field: 'createdOn', direction: 'asc' }));
    const filter = encodeURIComponent(JSON.stringify({ status: 'pending' }));
    const response = await admin.get(`/api/admin/subscriptions?order=${order}&filter=${filter}`);
    expect(response.statusCode).toBe(200);
    const listed = response.json().data.subscriptions as { status: string; createdOn: string }[];
    expect(listed.length).toBeGreaterThan(0);
    expect(listed.every((subscription) => subscription.status === 'pending')).toBe(true);
    const dates = listed.map((subscription) => subscription.createdOn);
    expect(dates).toEqual([...dates].sort());
  });

  it.each([
    ['/api/admin/subscriptions', 'order', { field: 'password', direction: 'asc' }, 'order.field'],
    ['/api/admin/subscriptions', 'filter', { status: 'aceptada' }, 'filter.status'],
    ['/api/admin/users', 'order', { field: 'passwordHash' }, 'order.field'],
    ['/api/admin/auctions', 'order', { field: 'startDate', direction: 'sideways' }, 'order.direction'],
  ])('%s with a bad %s answers a Spanish 400 naming the field', async (path, param, value, field) => {
    const response = await admin.get(`${path}?${param}=${encodeURIComponent(JSON.stringify(value))}`);
    expect(response.statusCode).toBe(400);
    const { error } = response.json();
    expect(error.message).toMatch(/no válidos/);
    expect(Object.keys(error.fields)).toContain(field);
    expect(error.fields[field]).not.toMatch(/Invalid/);
  });
});

describe('publishing lots in bulk', () => {
  it('publishes the chosen lots, audited like an edit, and reports a missing one', async () => {
    const auction = await createAuction(ctx.db, { published: false });
    const chosen = [
      await createLot(ctx.db, auction, { published: false }),
      await createLot(ctx.db, auction, { published: false }),
    ];
    const ids = chosen.map((lot) => lot.id);
    const response = await admin.post('/api/admin/lots/bulk-publish', {
      ids: [...ids, 999_999],
      published: true,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.done).toBe(2);
    expect(response.json().data.results.at(-1)).toMatchObject({ ok: false, error: 'El lote no existe.' });
    const rows = await ctx.db.select().from(lots).where(inArray(lots.id, ids));
    expect(rows.every((row) => row.published)).toBe(true);
    const audited = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'lot'), inArray(auditLog.entityId, ids.map(String))));
    expect(audited).toHaveLength(2);
  });

  it('answers a Spanish 400 naming the field when "published" is missing', async () => {
    const response = await admin.post('/api/admin/lots/bulk-publish', { ids: [1] });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields.published).toMatch(/Indica si se publican/);
  });
});

import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approvalKinds, type TApprovalKind } from '@/common/schemas/approvals.ts';
import type { TStaffRole } from '@/common/staff-roles.ts';
import { approvals, auditLog, configData, jobs, payments, subscriptions } from '@/server/db/schema/index.ts';
import { AppError } from '@/server/lib/app-error.ts';
import { hashPassword } from '@/server/lib/password.ts';
import { createTestApp, type TTestContext } from '../../../../test/app.ts';
import { createAuction, createSoldLot, createSubscription, createUser } from '../../../../test/factories.ts';
import { createClient } from '../../../../test/http.ts';
import { approvalApplierOf } from './approval-appliers.ts';

let ctx: TTestContext;
let passwordHash: string;
const password = 'clave-de-contabilidad';

beforeAll(async () => {
  ctx = await createTestApp();
  passwordHash = await hashPassword(password);
});
afterAll(() => ctx.close());

const staff = async (roles: TStaffRole[], language?: 'en') => {
  const user = await createUser(ctx.db, { passwordHash, roles });
  const client = createClient(ctx.app, { language });
  await client.login(user.email, password);
  return { user, client };
};

const newAccount = (iban: string) => ({
  configData: {
    dataKey: 'bankAccount',
    dataValue: JSON.stringify({ holder: 'Lonja Nueva SL', iban, bank: 'Banco', bic: '' }),
  },
});
const bankAccountNow = async () =>
  (await ctx.db.select().from(configData).where(eq(configData.key, 'bankAccount')))[0]?.value as
    | { iban: string }
    | undefined;
const mailsTo = async (email: string, subject: RegExp) =>
  (await ctx.db.select().from(jobs).where(eq(jobs.kind, 'mail'))).filter(
    (job) =>
      (job.payload as { to: string }).to === email &&
      subject.test((job.payload as { subject: string }).subject),
  );

/** A buyer who paid 3.000 € of a liquidación (hammer 100.000 € leaves plenty to pay). */
const paidSettlement = async (clerk: ReturnType<typeof createClient>) => {
  const auction = await createAuction(ctx.db, {
    commissionPercent: 10,
    goodsVatPercent: 21,
    externalInvoice: true,
  });
  const buyer = await createUser(ctx.db, { passwordHash });
  const { settlement } = await createSoldLot(ctx.db, auction, buyer, 10_000_000);
  const paid = await clerk.post(`/api/admin/settlements/${settlement.id}/payments`, {
    amount: 300_000,
    method: 'transfer',
    paidOn: '2026-11-20',
    note: null,
  });
  expect(paid.statusCode).toBe(201);
  return settlement;
};
const refundsOf = async (settlementId: number) =>
  (await ctx.db.select().from(payments).where(eq(payments.settlementId, settlementId))).filter(
    (payment) => payment.amount < 0,
  );

describe('four eyes on the bank account', () => {
  it('keeps a change pending until another person with contabilidad approves, e-mailing every administrator', async () => {
    const admin = await staff(['administracion']);
    const otherAdmin = await staff(['administracion']);
    const accountant = await staff(['contabilidad']);
    const before = await bankAccountNow();

    const asked = await admin.client.put(
      '/api/admin/config-data/bankAccount',
      newAccount('ES9121000418450200051332'),
    );
    expect(asked.statusCode).toBe(202);
    expect(asked.json().message).toBe('Queda pendiente de la aprobación de otra persona de contabilidad.');
    const approval = asked.json().data.approval;
    expect(approval).toMatchObject({ outcome: 'pending', change: { kind: 'bank-account' } });
    expect(await bankAccountNow()).toEqual(before);
    for (const person of [admin, otherAdmin])
      expect(await mailsTo(person.user.email, /Se ha pedido cambiar la cuenta bancaria/)).toHaveLength(1);
    expect(await mailsTo(accountant.user.email, /cuenta bancaria/)).toHaveLength(0);

    const pending = (await accountant.client.get('/api/admin/approvals')).json().data.approvals;
    expect(pending.map((item: { id: number }) => item.id)).toContain(approval.id);

    const approved = await accountant.client.post(`/api/admin/approvals/${approval.id}/approve`, {});
    expect(approved.statusCode).toBe(200);
    expect(approved.json().data.approval).toMatchObject({
      outcome: 'approved',
      requestedBy: { id: admin.user.id },
      decidedBy: { id: accountant.user.id },
    });
    expect((await bankAccountNow())?.iban).toBe('ES9121000418450200051332');
    // Every instance reads it at once: the public setting buyers are shown.
    const shown = await ctx.app.inject({ method: 'GET', url: '/api/frontend/config-data/bankAccount' });
    expect(shown.json().data.configData.dataValue).toContain('ES9121000418450200051332');
    for (const person of [admin, otherAdmin])
      expect(await mailsTo(person.user.email, /La cuenta bancaria de la casa ha cambiado/)).toHaveLength(1);

    const [applied] = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'config'), eq(auditLog.entityId, 'bankAccount')))
      .orderBy(auditLog.id);
    expect(applied).toMatchObject({ actorId: admin.user.id, changes: { approvedBy: accountant.user.id } });
    const decided = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'approval'), eq(auditLog.entityId, String(approval.id))));
    expect(decided.map((entry) => [entry.action, entry.actorId])).toEqual([
      ['request', admin.user.id],
      ['approve', accountant.user.id],
    ]);

    const twice = await otherAdmin.client.post(`/api/admin/approvals/${approval.id}/approve`, {});
    expect(twice.statusCode).toBe(409);
    const rejectedLate = await otherAdmin.client.post(`/api/admin/approvals/${approval.id}/reject`, {
      reason: 'Demasiado tarde',
    });
    expect(rejectedLate.statusCode).toBe(409);
  });

  it('refuses the requester’s own approval, and whoever lacks contabilidad', async () => {
    const admin = await staff(['administracion']);
    const clerk = await staff(['inscripciones']);
    const reader = await staff(['consulta']);
    const asked = await admin.client.put(
      '/api/admin/config-data/bankAccount',
      newAccount('ES7620770024003102575766'),
    );
    const { id } = asked.json().data.approval;

    const own = await admin.client.post(`/api/admin/approvals/${id}/approve`, {});
    expect(own.statusCode).toBe(403);
    expect(own.json().error.message).toMatch(/No puedes aprobar tu propia solicitud/);
    expect((await clerk.client.post(`/api/admin/approvals/${id}/approve`, {})).statusCode).toBe(403);
    expect((await reader.client.get('/api/admin/approvals')).statusCode).toBe(200);
    expect((await reader.client.post(`/api/admin/approvals/${id}/approve`, {})).statusCode).toBe(403);
    expect((await clerk.client.get('/api/admin/approvals')).statusCode).toBe(403);
    expect((await bankAccountNow())?.iban).not.toBe('ES7620770024003102575766');
    expect((await admin.client.post(`/api/admin/approvals/999999/approve`, {})).statusCode).toBe(404);
  });

  it('says in English what waits, who may not approve it and what a rejection lacks', async () => {
    const admin = await staff(['administracion'], 'en');
    const accountant = await staff(['contabilidad'], 'en');
    const asked = await admin.client.put(
      '/api/admin/config-data/bankAccount',
      newAccount('ES9121000418450200051332'),
    );
    expect(asked.statusCode).toBe(202);
    expect(asked.json().message).toBe('This now awaits approval by another person in accounts.');
    const { id } = asked.json().data.approval;
    const own = await admin.client.post(`/api/admin/approvals/${id}/approve`, {});
    expect(own.json().error.message).toBe(
      'You cannot approve your own request: another person in accounts must approve it.',
    );
    const short = await accountant.client.post(`/api/admin/approvals/${id}/reject`, { reason: 'no' });
    expect(short.json().error.fields.reason).toBe(
      'Please give the reason for the rejection (at least 5 characters).',
    );
    expect(
      (await accountant.client.post(`/api/admin/approvals/${id}/reject`, { reason: 'Unknown account' }))
        .statusCode,
    ).toBe(200);
    const twice = await accountant.client.post(`/api/admin/approvals/${id}/approve`, {});
    expect(twice.json().error.message).toBe('This request has already been rejected.');
  });

  it('leaves nothing changed when rejected, with its reason', async () => {
    const admin = await staff(['administracion']);
    const accountant = await staff(['contabilidad']);
    const before = await bankAccountNow();
    const asked = await admin.client.put(
      '/api/admin/config-data/bankAccount',
      newAccount('ES6000491500051234567892'),
    );
    const { id } = asked.json().data.approval;

    const noReason = await accountant.client.post(`/api/admin/approvals/${id}/reject`, { reason: '' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().error.fields.reason).toMatch(/motivo/);
    const rejected = await accountant.client.post(`/api/admin/approvals/${id}/reject`, {
      reason: 'No reconocemos esta cuenta',
    });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json().data.approval).toMatchObject({
      outcome: 'rejected',
      reason: 'No reconocemos esta cuenta',
    });
    expect(await bankAccountNow()).toEqual(before);
    expect(await mailsTo(admin.user.email, /ha cambiado/)).toHaveLength(0);
    expect((await accountant.client.post(`/api/admin/approvals/${id}/approve`, {})).statusCode).toBe(409);
    const decided = (await accountant.client.get('/api/admin/approvals?outcome=rejected')).json().data
      .approvals;
    expect(decided.map((item: { id: number }) => item.id)).toContain(id);
  });

  it('refuses an invalid account at once, without a pending approval', async () => {
    const admin = await staff(['administracion']);
    const refused = await admin.client.put(
      '/api/admin/config-data/bankAccount',
      newAccount('ES0000000000000000000000'),
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields['configData.dataValue']).toMatch(/IBAN/);
  });
});

describe('four eyes on refunds', () => {
  it('records a refund up to the threshold at once and keeps a larger one waiting until approved', async () => {
    const accountant = await staff(['contabilidad']);
    const second = await staff(['contabilidad']);
    const settlement = await paidSettlement(accountant.client);
    const refund = (amount: number) =>
      accountant.client.post(`/api/admin/settlements/${settlement.id}/payments`, {
        amount,
        method: 'transfer',
        paidOn: '2026-11-22',
        note: 'Devolución',
      });

    expect((await refund(-100_000)).statusCode).toBe(201);
    expect(await refundsOf(settlement.id)).toHaveLength(1);

    const tooMuch = await refund(-500_000);
    expect(tooMuch.statusCode).toBe(422);
    const large = await refund(-100_001);
    expect(large.statusCode).toBe(202);
    expect(large.json().data.approval.change).toMatchObject({ kind: 'payment-refund', amount: -100_001 });
    expect(await refundsOf(settlement.id)).toHaveLength(1);

    const approved = await second.client.post(
      `/api/admin/approvals/${large.json().data.approval.id}/approve`,
      {},
    );
    expect(approved.statusCode).toBe(200);
    const refunds = await refundsOf(settlement.id);
    expect(refunds.map((payment) => [payment.amount, payment.recordedBy])).toEqual([
      [-100_000, accountant.user.id],
      [-100_001, accountant.user.id],
    ]);
    const [audited] = await ctx.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entity, 'settlement'),
          eq(auditLog.entityId, String(settlement.id)),
          eq(auditLog.action, 'refund'),
        ),
      )
      .orderBy(auditLog.id)
      .offset(1);
    expect(audited).toMatchObject({ actorId: accountant.user.id, changes: { approvedBy: second.user.id } });
  });

  it('leaves a rejected refund unrecorded', async () => {
    const accountant = await staff(['contabilidad']);
    const second = await staff(['contabilidad']);
    const settlement = await paidSettlement(accountant.client);
    const large = await accountant.client.post(`/api/admin/settlements/${settlement.id}/payments`, {
      amount: -150_000,
      method: 'transfer',
      paidOn: '2026-11-22',
      note: null,
    });
    expect(large.statusCode).toBe(202);
    const rejected = await second.client.post(
      `/api/admin/approvals/${large.json().data.approval.id}/reject`,
      {
        reason: 'El comprador no lo ha pedido',
      },
    );
    expect(rejected.statusCode).toBe(200);
    expect(await refundsOf(settlement.id)).toHaveLength(0);
  });

  it('keeps a deposit above the threshold owed back until a second person approves its refund', async () => {
    const accountant = await staff(['contabilidad']);
    const second = await staff(['contabilidad']);
    const auction = await createAuction(ctx.db, { caution: 150_000 });
    const bidder = await createUser(ctx.db, { passwordHash });
    const subscription = await createSubscription(ctx.db, auction, bidder, {
      paid: true,
      depositStatus: 'refund-due',
      refundIban: 'ES7620770024003102575766',
    });
    const depositNow = async () =>
      (await ctx.db.select().from(subscriptions).where(eq(subscriptions.id, subscription.id)))[0]!
        .depositStatus;

    const asked = await accountant.client.post(`/api/admin/deposits/${subscription.id}/refunded`, {
      note: null,
    });
    expect(asked.statusCode).toBe(202);
    expect(asked.json().data.approval.change).toMatchObject({ kind: 'deposit-refund', amount: 150_000 });
    expect(await depositNow()).toBe('refund-due');

    expect(
      (await second.client.post(`/api/admin/approvals/${asked.json().data.approval.id}/approve`, {}))
        .statusCode,
    ).toBe(200);
    expect(await depositNow()).toBe('refunded');
    expect(await mailsTo(bidder.email, /Tu depósito/)).toHaveLength(1);
  });
});

describe('a request nobody decides', () => {
  it('expires after FOUR_EYES_EXPIRY_DAYS: listed as expired, and approving it is refused with when', async () => {
    const admin = await staff(['administracion']);
    const accountant = await staff(['contabilidad']);
    const before = await bankAccountNow();
    const asked = await admin.client.put(
      '/api/admin/config-data/bankAccount',
      newAccount('ES7921000813610123456789'),
    );
    const approval = asked.json().data.approval;
    const days = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 86_400_000;
    expect(days(approval.requestedOn, approval.expiresOn)).toBe(7);

    // Eight days later, nobody having decided.
    await ctx.db
      .update(approvals)
      .set({ requestedOn: new Date(Date.now() - 8 * 86_400_000) })
      .where(eq(approvals.id, approval.id));
    const ids = async (outcome: string) =>
      (await accountant.client.get(`/api/admin/approvals?outcome=${outcome}`))
        .json()
        .data.approvals.map((item: { id: number; outcome: string }) => [item.id, item.outcome]);
    expect(await ids('pending')).not.toContainEqual([approval.id, 'pending']);
    expect(await ids('expired')).toContainEqual([approval.id, 'expired']);

    const late = await accountant.client.post(`/api/admin/approvals/${approval.id}/approve`, {});
    expect(late.statusCode).toBe(409);
    expect(late.json().error.message).toMatch(
      /^Esta solicitud caducó el \d{2}\/\d{2}\/\d{4} - \d{2}:\d{2} h sin que nadie/,
    );
    expect(await bankAccountNow()).toEqual(before);
  });
});

describe('how each kind of change is applied', () => {
  it('is provided by the module that owns it once the app is built', () => {
    for (const kind of approvalKinds) expect(() => approvalApplierOf(kind), kind).not.toThrow();
  });

  it('fails loudly, as a programming error rather than the user’s, for a kind nobody provides', () => {
    const unprovided = () => approvalApplierOf('unprovided' as TApprovalKind);
    expect(unprovided).toThrow(/No applier of unprovided approvals/);
    expect(unprovided).not.toThrow(AppError);
  });
});

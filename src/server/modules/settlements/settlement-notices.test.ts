import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, settlements } from '@/server/db/schema/index.ts';
import { hashPassword } from '@/server/lib/password.ts';
import { createTestApp, type TTestContext } from '../../../../test/app.ts';
import {
  createAuction,
  createLot,
  createSoldLot,
  createSubscription,
  createUser,
} from '../../../../test/factories.ts';
import { createClient } from '../../../../test/http.ts';
import { sendPaymentReminders } from './settlement-notices.ts';

let ctx: TTestContext;
const day = 86_400_000;
const site = { siteName: 'Lonja', publicUrl: 'http://localhost:3000' };

beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const mailsTo = async (email: string) =>
  (await ctx.db.select().from(jobs).where(eq(jobs.kind, 'mail')))
    .map((job) => job.payload as { to: string; subject: string; text: string })
    .filter((mail) => mail.to === email);

describe('telling buyers what they owe', () => {
  it('sends each buyer their liquidación with how to pay once the auction finishes, once', async () => {
    const auction = await createAuction(ctx.db, {
      externalInvoice: true,
      commissionPercent: 10,
      goodsVatPercent: 21,
    });
    const ana = await createUser(ctx.db);
    const { settlement } = await createSoldLot(ctx.db, auction, ana, 100_000, { title: 'Fresadora Lagun' });
    await ctx.app.jobs.drain();
    await ctx.db.insert(jobs).values({ kind: 'auction-settled', payload: { auctionId: auction.id } });
    await ctx.app.jobs.drain();
    const statements = (await mailsTo(ana.email)).filter((mail) => mail.subject.startsWith('Tu liquidación'));
    expect(statements).toHaveLength(1);
    expect(statements[0]!.text).toContain('Fresadora Lagun');
    expect(statements[0]!.text).toContain('1.331\u00a0€');
    expect(statements[0]!.text).toContain(settlement.reference);
    expect(statements[0]!.text).toContain('ES91 2100 0418 4502 0005 1332');
    // No card gateway is configured in tests (nor by default): the e-mail offers only the transfer.
    expect(statements[0]!.text).toContain('Puedes pagar por transferencia a ES91');
    expect(statements[0]!.text).not.toMatch(/tarjeta/i);
  });

  it('reminds before the deadline and warns once it has passed, each once, and only while something is owed', async () => {
    const auction = await createAuction(ctx.db, {
      externalInvoice: true,
      lastPaymentDate: new Date(Date.now() + 2 * day),
    });
    const ana = await createUser(ctx.db);
    const { settlement } = await createSoldLot(ctx.db, auction, ana, 10_000);
    const now = new Date();
    await sendPaymentReminders({ db: ctx.db, site, reminderDays: 3, now });
    await sendPaymentReminders({ db: ctx.db, site, reminderDays: 3, now });
    expect(
      (await mailsTo(ana.email)).filter((mail) => mail.subject.startsWith('Recordatorio de pago')),
    ).toHaveLength(1);

    const later = new Date(now.getTime() + 3 * day);
    await sendPaymentReminders({ db: ctx.db, site, reminderDays: 3, now: later });
    await sendPaymentReminders({ db: ctx.db, site, reminderDays: 3, now: later });
    const overdue = (await mailsTo(ana.email)).filter((mail) => mail.subject.startsWith('Pago vencido'));
    expect(overdue).toHaveLength(1);
    expect(overdue[0]!.text).toContain(settlement.reference);
    const [row] = await ctx.db.select().from(settlements).where(eq(settlements.id, settlement.id));
    expect(row!.overdueNoticeSentOn).not.toBeNull();
  });

  it('lets an admin stop a buyer who did not pay from bidding, telling them why', async () => {
    const passwordHash = await hashPassword('clave-del-pujador');
    const admin = await createUser(ctx.db, { passwordHash, isAdmin: true });
    const clerk = createClient(ctx.app);
    await clerk.login(admin.email, 'clave-del-pujador');
    const auction = await createAuction(ctx.db);
    const lot = await createLot(ctx.db, auction, { price: 10_000 });
    const blas = await createUser(ctx.db, {
      passwordHash,
      phone1: '+34612345678',
      address: 'Calle Mayor 1',
      city: 'Valencia',
      vatId: '12345678Z',
    });
    await createSubscription(ctx.db, auction, blas);
    const client = createClient(ctx.app);
    await client.login(blas.email, 'clave-del-pujador');

    const blocked = await clerk.put(`/api/admin/users/${blas.id}`, { user: { isBiddingBlocked: true } });
    expect(blocked.json()).toMatchObject({ data: { user: { isBiddingBlocked: true } } });
    const refused = await client.post(`/api/frontend/auth/lots/${lot.id}/bid`, { bid: { amount: 10_000 } });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.message).toMatch(/liquidación vencida/);
    // They can still log in and see what they owe.
    expect((await client.get('/api/frontend/auth/settlements')).statusCode).toBe(200);
    await clerk.put(`/api/admin/users/${blas.id}`, { user: { isBiddingBlocked: false } });
    expect(
      (await client.post(`/api/frontend/auth/lots/${lot.id}/bid`, { bid: { amount: 10_000 } })).statusCode,
    ).toBe(200);
  });
});

import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHANGES_CHANNEL } from '@/server/db/changes.ts';
import { auctions, auditLog, jobs, lots, settlementLines, settlements } from '@/server/db/schema/index.ts';
import { closeDueLots } from '@/server/modules/lots/close-lots.ts';
import { createTestApp, type TTestContext } from '../../../../test/app.ts';
import { createAuction, createBid, createLot, createUser } from '../../../../test/factories.ts';
import { createAdminClient, createClient } from '../../../../test/http.ts';
import { startMailbox } from '../../../../test/mailbox.ts';

let ctx: TTestContext;
let mailbox: Awaited<ReturnType<typeof startMailbox>>;
let admin: Awaited<ReturnType<typeof createAdminClient>>;

beforeAll(async () => {
  mailbox = await startMailbox();
  ctx = await createTestApp({ SMTP_URL: mailbox.url });
  admin = await createAdminClient(ctx);
});
afterAll(async () => {
  await ctx.close();
  await mailbox.close();
});

const day = 86_400_000;
type TLot = typeof lots.$inferSelect;

/** Ends the lots now and runs the closer, as the timer would. */
const close = async (...closing: TLot[]) => {
  await ctx.db
    .update(lots)
    .set({ endDate: new Date(Date.now() - 1000) })
    .where(
      inArray(
        lots.id,
        closing.map((lot) => lot.id),
      ),
    );
  await closeDueLots({ db: ctx.db });
};
const reload = async (lot: TLot) => (await ctx.db.select().from(lots).where(eq(lots.id, lot.id)))[0]!;
const lineOf = async (lot: TLot) =>
  (await ctx.db.select().from(settlementLines).where(eq(settlementLines.lotId, lot.id)))[0];
const settledJobs = async (auctionId: number) =>
  (await ctx.db.select().from(jobs).where(eq(jobs.kind, 'auction-settled'))).filter(
    (job) => (job.payload as { auctionId: number }).auctionId === auctionId,
  );
const subjectsTo = (email: string) => mailbox.to(email).map((mail) => mail.subject);

describe('a hidden reserve', () => {
  it('sends a lot closing below it to the admin, not to the buyer’s liquidación, until approved', async () => {
    const auction = await createAuction(ctx.db, { lastPaymentDate: new Date(Date.now() + 7 * day) });
    const lot = await createLot(ctx.db, auction, { title: 'Prensa hidráulica', reservePrice: 200_000 });
    const ana = await createUser(ctx.db);
    await createBid(ctx.db, lot, ana, 150_000);
    await close(lot);

    expect(await reload(lot)).toMatchObject({ status: 'closed', sold: false, awardState: 'below-reserve' });
    expect(await lineOf(lot)).toBeUndefined();
    expect(await settledJobs(auction.id)).toEqual([]);
    const publicLot = (await createClient(ctx.app).get(`/api/frontend/lots/${lot.id}`)).json().data.lot;
    expect(publicLot).toMatchObject({ reserveMet: false, sold: false, provisional: false });
    expect(JSON.stringify(publicLot)).not.toContain('200000');

    const pending = (await admin.get(`/api/admin/auctions/${auction.id}/awards`)).json().data;
    expect(pending.pending).toEqual([
      expect.objectContaining({
        id: lot.id,
        reservePrice: 200_000,
        maxBid: 150_000,
        awardState: 'below-reserve',
        topBidder: expect.objectContaining({ id: ana.id }),
      }),
    ]);
    await ctx.app.jobs.drain();
    expect(subjectsTo(ana.email)).toEqual(['Adjudicación provisional: Prensa hidráulica']);

    const approved = await admin.post(`/api/admin/lots/${lot.id}/award`, { decision: 'approve' });
    expect(approved.statusCode).toBe(200);
    expect(approved.json().data.lots).toEqual([{ id: lot.id, awardState: 'awarded', sold: true }]);
    expect(await lineOf(lot)).toMatchObject({ hammer: 150_000 });
    expect(await settledJobs(auction.id)).toHaveLength(1);
    await ctx.app.jobs.drain();
    expect(subjectsTo(ana.email)).toContain('Adjudicación: Prensa hidráulica');
    const [audit] = await ctx.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entity, 'lot'),
          eq(auditLog.entityId, String(lot.id)),
          eq(auditLog.action, 'award-approve'),
        ),
      );
    expect(audit?.changes).toMatchObject({ from: 'below-reserve', maxBid: 150_000 });
  });

  it('adjudicates at once when the top bid reaches it, and says so publicly without the amount', async () => {
    const auction = await createAuction(ctx.db);
    const lot = await createLot(ctx.db, auction, { reservePrice: 150_000 });
    const visitor = createClient(ctx.app);
    expect((await visitor.get(`/api/frontend/lots/${lot.id}`)).json().data.lot.reserveMet).toBe(false);
    await createBid(ctx.db, lot, await createUser(ctx.db), 150_000);
    // The factory writes behind the server's back: tell the answer cache, as a script would have to.
    await ctx.db.execute(sql`select pg_notify(${CHANGES_CHANNEL}, 'catalogue:*')`);
    expect((await visitor.get(`/api/frontend/lots/${lot.id}`)).json().data.lot.reserveMet).toBe(true);
    await close(lot);
    expect(await reload(lot)).toMatchObject({ sold: true, awardState: 'awarded' });
    expect(await lineOf(lot)).toBeDefined();
  });

  it('is set in the admin lot form, read back only by the admin, refused when negative or once closed', async () => {
    const auction = await createAuction(ctx.db);
    const lot = {
      title: 'Carretilla elevadora',
      price: 100_000,
      reservePrice: 180_000,
      endDate: new Date(Date.now() + day).toISOString(),
    };
    const created = await admin.post(`/api/admin/auctions/${auction.id}/lots`, { lot });
    expect(created.statusCode).toBe(201);
    const id = created.json().data.lot.id;
    expect((await admin.get(`/api/admin/lots/${id}`)).json().data.lot.reservePrice).toBe(180_000);
    const negative = await admin.put(`/api/admin/lots/${id}`, { lot: { ...lot, reservePrice: -1 } });
    expect(negative.statusCode).toBe(400);
    expect(negative.json().error.fields['lot.reservePrice']).toContain('reserva');
    await createBid(
      ctx.db,
      (await ctx.db.select().from(lots).where(eq(lots.id, id)))[0]!,
      await createUser(ctx.db),
      120_000,
    );
    await close((await ctx.db.select().from(lots).where(eq(lots.id, id)))[0]!);
    const afterClose = await admin.put(`/api/admin/lots/${id}`, { lot: { ...lot, reservePrice: 100_000 } });
    expect(afterClose.statusCode).toBe(400);
    expect(afterClose.json().error.fields).toHaveProperty(['lot.reservePrice']);
  });
});

describe('results that need approval', () => {
  it('wait as adjudicación provisional; approved lots are owed with the deadline counted from approval, rejected ones are not', async () => {
    const lastPaymentDate = new Date(Date.now() + 7 * day);
    const auction = await createAuction(ctx.db, {
      requiresApproval: true,
      approver: 'Administración concursal Ruiz & Asociados',
      lastPaymentDate,
    });
    const first = await createLot(ctx.db, auction, { title: 'Torno paralelo' });
    const second = await createLot(ctx.db, auction, { title: 'Fresadora', order: 2 });
    const third = await createLot(ctx.db, auction, { title: 'Compresor', order: 3 });
    const [ana, blas] = [await createUser(ctx.db), await createUser(ctx.db)];
    await createBid(ctx.db, first, blas, 110_000);
    await createBid(ctx.db, first, ana, 120_000);
    await createBid(ctx.db, second, ana, 130_000);
    await createBid(ctx.db, third, blas, 140_000);
    await close(first, second, third);

    for (const lot of [first, second, third])
      expect(await reload(lot)).toMatchObject({ sold: false, awardState: 'provisional' });
    expect(await settledJobs(auction.id)).toEqual([]);
    const publicLot = (await createClient(ctx.app).get(`/api/frontend/lots/${first.id}`)).json().data.lot;
    expect(publicLot).toMatchObject({ provisional: true, sold: false, maxBid: 120_000 });
    await ctx.app.jobs.drain();
    expect(subjectsTo(ana.email)).toEqual([
      'Adjudicación provisional: Torno paralelo',
      'Adjudicación provisional: Fresadora',
    ]);
    expect(subjectsTo(blas.email)).toEqual(['Adjudicación provisional: Compresor']);

    // Approval a day later: the buyer keeps the full week to pay.
    const approvedOn = Date.now();
    const bulk = await admin.post(`/api/admin/auctions/${auction.id}/awards`, {
      decision: 'approve',
      lotIds: [first.id, second.id],
    });
    expect(bulk.statusCode).toBe(200);
    const rejected = await admin.post(`/api/admin/lots/${third.id}/award`, { decision: 'reject' });
    expect(rejected.json().data.lots).toEqual([{ id: third.id, awardState: 'rejected', sold: false }]);
    expect(await lineOf(third)).toBeUndefined();
    const [settlement] = await ctx.db
      .select()
      .from(settlements)
      .where(and(eq(settlements.auctionId, auction.id), eq(settlements.userId, ana.id)));
    expect(settlement!.dueDate!.getTime()).toBeGreaterThanOrEqual(lastPaymentDate.getTime());
    expect(settlement!.dueDate!.getTime()).toBeLessThanOrEqual(
      lastPaymentDate.getTime() + (Date.now() - approvedOn) + 5000,
    );
    // The auction settles once, after the last decision.
    expect(await settledJobs(auction.id)).toHaveLength(1);

    await ctx.app.jobs.drain();
    expect(subjectsTo(ana.email)).toEqual(
      expect.arrayContaining(['Adjudicación: Torno paralelo', 'Adjudicación: Fresadora']),
    );
    expect(subjectsTo(blas.email)).toEqual(
      expect.arrayContaining(['Lote cerrado: Torno paralelo', 'Adjudicación no aprobada: Compresor']),
    );
    const audits = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'lot'), eq(auditLog.entityId, String(third.id))));
    expect(audits.at(-1)).toMatchObject({
      action: 'award-reject',
      changes: expect.objectContaining({ approver: 'Administración concursal Ruiz & Asociados' }),
    });
  });

  it('refuses a decision on a lot that is not waiting, and lots of another auction, changing nothing', async () => {
    const auction = await createAuction(ctx.db, { requiresApproval: true });
    const other = await createAuction(ctx.db, { requiresApproval: true });
    const waiting = await createLot(ctx.db, auction);
    const foreign = await createLot(ctx.db, other);
    const open = await createLot(ctx.db, auction, { order: 2, endDate: new Date(Date.now() + day) });
    await createBid(ctx.db, waiting, await createUser(ctx.db), 100_000);
    await createBid(ctx.db, foreign, await createUser(ctx.db), 100_000);
    await close(waiting, foreign);

    const notWaiting = await admin.post(`/api/admin/auctions/${auction.id}/awards`, {
      decision: 'approve',
      lotIds: [waiting.id, open.id],
    });
    expect(notWaiting.statusCode).toBe(409);
    expect(notWaiting.json().error.message).toContain(open.title);
    const elsewhere = await admin.post(`/api/admin/auctions/${auction.id}/awards`, {
      decision: 'approve',
      lotIds: [foreign.id],
    });
    expect(elsewhere.statusCode).toBe(404);
    const noDecision = await admin.post(`/api/admin/lots/${waiting.id}/award`, { decision: 'maybe' });
    expect(noDecision.statusCode).toBe(400);
    expect(await reload(waiting)).toMatchObject({ awardState: 'provisional', sold: false });
    expect(
      (await createClient(ctx.app).post(`/api/admin/lots/${waiting.id}/award`, { decision: 'approve' }))
        .statusCode,
    ).toBeGreaterThanOrEqual(401);
  });
});

describe('en bloc lots', () => {
  const group = async (marginPercent: number, bidsOn: { block: number; members: [number, number] }) => {
    const auction = await createAuction(ctx.db);
    const block = await createLot(ctx.db, auction, {
      title: 'Nave completa',
      isBlock: true,
      blockMarginPercent: marginPercent,
    });
    const members = [
      await createLot(ctx.db, auction, { title: 'Torno', order: 2, blockLotId: block.id }),
      await createLot(ctx.db, auction, { title: 'Fresadora', order: 3, blockLotId: block.id }),
    ];
    const blockBidder = await createUser(ctx.db);
    const memberBidders = [await createUser(ctx.db), await createUser(ctx.db)];
    await createBid(ctx.db, block, blockBidder, bidsOn.block);
    await createBid(ctx.db, members[0]!, memberBidders[0]!, bidsOn.members[0]);
    await createBid(ctx.db, members[1]!, memberBidders[1]!, bidsOn.members[1]);
    return { auction, block, members, blockBidder, memberBidders };
  };

  it('waits until the block and all its lots are closed, then adjudicates the block when it beats their sum', async () => {
    const { auction, block, members, blockBidder, memberBidders } = await group(0, {
      block: 250_001,
      members: [100_000, 150_000],
    });
    await close(...members);
    for (const member of members)
      expect(await reload(member)).toMatchObject({ awardState: 'block-waiting', sold: false });
    expect(await settledJobs(auction.id)).toEqual([]);
    const waiting = (await admin.get(`/api/admin/auctions/${auction.id}/awards`)).json().data.blocks[0];
    expect(waiting.decision).toBeNull();

    await close(block);
    expect(await reload(block)).toMatchObject({ awardState: 'awarded', sold: true });
    for (const member of members)
      expect(await reload(member)).toMatchObject({ awardState: 'block-lost', sold: false });
    expect(await lineOf(block)).toMatchObject({ hammer: 250_001 });
    expect(await settledJobs(auction.id)).toHaveLength(1);
    const decided = (await admin.get(`/api/admin/auctions/${auction.id}/awards`)).json().data.blocks[0];
    expect(decided).toMatchObject({
      block: { id: block.id },
      members: [{ id: members[0]!.id }, { id: members[1]!.id }],
      decision: { winner: 'block', blockBid: 250_001, lotsSum: 250_000, blockNeeds: 250_001 },
    });
    const blockPage = (await createClient(ctx.app).get(`/api/frontend/lots/${block.id}`)).json().data.lot;
    expect(blockPage.blockMembers.map((member: { id: number }) => member.id)).toEqual(
      members.map((m) => m.id),
    );

    await ctx.app.jobs.drain();
    expect(subjectsTo(blockBidder.email)).toContain('Adjudicación: Nave completa');
    expect(subjectsTo(memberBidders[0]!.email)).toEqual(['Lote no adjudicado: Torno']);
    expect(subjectsTo(memberBidders[1]!.email)).toEqual(['Lote no adjudicado: Fresadora']);
  });

  it('leaves the lots when the block does not beat the sum by the margin the admin chose', async () => {
    const { block, members, blockBidder } = await group(10, { block: 275_000, members: [100_000, 150_000] });
    await close(block, ...members);
    expect(await reload(block)).toMatchObject({ awardState: 'block-lost', sold: false });
    for (const member of members)
      expect(await reload(member)).toMatchObject({ awardState: 'awarded', sold: true });
    await ctx.app.jobs.drain();
    expect(subjectsTo(blockBidder.email)).toEqual(['Lote no adjudicado: Nave completa']);
  });

  it('puts the winning side through approval when the auction requires it', async () => {
    const { auction, block, members } = await group(0, { block: 100_000, members: [100_000, 150_000] });
    await ctx.db.update(lots).set({ reservePrice: 160_000 }).where(eq(lots.id, members[1]!.id));
    await ctx.db.update(auctions).set({ requiresApproval: true }).where(eq(auctions.id, auction.id));
    await close(block, ...members);
    expect(await reload(block)).toMatchObject({ awardState: 'block-lost' });
    expect(await reload(members[0]!)).toMatchObject({ awardState: 'provisional' });
    expect(await reload(members[1]!)).toMatchObject({ awardState: 'below-reserve' });
  });

  it('is linked in the admin lot form to a block of the same auction only', async () => {
    const auction = await createAuction(ctx.db);
    const plain = await createLot(ctx.db, auction);
    const lot = { title: 'Taladro', price: 10_000, endDate: new Date(Date.now() + day).toISOString() };
    const refused = await admin.post(`/api/admin/auctions/${auction.id}/lots`, {
      lot: { ...lot, blockLotId: plain.id },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields['lot.blockLotId']).toContain('lote en bloque');
    const block = await admin.post(`/api/admin/auctions/${auction.id}/lots`, {
      lot: { ...lot, title: 'Todo el taller', isBlock: true, blockMarginPercent: 5 },
    });
    const blockId = block.json().data.lot.id;
    const member = await admin.post(`/api/admin/auctions/${auction.id}/lots`, {
      lot: { ...lot, blockLotId: blockId },
    });
    expect(member.statusCode).toBe(201);
    const unflag = await admin.put(`/api/admin/lots/${blockId}`, {
      lot: { ...lot, title: 'Todo el taller', isBlock: false },
    });
    expect(unflag.statusCode).toBe(400);
    expect(unflag.json().error.fields).toHaveProperty(['lot.isBlock']);
  });
});

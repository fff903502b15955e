import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auctionEvents,
  auditLog,
  bids,
  invoices,
  jobs,
  lots,
  settlementLines,
  settlements,
  users,
} from '@/server/db/schema/index.ts';
import { hashPassword } from '@/server/lib/password.ts';
import { closeDueLots } from '@/server/modules/lots/close-lots.ts';
import { createListeningTestApp, type TTestContext } from '../../../../test/app.ts';
import {
  createAuction,
  createLot,
  createSubscription,
  createUser,
  spanishCif,
} from '../../../../test/factories.ts';
import { createAdminClient, createClient } from '../../../../test/http.ts';
import { openEventStream } from '../../../../test/sse.ts';
import { issuePendingInvoices } from '../invoices/invoice-issuing.service.ts';

let ctx: TTestContext;
let baseUrl: string;
let admin: ReturnType<typeof createClient>;
let passwordHash: string;

beforeAll(async () => {
  ({ baseUrl, ...ctx } = await createListeningTestApp());
  admin = await createAdminClient(ctx);
  passwordHash = await hashPassword('clave-del-pujador');
});
afterAll(() => ctx.close());

/** A live auction of `count` lots at 1,000 €, and three accepted bidders (paddles 1–3 at the start). */
const liveAuction = async (count = 3, overrides: Parameters<typeof createAuction>[1] = {}) => {
  const auction = await createAuction(ctx.db, { format: 'live', liveStartsAt: new Date(), ...overrides });
  const auctionLots = [];
  for (let order = 1; order <= count; order++)
    auctionLots.push(await createLot(ctx.db, auction, { order, price: 100_000 }));
  const people = [];
  for (const firstname of ['Ana', 'Blas', 'Carla']) {
    const user = await createUser(ctx.db, { firstname, passwordHash });
    await createSubscription(ctx.db, auction, user);
    const client = createClient(ctx.app);
    await client.login(user.email, 'clave-del-pujador');
    people.push({ user, client });
  }
  const [ana, blas, carla] = people as [(typeof people)[0], (typeof people)[0], (typeof people)[0]];
  const path = `/api/admin/auctions/${auction.id}/live`;
  const act = async (action: string, body: object = {}) => admin.post(`${path}/${action}`, body);
  const sale = async (action: string, body: object = {}) => {
    const response = await act(action, body);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data.sale;
  };
  return { auction, lots: auctionLots, ana, blas, carla, act, sale };
};

const lotRow = async (id: number) => (await ctx.db.select().from(lots).where(eq(lots.id, id)))[0]!;

describe('a live sale', () => {
  it('runs a lot: absentee maximum against the room, undo, online bid, a guarded knock-down, settlement', async () => {
    const {
      auction,
      lots: [first, second],
      ana,
      blas,
      carla,
      act,
      sale,
    } = await liveAuction();
    // Ana leaves an absentee maximum of 1,300 € before the sale, as on any lot page.
    const absentee = await ana.client.post(`/api/frontend/auth/lots/${first!.id}/bid`, {
      bid: { amount: 100_000, maxAmount: 130_000 },
    });
    expect(absentee.statusCode, absentee.body).toBe(200);

    const waiting = (await ana.client.get(`/api/frontend/auctions/${auction.id}/live-sale`)).json().data;
    expect(waiting).toMatchObject({ status: 'waiting', lot: null, me: { mayBid: true } });

    let state = await sale('start');
    expect(state).toMatchObject({ status: 'running', lot: { id: first!.id }, maxBid: 100_000, warning: 0 });
    expect(state.nextLots.map((lot: { id: number }) => lot.id)).toEqual([second!.id, expect.any(Number)]);
    const console = (await admin.get(`/api/admin/auctions/${auction.id}/live`)).json().data;
    expect(console.paddles.map((paddle: { name: string }) => paddle.name)).toEqual([
      expect.stringContaining('Ana'),
      expect.stringContaining('Blas'),
      expect.stringContaining('Carla'),
    ]);
    expect(console.absentee).toEqual([expect.objectContaining({ maxAmount: 130_000 })]);

    state = await sale('increment', { increment: 5_000 });
    expect(state.askingPrice).toBe(105_000);
    // Carla (paddle 3) bids in the room; Ana's maximum answers each time, one increment above.
    state = await sale('floor-bid', { paddle: 3 });
    expect(state).toMatchObject({ maxBid: 110_000, leaderInRoom: false, askingPrice: 115_000 });
    await sale('floor-bid', { paddle: 3 });
    await sale('floor-bid', { paddle: 3 });
    expect((await lotRow(first!.id)).maxBid).toBe(130_000);
    // The room beats the online maximum.
    state = await sale('floor-bid', { paddle: 3 });
    expect(state).toMatchObject({ maxBid: 135_000, leaderInRoom: true });
    expect((await lotRow(first!.id)).maxBidderId).toBe(carla.user.id);
    const [floorRow] = await ctx.db
      .select()
      .from(bids)
      .where(and(eq(bids.lotId, first!.id), eq(bids.amount, 135_000)));
    expect(floorRow).toMatchObject({ paddle: 3, isAuto: false, userId: carla.user.id });

    // Undo takes the last floor bid back: Ana leads again at her maximum.
    state = (await act('undo')).json().data.sale;
    expect(state).toMatchObject({ maxBid: 130_000, leaderInRoom: false });
    expect((await lotRow(first!.id)).maxBidderId).toBe(ana.user.id);
    state = await sale('floor-bid', { paddle: 3 });
    expect(state.maxBid).toBe(135_000);

    // Blas bids online at the asking price; a knock-down at once asks for confirmation.
    const online = await blas.client.post(`/api/frontend/auctions/${auction.id}/live-sale/bids`, {
      lotId: first!.id,
      amount: 140_000,
    });
    expect(online.statusCode, online.body).toBe(200);
    const me = (await blas.client.get(`/api/frontend/auctions/${auction.id}/live-sale`)).json().data;
    expect(me.leaderNumber).toBe(me.me.myNumber);
    expect(me.lastOnlineBidAt).not.toBeNull();
    const hasty = await act('knock-down');
    expect(hasty.statusCode).toBe(409);
    expect(hasty.json().error.fields.confirmed).toBeTruthy();
    state = await sale('knock-down', { confirmed: true });
    expect(state).toMatchObject({ lot: { id: second!.id }, maxBid: null, warning: 0 });

    // The lot closed as a timed lot closes: sold, in Blas's liquidación at the hammer.
    expect(await lotRow(first!.id)).toMatchObject({ status: 'closed', sold: true, awardState: 'awarded' });
    const [line] = await ctx.db
      .select({ hammer: settlementLines.hammer, userId: settlements.userId })
      .from(settlementLines)
      .innerJoin(settlements, eq(settlements.id, settlementLines.settlementId))
      .where(eq(settlementLines.lotId, first!.id));
    expect(line).toEqual({ hammer: 140_000, userId: blas.user.id });
    // Its e-mail waits the grace period, so an undo could still take the hammer back.
    const [mail] = await ctx.db.select().from(jobs).where(eq(jobs.kind, 'lot-closed-mail'));
    expect(mail!.runAt.getTime()).toBeGreaterThan(Date.now() + 60_000);

    // Every action was one live event with the whole state.
    const events = await ctx.db.select().from(auctionEvents).where(eq(auctionEvents.auctionId, auction.id));
    expect(events.filter((event) => event.type === 'live-sale')).toHaveLength(9);
  });

  it('warns twice, passes and withdraws, undo restores the lot and the warnings, and passed lots are offered after', async () => {
    const {
      auction,
      lots: [first, second, third],
      ana,
      act,
      sale,
    } = await liveAuction();
    await sale('start');
    expect((await act('knock-down')).statusCode).toBe(422);
    await sale('warning');
    expect((await sale('warning')).warning).toBe(2);
    const third_warning = await act('warning');
    expect(third_warning.statusCode).toBe(422);
    let state = await sale('pass');
    expect(state).toMatchObject({ lot: { id: second!.id }, warning: 0 });
    expect(await lotRow(first!.id)).toMatchObject({ status: 'closed', sold: false, awardState: 'unsold' });
    state = (await act('undo')).json().data.sale;
    expect(state).toMatchObject({ lot: { id: first!.id }, warning: 2 });
    expect(await lotRow(first!.id)).toMatchObject({ status: 'open', awardState: null });

    // A floor bid for a paddle nobody holds is refused, naming the field.
    const unknown = await act('floor-bid', { paddle: 99 });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().error.fields.paddle).toMatch(/paleta 99/);
    const bad = await act('floor-bid', { paddle: -1 });
    expect(bad.statusCode).toBe(400);

    // A knock-down undone: the lot open again, its liquidación line and e-mail gone.
    await sale('floor-bid', { paddle: 1 });
    await sale('knock-down');
    expect((await lotRow(first!.id)).sold).toBe(true);
    await act('undo');
    expect(await lotRow(first!.id)).toMatchObject({ status: 'open', sold: false });
    expect(await ctx.db.select().from(settlementLines).where(eq(settlementLines.lotId, first!.id))).toEqual(
      [],
    );

    // The closer leaves a live auction's lots alone, whatever their end date.
    await ctx.db
      .update(lots)
      .set({ endDate: new Date(Date.now() - 1000) })
      .where(eq(lots.auctionId, auction.id));
    await closeDueLots({ db: ctx.db });
    expect((await lotRow(first!.id)).status).toBe('open');

    await sale('knock-down');
    const tooSoon = await act('after-sale', { endDate: new Date(Date.now() + 3_600_000).toISOString() });
    expect(tooSoon.statusCode).toBe(422);
    await sale('pass');
    state = await sale('withdraw');
    expect(state).toMatchObject({ status: 'finished', lot: null });
    expect(await lotRow(third!.id)).toMatchObject({ published: false, status: 'closed' });
    // The last lot down, the auction's settlement is queued (after the grace period).
    const settled = await ctx.db.select().from(jobs).where(eq(jobs.kind, 'auction-settled'));
    expect(settled.some((job) => (job.payload as { auctionId: number }).auctionId === auction.id)).toBe(true);

    // After the sale, the passed lot is offered by the clock; the withdrawn one is not.
    const offered = await act('after-sale', { endDate: new Date(Date.now() + 3_600_000).toISOString() });
    expect(offered.statusCode, offered.body).toBe(200);
    expect(offered.json().data.lotIds).toEqual([second!.id]);
    const late = await ana.client.post(`/api/frontend/auth/lots/${second!.id}/bid`, {
      bid: { amount: 100_000 },
    });
    expect(late.statusCode, late.body).toBe(200);
    await ctx.db
      .update(lots)
      .set({ endDate: new Date(Date.now() - 1000) })
      .where(eq(lots.id, second!.id));
    await closeDueLots({ db: ctx.db });
    expect(await lotRow(second!.id)).toMatchObject({
      status: 'closed',
      sold: true,
      maxBidderId: ana.user.id,
    });
    expect((await lotRow(third!.id)).status).toBe('closed');
  });

  it("tells the lots' pages: a knock-down, a pass and a withdrawal each record the lot-closed event", async () => {
    const {
      auction,
      lots: [first, second, third],
      sale,
    } = await liveAuction();
    await sale('start');
    await sale('floor-bid', { paddle: 2 });
    await sale('knock-down');
    await sale('pass');
    await sale('withdraw');
    const events = await ctx.db
      .select()
      .from(auctionEvents)
      .where(eq(auctionEvents.auctionId, auction.id))
      .orderBy(asc(auctionEvents.id));
    expect(events.filter((event) => event.type === 'lot-closed').map((event) => event.payload)).toEqual([
      { lotId: first!.id, sold: true, maxBid: 100_000 },
      { lotId: second!.id, sold: false, maxBid: null },
      { lotId: third!.id, sold: false, maxBid: null },
    ]);
  });

  it('gives a bidder accepted after the start the next paddle, and the room can bid for it', async () => {
    const { auction, sale } = await liveAuction(2);
    const pending = async () => {
      const user = await createUser(ctx.db, { firstname: 'Diego', passwordHash });
      return { user, subscription: await createSubscription(ctx.db, auction, user, { status: 'pending' }) };
    };
    const early = await pending();
    await sale('start');
    const late = await pending();
    for (const { subscription } of [early, late]) {
      const accepted = await admin.put(`/api/admin/subscriptions/${subscription.id}/accept`);
      expect(accepted.statusCode, accepted.body).toBe(200);
    }
    const console = (await admin.get(`/api/admin/auctions/${auction.id}/live`)).json().data;
    expect(console.paddles.map((paddle: { number: number }) => paddle.number)).toEqual([1, 2, 3, 4, 5]);
    const state = await sale('floor-bid', { paddle: 5 });
    expect(state.maxBid).toBe(100_000);
    const [row] = await ctx.db.select().from(bids).where(eq(bids.lotId, state.lot.id));
    expect(row).toMatchObject({ paddle: 5, userId: late.user.id });
  });

  it('belongs to subastas: bidders cannot run the console, and an online bid is for the current lot only', async () => {
    const {
      auction,
      lots: [, second],
      ana,
      sale,
    } = await liveAuction(2);
    expect((await ana.client.get(`/api/admin/auctions/${auction.id}/live`)).statusCode).toBe(403);
    await sale('start');
    const early = await ana.client.post(`/api/frontend/auctions/${auction.id}/live-sale/bids`, {
      lotId: second!.id,
      amount: 100_000,
    });
    expect(early.statusCode).toBe(409);
    const timed = await createAuction(ctx.db);
    expect((await admin.get(`/api/admin/auctions/${timed.id}/live`)).statusCode).toBe(404);
  });

  it('undoing a knock-down reopens the lot for every open page: the lot-reopened event, the lot open again', async () => {
    const {
      auction,
      lots: [first],
      sale,
      act,
    } = await liveAuction(2);
    await sale('start');
    await sale('floor-bid', { paddle: 1 });
    await sale('floor-bid', { paddle: 2 });
    const stream = await openEventStream(`${baseUrl}/api/frontend/auctions/${auction.id}/live`);
    try {
      await sale('knock-down');
      const lotPage = async () => (await admin.get(`/api/frontend/lots/${first!.id}`)).json().data.lot;
      expect(await lotPage()).toMatchObject({ status: 'closed', sold: true });
      expect((await act('undo')).statusCode).toBe(200);
      await stream.waitFor((events) => events.some((event) => event.event === 'lot-reopened'));
      const types = stream.events.map((event) => event.event).filter((type) => type !== 'live-sale');
      expect(types).toEqual(['lot-closed', 'lot-reopened']);
      const reopened = stream.events.find((event) => event.event === 'lot-reopened')!;
      expect(reopened.data).toEqual({
        lotId: first!.id,
        maxBid: 110_000,
        leader: 'Pujador 2',
        bidsCount: 2,
        minimumBid: 120_000,
        endDate: expect.any(String),
      });
      // The live-sale event after it calls the lot again; the lot page and its award state are as before.
      expect(stream.events.at(-1)).toMatchObject({ event: 'live-sale', data: { lot: { id: first!.id } } });
      expect(await lotPage()).toMatchObject({ status: 'open', sold: false, provisional: false });
      expect(await lotRow(first!.id)).toMatchObject({ awardState: null, closedOn: null });
      expect(await ctx.db.select().from(jobs).where(eq(jobs.kind, 'lot-closed-mail'))).not.toContainEqual(
        expect.objectContaining({ payload: expect.objectContaining({ lotId: first!.id }) }),
      );
    } finally {
      await stream.close();
    }
  });

  it('writes every console action, and its undo, to the audit log under the staff member', async () => {
    const {
      auction,
      lots: [first, second, third],
      act,
      sale,
    } = await liveAuction();
    await sale('start');
    await sale('increment', { increment: 5_000 });
    await sale('floor-bid', { paddle: 1 });
    await sale('warning');
    await sale('warning');
    await sale('knock-down');
    await act('undo');
    await sale('knock-down');
    await sale('pass');
    // A refused action leaves no audit row: the row is written in the action's transaction.
    expect((await act('warning', {})).statusCode).toBe(200);
    expect((await act('floor-bid', { paddle: 42 })).statusCode).toBe(422);
    await sale('withdraw');
    const rows = await ctx.db
      .select({ action: auditLog.action, changes: auditLog.changes, isAdmin: users.isAdmin })
      .from(auditLog)
      .innerJoin(users, eq(users.id, auditLog.actorId))
      .where(and(eq(auditLog.entity, 'auction'), eq(auditLog.entityId, String(auction.id))))
      .orderBy(asc(auditLog.id));
    expect(rows.every((row) => row.isAdmin)).toBe(true);
    expect(rows.map((row) => [row.action, row.changes])).toEqual([
      ['live-start', { lotId: first!.id }],
      ['live-increment', { lotId: first!.id, amount: 5_000, increment: 5_000 }],
      ['live-floor-bid', { lotId: first!.id, paddle: 1, amount: 100_000 }],
      ['live-warning', { lotId: first!.id }],
      ['live-warning', { lotId: first!.id }],
      ['live-knock-down', { lotId: first!.id, amount: 100_000 }],
      ['live-undo', { undone: 'knock-down', lotId: first!.id }],
      ['live-knock-down', { lotId: first!.id, amount: 100_000 }],
      ['live-pass', { lotId: second!.id }],
      ['live-warning', { lotId: third!.id }],
      ['live-withdraw', { lotId: third!.id }],
    ]);
  });

  it('registers a room bidder without an account, and a knock-down to their paddle is settled and invoiced to them', async () => {
    const {
      auction,
      lots: [first],
      carla,
      act,
      sale,
    } = await liveAuction(2, {
      commissionPercent: 10,
      goodsVatPercent: 21,
      invoiceData: {
        issuerName: 'Talleres Turia, S.L.',
        issuerVatId: spanishCif(900),
        issuerAddress: 'Calle de Colón 1, 46004 Valencia',
        invoiceSeries: 'LV',
      },
    });
    const rosa = {
      firstname: 'Rosa',
      lastname: 'Vidal Gómez',
      phone1: '612 345 678',
      vatIdType: 'nif',
      vatId: '12345678Z',
      address: 'Calle de la Paz 4',
      city: 'Valencia',
      postalCode: '46003',
      countryId: 73,
      provinceId: 46,
    };
    // Checked as a sign-up is: a wrong NIF is refused naming the field.
    const badNif = await act('paddles', { ...rosa, vatId: '12345678A' });
    expect(badNif.statusCode).toBe(400);
    expect(badNif.json().error.fields.vatId).toMatch(/NIF no es válido/);
    // Before the sale: Rosa gets the next free paddle (1); the online bidders get theirs at the start.
    const registered = await act('paddles', rosa);
    expect(registered.statusCode, registered.body).toBe(200);
    expect(registered.json().data.paddles).toEqual([{ number: 1, name: 'Rosa Vidal Gómez', inRoom: true }]);
    await sale('start');
    // During it: a company handed paddle 40; a number already held is refused naming it.
    const taken = await act('paddles', { ...rosa, vatId: '00000000T', paddle: 3 });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().error.fields.paddle).toBe('La paleta 3 ya está registrada en esta subasta.');
    // An e-mail of an account that already holds a paddle: refused, naming it.
    const twice = await act('paddles', { ...rosa, email: carla.user.email.toUpperCase() });
    expect(twice.statusCode).toBe(422);
    expect(twice.json().error.fields.email).toBe('Esa cuenta ya tiene la paleta 4 en esta subasta.');
    const company = await act('paddles', {
      ...rosa,
      isCompany: true,
      companyName: 'Desguaces Turia, S.L.',
      vatIdType: 'cif',
      vatId: spanishCif(901),
      email: 'compras@desguaces-turia.es',
      paddle: 40,
    });
    expect(company.statusCode, company.body).toBe(200);
    expect(company.json().data.paddles.map((paddle: { number: number }) => paddle.number)).toEqual([
      1, 2, 3, 4, 40,
    ]);

    await sale('floor-bid', { paddle: 40 });
    await sale('floor-bid', { paddle: 1 });
    await sale('knock-down');
    const [buyer] = await ctx.db
      .select()
      .from(users)
      .where(eq(users.id, (await lotRow(first!.id)).maxBidderId!));
    // An account that cannot sign in, and no e-mail is ever sent to its reserved address.
    expect(buyer).toMatchObject({ firstname: 'Rosa', isWebUser: false, isActive: false, passwordHash: null });
    expect(buyer!.email).toMatch(/@sala\.invalid$/);
    expect(buyer!.hasWrongEmail).toBe(true);
    const [line] = await ctx.db
      .select({ hammer: settlementLines.hammer, settlementId: settlements.id, userId: settlements.userId })
      .from(settlementLines)
      .innerJoin(settlements, eq(settlements.id, settlementLines.settlementId))
      .where(eq(settlementLines.lotId, first!.id));
    expect(line).toMatchObject({ hammer: 110_000, userId: buyer!.id });
    await issuePendingInvoices({ db: ctx.db, settlementId: line!.settlementId });
    const [invoice] = await ctx.db
      .select()
      .from(invoices)
      .where(eq(invoices.settlementId, line!.settlementId));
    expect(invoice!.recipient).toMatchObject({ name: 'Rosa Vidal Gómez', nif: '12345678Z' });
    expect(invoice!.recipient.address).toContain('Calle de la Paz 4');

    const audited = await ctx.db
      .select({ changes: auditLog.changes })
      .from(auditLog)
      .where(and(eq(auditLog.entityId, String(auction.id)), eq(auditLog.action, 'live-paddle')));
    expect(audited.map((row) => (row.changes as { paddle: number }).paddle)).toEqual([1, 40]);
  });

  it('tells every lot list where a live lot stands instead of a countdown: waiting, called now, live, then nothing', async () => {
    const liveStartsAt = new Date(Date.now() + 3_600_000);
    const auction = await createAuction(ctx.db, { format: 'live', liveStartsAt });
    const first = await createLot(ctx.db, auction, { order: 1, title: 'Zodiac fueraborda uno' });
    const second = await createLot(ctx.db, auction, { order: 2, title: 'Zodiac fueraborda dos' });
    const user = await createUser(ctx.db, { passwordHash });
    await createSubscription(ctx.db, auction, user);
    const client = createClient(ctx.app);
    await client.login(user.email, 'clave-del-pujador');
    for (const lot of [first, second])
      expect((await client.put(`/api/frontend/auth/watchlist/lots/${lot.id}`)).statusCode).toBe(200);
    const path = `/api/admin/auctions/${auction.id}/live`;
    const lists = async () => {
      const page = (await client.get(`/api/frontend/auctions/${auction.id}`)).json().data.lots;
      const watched = (await client.get('/api/frontend/auth/watchlist/lots')).json().data.lots;
      const found = (
        await ctx.app.inject({
          method: 'GET',
          url: '/api/frontend/search',
          query: { q: 'zodiac fueraborda' },
        })
      ).json().data.results;
      const byLot = (items: { id: number; live: unknown }[]) =>
        [first, second].map((lot) => items.find((item) => item.id === lot.id)?.live);
      return { page: byLot(page), watched: byLot(watched), found: byLot(found) };
    };
    const waiting = { status: 'waiting', startsAt: liveStartsAt.toISOString(), current: false };
    expect(await lists()).toEqual({
      page: [waiting, waiting],
      watched: [waiting, waiting],
      found: [waiting, waiting],
    });

    expect((await admin.post(`${path}/start`, {})).statusCode).toBe(200);
    const running = (current: boolean) => ({
      status: 'running',
      startsAt: liveStartsAt.toISOString(),
      current,
    });
    const during = [running(true), running(false)];
    expect(await lists()).toEqual({ page: during, watched: during, found: during });
    // The home page's "closing soon" never lists a live sale's lots: they close at the hammer.
    const soon = (await client.get('/api/frontend/lots/closing-soon')).json().data.lots;
    expect(soon.map((lot: { auctionId: number }) => lot.auctionId)).not.toContain(auction.id);

    await admin.post(`${path}/pass`, {});
    await admin.post(`${path}/pass`, {});
    // Over: the lots show their result (and a countdown if offered again by the clock), nothing live.
    expect(await lists()).toEqual({ page: [null, null], watched: [null, null], found: [null, null] });
    const timed = await createAuction(ctx.db);
    await createLot(ctx.db, timed);
    const timedLots = (await client.get(`/api/frontend/auctions/${timed.id}`)).json().data.lots;
    expect(timedLots.map((lot: { live: unknown }) => lot.live)).toEqual([null]);
  });
});

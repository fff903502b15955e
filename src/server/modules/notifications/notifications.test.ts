import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { queryRows } from '@/server/db/client.ts';
import { auctionEvents, jobs, lots, pendingNotices, pushSubscriptions } from '@/server/db/schema/index.ts';
import { guardedAgent, outboundPolicy } from '@/server/lib/outbound.ts';
import { hashPassword } from '@/server/lib/password.ts';
import { createTestApp, type TTestContext } from '../../../../test/app.ts';
import { createAuction, createLot, createSubscription, createUser } from '../../../../test/factories.ts';
import { createClient } from '../../../../test/http.ts';
import { startMailbox } from '../../../../test/mailbox.ts';
import { startPushService } from '../../../../test/push-service.ts';
import { sendPush } from './deliver-notice.ts';
import { runNotifier } from './notifier.ts';

let ctx: TTestContext;
let mailbox: Awaited<ReturnType<typeof startMailbox>>;
let push: Awaited<ReturnType<typeof startPushService>>;
let passwordHash: string;
const minute = 60_000;

beforeAll(async () => {
  mailbox = await startMailbox();
  push = await startPushService();
  ctx = await createTestApp({
    SMTP_URL: mailbox.url,
    PUBLIC_URL: 'https://subastas.example',
    PUSH_CA_CERT: push.certificate,
    OUTBOUND_ALLOWED_HOSTS: push.host,
  });
  passwordHash = await hashPassword('clave-del-pujador');
});
afterAll(async () => {
  await ctx.close();
  await mailbox.close();
  await push.close();
});
// Each test reads only what its own round of the notifier found.
beforeEach(async () => {
  await runNotifier({ db: ctx.db, leadMinutes: 30 });
  await ctx.app.jobs.drain();
  await ctx.app.jobs.drain();
});

const person = async (auction?: Awaited<ReturnType<typeof createAuction>>) => {
  const user = await createUser(ctx.db, { passwordHash });
  if (auction) await createSubscription(ctx.db, auction, user);
  const client = createClient(ctx.app);
  await client.login(user.email, 'clave-del-pujador');
  return {
    user,
    client,
    bid: (lotId: number, amount: number) =>
      client.post(`/api/frontend/auth/lots/${lotId}/bid`, { bid: { amount } }),
  };
};

/** A notifier round at `now`, then every job it made, then the mail those made. */
const notify = async (now = new Date()) => {
  const made = await runNotifier({ db: ctx.db, now, leadMinutes: 30 });
  await ctx.app.jobs.drain();
  await ctx.app.jobs.drain();
  return made;
};

const isOutbid = (mail: { subject: string }) => mail.subject.startsWith('Te han superado');

describe('outbid notices', () => {
  it('tell a bidder once, in one message for every lot lost within the minute, by e-mail and push', async () => {
    const auction = await createAuction(ctx.db);
    const first = await createLot(ctx.db, auction, { order: 1, title: 'Torno Pinacho', price: 100_000 });
    const second = await createLot(ctx.db, auction, { order: 2, title: 'Fresadora Lagun', price: 100_000 });
    const ana = await person(auction);
    const blas = await person(auction);

    const { vapidPublicKey } = (await ana.client.get('/api/frontend/auth/notifications/preferences')).json()
      .data;
    const browser = push.subscribe(vapidPublicKey);
    const saved = await ana.client.post('/api/frontend/auth/notifications/push-subscriptions', {
      subscription: browser,
    });
    expect(saved.json()).toEqual({ data: { pushDevices: 1 } });

    expect((await ana.bid(first.id, 100_000)).statusCode).toBe(200);
    expect((await ana.bid(second.id, 100_000)).statusCode).toBe(200);
    expect((await blas.bid(first.id, 110_000)).statusCode).toBe(200);
    expect((await blas.bid(second.id, 110_000)).statusCode).toBe(200);

    const mailsBefore = mailbox.to(ana.user.email).length;
    // Ana's outbid notice, and each bidder's confirmation of their bids (one message each).
    expect(await notify()).toBe(3);
    const mails = mailbox.to(ana.user.email).slice(mailsBefore).filter(isOutbid);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Te han superado en 2 lotes');
    expect(mails[0]!.text).toContain('Lote 1: Torno Pinacho — puja actual 1.100');
    expect(mails[0]!.text).toContain('Lote 2: Fresadora Lagun');
    expect(mails[0]!.headers['list-unsubscribe']).toMatch(
      /^<https:\/\/subastas\.example\/api\/frontend\/notifications\/unsubscribe\?u=\d+&k=outbid&t=[\w-]+>$/,
    );
    expect(mails[0]!.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect(mailbox.to(blas.user.email).some((mail) => mail.subject.startsWith('Te han superado'))).toBe(
      false,
    );

    expect(push.refused).toEqual([]);
    const pushed = push.received.filter((item) => item.endpoint === browser.endpoint);
    expect(pushed).toHaveLength(1);
    expect(pushed[0]!.payload).toMatchObject({
      title: 'Te han superado en 2 lotes',
      url: 'https://subastas.example/mi-cuenta/subastas/pujas',
    });
    expect(pushed[0]!.urgency).toBe('high');

    // Nothing new: nothing sent again.
    expect(await notify()).toBe(0);
    expect(mailbox.to(ana.user.email).slice(mailsBefore).filter(isOutbid)).toHaveLength(1);
  });

  it('catches up with more bid events than one round reads, in one message', async () => {
    const auction = await createAuction(ctx.db);
    const lots = await Promise.all(
      [1, 2, 3].map((order) =>
        createLot(ctx.db, auction, { order, title: `Prensa ${order}`, price: 100_000 }),
      ),
    );
    const ana = await person(auction);
    const blas = await person(auction);
    for (const lot of lots) expect((await ana.bid(lot.id, 100_000)).statusCode).toBe(200);
    for (const lot of lots) expect((await blas.bid(lot.id, 110_000)).statusCode).toBe(200);
    const mailsBefore = mailbox.to(ana.user.email).length;
    // Six bid events, two a round: one call reads them all, and sends when it has.
    expect(await runNotifier({ db: ctx.db, leadMinutes: 30, eventsPerRound: 2 })).toBe(3);
    await ctx.app.jobs.drain();
    await ctx.app.jobs.drain();
    const mails = mailbox.to(ana.user.email).slice(mailsBefore).filter(isOutbid);
    expect(mails.map((mail) => mail.subject)).toEqual(['Te han superado en 3 lotes']);
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)('holds back no live event while a round runs', async () => {
    const auction = await createAuction(ctx.db);
    const lot = await createLot(ctx.db, auction, { price: 100_000 });
    const ana = await person(auction);
    const blas = await person(auction);
    await ana.bid(lot.id, 100_000);
    await blas.bid(lot.id, 110_000);
    // Another transaction keeps the ledger from being written: the round stops inside its own.
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    let locked = () => {};
    const isLocked = new Promise<void>((resolve) => (locked = resolve));
    const holder = ctx.db.transaction(async (tx) => {
      await tx.execute(sql`lock table notice_ledger in share row exclusive mode`);
      locked();
      await released;
    });
    await isLocked;
    const round = runNotifier({ db: ctx.db, leadMinutes: 30 });
    await expect
      .poll(
        async () =>
          (
            await queryRows<{ waiting: number }>(
              ctx.db,
              sql`select count(*)::int as waiting from pg_stat_activity
                where wait_event_type = 'Lock' and query like '%notice_ledger%'`,
            )
          )[0]!.waiting,
      )
      .toBe(1);
    // A bid committed meanwhile is final for the live pages (and the next round) at once.
    expect((await ana.bid(lot.id, 120_000)).statusCode).toBe(200);
    const [event] = await ctx.db
      .select({ final: sql<boolean>`${auctionEvents.id} < (select live_event_horizon_past_silent())` })
      .from(auctionEvents)
      .where(eq(auctionEvents.auctionId, auction.id))
      .orderBy(sql`${auctionEvents.id} desc`)
      .limit(1);
    expect(event!.final).toBe(true);
    release();
    await holder;
    await round;
  });

  it('waits out the minute before telling the same bidder again, and then tells only what is still lost', async () => {
    const auction = await createAuction(ctx.db);
    const lot = await createLot(ctx.db, auction, { title: 'Compresor Atlas', price: 50_000 });
    const other = await createLot(ctx.db, auction, { order: 2, title: 'Carretilla Linde', price: 50_000 });
    const ana = await person(auction);
    const blas = await person(auction);
    await ana.bid(lot.id, 50_000);
    await blas.bid(lot.id, 55_000);
    const start = new Date();
    // Ana's outbid notice and both confirmations.
    expect(await notify(start)).toBe(3);

    await ana.bid(lot.id, 60_000);
    await blas.bid(lot.id, 65_000);
    await ana.bid(other.id, 50_000);
    await blas.bid(other.id, 55_000);
    expect(await notify(new Date(start.getTime() + 20_000))).toBe(0);
    const waiting = await ctx.db
      .select()
      .from(pendingNotices)
      .where(and(eq(pendingNotices.userId, ana.user.id), eq(pendingNotices.kind, 'outbid')));
    expect(waiting).toHaveLength(2);

    // Ana takes one lot back before the minute is out: the message names only the other.
    await ana.bid(lot.id, 70_000);
    const before = mailbox.to(ana.user.email).length;
    // Ana's message, and Blas's: Ana's new bid outbid him; and their confirmations, held for the minute.
    expect(await notify(new Date(start.getTime() + 61_000))).toBe(4);
    const [mail] = mailbox.to(ana.user.email).slice(before).filter(isOutbid);
    expect(mail!.subject).toBe('Te han superado en «Carretilla Linde»');
  });
});

describe('bid confirmations', () => {
  it("confirm a bidder's bids with a signed link to each receipt, which opens without logging in", async () => {
    const auction = await createAuction(ctx.db);
    const lot = await createLot(ctx.db, auction, { title: 'Plegadora Ajial', price: 80_000 });
    const ana = await person(auction);
    expect((await ana.bid(lot.id, 80_000)).statusCode).toBe(200);
    const before = mailbox.to(ana.user.email).length;
    expect(await notify()).toBe(1);
    const [mail] = mailbox.to(ana.user.email).slice(before);
    expect(mail!.subject).toBe('Puja registrada en «Plegadora Ajial»');
    expect(mail!.text).toContain('Lote 1: Plegadora Ajial — tu puja 800');
    expect(mail!.text).toContain('https://subastas.example/verificar-puja');
    const link = mail!.text.match(
      /https:\/\/subastas\.example(\/api\/frontend\/bids\/\d+\/receipt\?t=[\w-]+)/,
    )![1]!;

    const visitor = createClient(ctx.app);
    const receipt = await visitor.get(link);
    expect(receipt.statusCode).toBe(200);
    expect(receipt.json()).toMatchObject({ lotId: lot.id, amount: 80_000, isAuto: false });
    const forged = await visitor.get(link.replace(/t=[\w-]+/, 't=falsa'));
    expect(forged.statusCode).toBe(404);
    expect(forged.json().error.message).toMatch(/enlace del recibo no es válido/);
    const other = await visitor.get(link.replace(/bids\/\d+/, `bids/${Number(receipt.json().bidId) + 1}`));
    expect(other.statusCode).toBe(404);

    // Nothing new: no second confirmation.
    expect(await notify()).toBe(0);
  });
});

describe('closing-soon reminders', () => {
  it('remind followers once, when the lot comes within the lead time', async () => {
    const auction = await createAuction(ctx.db);
    const now = new Date();
    const soon = await createLot(ctx.db, auction, {
      title: 'Prensa Loire',
      endDate: new Date(now.getTime() + 40 * minute),
    });
    const carla = await person();
    await carla.client.put(`/api/frontend/auth/watchlist/lots/${soon.id}`);

    await notify(now);
    expect(mailbox.to(carla.user.email)).toHaveLength(0);
    await notify(new Date(now.getTime() + 11 * minute));
    expect(mailbox.to(carla.user.email).map((mail) => mail.subject)).toEqual([
      '«Prensa Loire» cierra pronto',
    ]);
    expect(mailbox.to(carla.user.email)[0]!.text).toContain(
      'Si alguien puja en los últimos minutos, el cierre se alarga.',
    );
    await notify(new Date(now.getTime() + 12 * minute));
    expect(mailbox.to(carla.user.email)).toHaveLength(1);
  });

  it('are queued once per follower, with several instances running the notifier at once', async () => {
    const auction = await createAuction(ctx.db);
    const now = new Date();
    // Entering the 30-minute window between the last round and the next.
    const endDate = new Date(now.getTime() + 30 * minute + 30_000);
    const followed = await Promise.all(
      Array.from({ length: 20 }, (_, index) => createLot(ctx.db, auction, { order: index + 1, endDate })),
    );
    const followers = await Promise.all(Array.from({ length: 60 }, () => createUser(ctx.db)));
    const { lotFollows } = await import('@/server/db/schema/index.ts');
    await ctx.db
      .insert(lotFollows)
      .values(followers.flatMap((user) => followed.map((lot) => ({ userId: user.id, lotId: lot.id }))));

    const rounds = await Promise.all(
      Array.from({ length: 4 }, () =>
        runNotifier({ db: ctx.db, now: new Date(now.getTime() + minute), leadMinutes: 30 }),
      ),
    );
    expect(rounds.reduce((sum, made) => sum + made, 0)).toBe(60);
    const queued = (await ctx.db.select().from(jobs).where(eq(jobs.kind, 'notice'))).filter(
      (job) => (job.payload as { kind: string }).kind === 'closing-soon' && job.doneAt === null,
    );
    expect(queued).toHaveLength(60);
    for (const job of queued)
      expect((job.payload as { subjectIds: number[] }).subjectIds).toEqual(
        followed.map((lot) => lot.id).sort((a, b) => a - b),
      );
    expect(
      await runNotifier({ db: ctx.db, now: new Date(now.getTime() + 2 * minute), leadMinutes: 30 }),
    ).toBe(0);
    await ctx.db.update(lots).set({ status: 'closed' }).where(eq(lots.auctionId, auction.id));
  });
});

describe('a followed auction opening', () => {
  it('is announced to its followers once, when its start passes', async () => {
    const now = new Date();
    const auction = await createAuction(ctx.db, {
      title: 'Liquidación Talleres Arrieta',
      startDate: new Date(now.getTime() + 5 * minute),
      endDate: new Date(now.getTime() + 7 * 24 * 60 * minute),
    });
    const dora = await person();
    expect((await dora.client.put(`/api/frontend/auth/watchlist/auctions/${auction.id}`)).statusCode).toBe(
      200,
    );

    await notify(now);
    expect(mailbox.to(dora.user.email)).toHaveLength(0);
    await notify(new Date(now.getTime() + 6 * minute));
    await notify(new Date(now.getTime() + 7 * minute));
    const mails = mailbox.to(dora.user.email);
    expect(mails.map((mail) => mail.subject)).toEqual(['«Liquidación Talleres Arrieta» ya está abierta']);
    expect(mails[0]!.text).toContain(`https://subastas.example/subastas/${auction.id}`);
  });
});

describe('service messages', () => {
  it('go by the channels the user chose for their kind: here a subscription decision by push only', async () => {
    const auction = await createAuction(ctx.db, { title: 'Subasta Naval Vigo' });
    const eva = await person();
    const subscription = await createSubscription(ctx.db, auction, eva.user, { status: 'pending' });
    const { vapidPublicKey } = (await eva.client.get('/api/frontend/auth/notifications/preferences')).json()
      .data;
    const browser = push.subscribe(vapidPublicKey);
    await eva.client.post('/api/frontend/auth/notifications/push-subscriptions', { subscription: browser });
    await eva.client.put('/api/frontend/auth/notifications/preferences', {
      choices: { 'subscription-decided': { email: false, push: true } },
    });

    const admin = await createUser(ctx.db, { passwordHash, isAdmin: true });
    const back = createClient(ctx.app);
    await back.login(admin.email, 'clave-del-pujador');
    expect((await back.put(`/api/admin/subscriptions/${subscription.id}/accept`)).statusCode).toBe(200);
    await ctx.app.jobs.drain();

    expect(mailbox.to(eva.user.email)).toHaveLength(0);
    expect(
      push.received.filter((item) => item.endpoint === browser.endpoint).map((item) => item.payload),
    ).toEqual([
      {
        title: 'Inscripción aceptada: Subasta Naval Vigo',
        body: 'Ya puedes pujar en sus lotes.',
        url: `https://subastas.example/subastas/${auction.id}`,
      },
    ]);
  });
});

describe('choices and unsubscribing', () => {
  it('keep each kind per channel, and one click on the e-mail link turns that e-mail off without logging in', async () => {
    const ana = await person();
    const saved = await ana.client.put('/api/frontend/auth/notifications/preferences', {
      choices: { 'closing-soon': { email: true, push: false } },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.choices).toMatchObject({
      outbid: { email: true, push: true },
      'closing-soon': { email: true, push: false },
    });

    const auction = await createAuction(ctx.db);
    const lot = await createLot(ctx.db, auction, { title: 'Sierra Kasto' });
    await createSubscription(ctx.db, auction, ana.user);
    const blas = await person(auction);
    await ana.bid(lot.id, 100_000);
    await blas.bid(lot.id, 110_000);
    await notify();
    // The outbid e-mail, whichever of Ana's two (her bid accepted, then outbid) the outbox sent last.
    const link = mailbox
      .to(ana.user.email)
      .filter(isOutbid)
      .at(-1)!
      .headers['list-unsubscribe']!.slice(1, -1);

    const visitor = createClient(ctx.app);
    const forged = await visitor.request({
      method: 'POST',
      url: new URL(link).pathname + new URL(link).search.replace(/t=[\w-]+/, 't=falsa'),
      rawBody: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().error.message).toMatch(/enlace de baja no es válido/);

    const oneClick = await visitor.request({
      method: 'POST',
      url: new URL(link).pathname + new URL(link).search,
      rawBody: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(oneClick.statusCode).toBe(200);
    expect(oneClick.json()).toEqual({ data: { kind: 'outbid', channel: 'email' } });
    const badBrowser = await ana.client.post('/api/frontend/auth/notifications/push-subscriptions', {
      subscription: { endpoint: 'http://push.example/1', keys: { p256dh: 'corta', auth: 'x' } },
    });
    expect(badBrowser.statusCode).toBe(400);
    expect(badBrowser.json().error.fields).toMatchObject({
      'subscription.endpoint': 'La dirección de avisos del navegador no es válida.',
      'subscription.keys.p256dh': 'La clave del navegador no es válida.',
    });
    const after = (await ana.client.get('/api/frontend/auth/notifications/preferences')).json().data.choices;
    expect(after.outbid).toEqual({ email: false, push: true });
    expect(after['closing-soon']).toEqual({ email: true, push: false });
  });
});

describe('push endpoints', () => {
  const register = (client: ReturnType<typeof createClient>, endpoint: string) =>
    client.post('/api/frontend/auth/notifications/push-subscriptions', {
      subscription: { endpoint, keys: push.subscribe().keys },
    });
  const endpointsOf = async (userId: number) =>
    (await ctx.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId))).map(
      (row) => row.endpoint,
    );

  it('are refused on this machine or a private network, however written, naming the field', async () => {
    const ana = await person();
    for (const endpoint of [
      'https://2130706433:8443/push',
      'https://[::ffff:127.0.0.1]/push',
      'https://169.254.169.254/push',
      'https://10.0.0.1/push',
    ]) {
      const refused = await register(ana.client, endpoint);
      expect(refused.statusCode, endpoint).toBe(400);
      expect(refused.json().error.fields['subscription.endpoint']).toMatch(/red privada o a este servidor/);
    }
    expect(await endpointsOf(ana.user.id)).toEqual([]);
  });

  it('are at most 10 a person: an 11th browser takes the place of the first', async () => {
    const ana = await person();
    const origin = `https://${push.host}`;
    for (let index = 1; index <= 11; index++)
      expect((await register(ana.client, `${origin}/ana/${index}`)).json().data.pushDevices).toBe(
        Math.min(index, 10),
      );
    const kept = await endpointsOf(ana.user.id);
    expect(kept).toHaveLength(10);
    expect(kept).not.toContain(`${origin}/ana/1`);
  });

  it('are checked again when used, and forgotten after a week of failures', async () => {
    const ana = await person();
    const now = new Date('2026-12-01T10:00:00Z');
    await ctx.db.insert(pushSubscriptions).values([
      // Registered before the check existed, or allowed then: refused now without a connection.
      { userId: ana.user.id, endpoint: 'https://2130706433:8443/old', p256dh: 'k', auth: 'a' },
      // Nothing listens on port 9 here: each push fails.
      { userId: ana.user.id, endpoint: 'https://127.0.0.1:9/dead', p256dh: 'k', auth: 'a' },
    ]);
    const logged: string[] = [];
    const send = (at: Date) =>
      sendPush({
        db: ctx.db,
        vapid: { ...webpush.generateVAPIDKeys(), subject: 'mailto:avisos@subastas.example' },
        agent: guardedAgent(outboundPolicy('127.0.0.1:9')),
        outbound: outboundPolicy('127.0.0.1:9'),
        userId: ana.user.id,
        message: { title: 't', body: 'b', url: 'https://subastas.example' },
        log: (message) => logged.push(message),
        now: at,
      });
    await send(now);
    expect(logged.some((line) => line.includes('red privada'))).toBe(true);
    const failing = await ctx.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, ana.user.id));
    expect(failing.map((row) => row.failingSince?.toISOString())).toEqual([
      now.toISOString(),
      now.toISOString(),
    ]);
    await send(new Date(now.getTime() + 6 * 86_400_000));
    expect(await endpointsOf(ana.user.id)).toHaveLength(2);
    await send(new Date(now.getTime() + 7 * 86_400_000));
    expect(await endpointsOf(ana.user.id)).toEqual([]);
  });
});

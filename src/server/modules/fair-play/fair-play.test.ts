import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, invoices, settlementLines, settlements, users } from '@/server/db/schema/index.ts';
import { hashPassword } from '@/server/lib/password.ts';
import { createTestApp, type TTestContext } from '../../../../test/app.ts';
import {
  createAuction,
  createLot,
  createSoldLot,
  createSubscription,
  createUser,
} from '../../../../test/factories.ts';
import { createAdminClient, createClient } from '../../../../test/http.ts';
import { suspendUnpaidBuyers } from './unpaid-suspension.ts';

/** Fair play (docs/fair-play.md), through the API as bidders and the back office use it. */
let ctx: TTestContext;
let passwordHash: string;
let admin: ReturnType<typeof createClient>;

beforeAll(async () => {
  ctx = await createTestApp();
  passwordHash = await hashPassword('clave-de-la-prueba');
  admin = await createAdminClient(ctx);
});
afterAll(() => ctx.close());

const loggedIn = async (overrides: Parameters<typeof createUser>[1] = {}, client = createClient(ctx.app)) => {
  // A complete profile, so the back office can edit the account (ban it, block it).
  const user = await createUser(ctx.db, {
    passwordHash,
    phone1: '+34 611 222 333',
    vatId: '12345678Z',
    address: 'Calle Mayor 3',
    city: 'Alzira',
    ...overrides,
  });
  await client.login(user.email, 'clave-de-la-prueba');
  return { user, client };
};

const profile = {
  firstname: 'Jorge',
  lastname: 'Peris Alemany',
  phone1: '+34 611 222 333',
  isCompany: false,
  vatIdType: 'nif',
  vatId: '12345678Z',
  address: 'Calle Mayor 3',
  city: 'Alzira',
  postalCode: '46600',
  countryId: 73,
  provinceId: 46,
};

const audits = (entity: string, entityId: number, action: string) =>
  ctx.db
    .select()
    .from(auditLog)
    .where(
      and(eq(auditLog.entity, entity), eq(auditLog.entityId, String(entityId)), eq(auditLog.action, action)),
    );

describe('conflicts of interest', () => {
  it("refuses a consignor's linked person at subscription, acceptance and bid, saying why; unlinking lifts it", async () => {
    const auction = await createAuction(ctx.db, {
      invoiceData: { issuerName: 'Forjas Ebro, S.L.', issuerVatId: 'B-1234567.4', invoiceSeries: 'FE' },
    });
    const lot = await createLot(ctx.db, auction, { price: 10_000 });
    const { user, client } = await loggedIn();
    // Already subscribed and accepted before the link: the bid is refused all the same.
    await createSubscription(ctx.db, auction, user);
    const other = await createAuction(ctx.db);
    const { user: pending } = await loggedIn();
    const pendingSubscription = await createSubscription(ctx.db, auction, pending, { status: 'pending' });

    const badNif = await admin.post(`/api/admin/users/${user.id}/consignor-links`, { nif: 'B?' });
    expect(badNif.statusCode).toBe(400);
    expect(badNif.json().error.fields.nif).toMatch(/letras y números/);
    const linked = await admin.post(`/api/admin/users/${user.id}/consignor-links`, { nif: 'b 12345674' });
    expect(linked.statusCode).toBe(201);
    expect(linked.json().data.link).toMatchObject({ nif: 'B12345674', consignorName: 'Forjas Ebro, S.L.' });
    expect(
      (await admin.post(`/api/admin/users/${user.id}/consignor-links`, { nif: 'B12345674' })).statusCode,
    ).toBe(409);
    await admin.post(`/api/admin/users/${pending.id}/consignor-links`, { nif: 'B12345674' });
    expect(await audits('user', user.id, 'consignor-link')).toHaveLength(1);

    const bid = await client.post(`/api/frontend/auth/lots/${lot.id}/bid`, { bid: { amount: 10_000 } });
    expect(bid.statusCode).toBe(403);
    expect(bid.json().error.message).toMatch(/vinculada al comitente \(NIF B12345674\)/);
    expect(bid.json().error.message).toMatch(/No puedes pujar/);

    const { client: stranger } = await loggedIn();
    const { user: linkedNew, client: linkedClient } = await loggedIn();
    await admin.post(`/api/admin/users/${linkedNew.id}/consignor-links`, { nif: 'B12345674' });
    const subscribe = await linkedClient.post(`/api/frontend/auth/auctions/${auction.id}/subscribe`, {
      user: profile,
    });
    expect(subscribe.statusCode).toBe(403);
    expect(subscribe.json().error.message).toMatch(/No puedes inscribirte.*comitente \(NIF B12345674\)/);
    // Another consignor's auction is open to them; a stranger may subscribe to this one.
    expect(
      (await linkedClient.post(`/api/frontend/auth/auctions/${other.id}/subscribe`, { user: profile }))
        .statusCode,
    ).toBe(200);
    expect(
      (await stranger.post(`/api/frontend/auth/auctions/${auction.id}/subscribe`, { user: profile }))
        .statusCode,
    ).toBe(200);

    const accept = await admin.put(`/api/admin/subscriptions/${pendingSubscription.id}/accept`);
    expect(accept.statusCode).toBe(403);
    expect(accept.json().error.message).toMatch(/comitente/);

    const { links } = (await admin.get(`/api/admin/users/${user.id}/consignor-links`)).json().data;
    expect(links).toHaveLength(1);
    expect(
      (await admin.delete(`/api/admin/users/${user.id}/consignor-links/${links[0].id}`)).statusCode,
    ).toBe(204);
    expect(await audits('user', user.id, 'consignor-unlink')).toHaveLength(1);
    const after = await client.post(`/api/frontend/auth/lots/${lot.id}/bid`, { bid: { amount: 10_000 } });
    expect(after.json().data.result).toBe('leading');
  });

  it('refuses staff, whatever their role, at subscription and bid', async () => {
    const auction = await createAuction(ctx.db);
    const lot = await createLot(ctx.db, auction, { price: 10_000 });
    const { user, client } = await loggedIn({ roles: ['almacen'] });
    const subscribe = await client.post(`/api/frontend/auth/auctions/${auction.id}/subscribe`, {
      user: profile,
    });
    expect(subscribe.statusCode).toBe(403);
    expect(subscribe.json().error.message).toMatch(/personal de la casa de subastas/);
    await createSubscription(ctx.db, auction, user);
    const bid = await client.post(`/api/frontend/auth/lots/${lot.id}/bid`, { bid: { amount: 10_000 } });
    expect(bid.statusCode).toBe(403);
    expect(bid.json().error.message).toMatch(/No puedes pujar.*personal/);
  });

  it('is managed by administración or inscripciones only', async () => {
    const { user } = await loggedIn();
    const { client: warehouse } = await loggedIn({ roles: ['almacen'] });
    const { client: clerk } = await loggedIn({ roles: ['inscripciones'] });
    expect(
      (await warehouse.post(`/api/admin/users/${user.id}/consignor-links`, { nif: 'B87654321' })).statusCode,
    ).toBe(403);
    expect(
      (await clerk.post(`/api/admin/users/${user.id}/consignor-links`, { nif: 'B87654321' })).statusCode,
    ).toBe(201);
  });
});

describe('accounts to review', () => {
  it('lists an account sharing a browser or a sign-up address with one banned in the last 30 days; ban or dismiss', async () => {
    const browser = createClient(ctx.app);
    const { user: banned } = await loggedIn({ signupIp: '203.0.113.7' }, browser);
    await browser.post('/api/frontend/auth/logout');
    // The same browser (its lonja_device cookie) signs in to another account.
    expect(browser.cookies.get('lonja_device')).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const { user: sameBrowser } = await loggedIn({}, browser);
    const { user: sameAddress } = await loggedIn({ signupIp: '203.0.113.7' });
    const { user: unrelated } = await loggedIn({ signupIp: '198.51.100.1' });

    expect((await admin.get('/api/admin/account-reviews')).json().data.reviews).toEqual([]);
    await admin.put(`/api/admin/users/${banned.id}`, { user: { isBanned: true } });
    const [saved] = await ctx.db.select().from(users).where(eq(users.id, banned.id));
    expect(saved!.bannedOn).not.toBeNull();

    const reviews = (await admin.get('/api/admin/account-reviews')).json().data.reviews;
    const listed = (id: number) => reviews.find((item: { user: { id: number } }) => item.user.id === id);
    expect(listed(sameBrowser.id)).toMatchObject({ kind: 'device', bannedUser: { id: banned.id } });
    expect(listed(sameBrowser.id).reason).toMatch(
      new RegExp(
        `^mismo dispositivo que ${banned.firstname} ${banned.lastname} \\(${banned.email}\\) \\(bloqueada el \\d{2}/\\d{2}/\\d{4}\\)$`,
      ),
    );
    expect(listed(sameAddress.id)).toMatchObject({ kind: 'signup-ip' });
    expect(listed(sameAddress.id).reason).toMatch(/^misma dirección IP de registro que/);
    expect(listed(unrelated.id)).toBeUndefined();

    const { client: warehouse } = await loggedIn({ roles: ['almacen'] });
    expect(
      (await warehouse.post(`/api/admin/account-reviews/${sameAddress.id}/ban`, { bannedUserId: banned.id }))
        .statusCode,
    ).toBe(403);
    expect(
      (await admin.post(`/api/admin/account-reviews/${sameBrowser.id}/dismiss`, { bannedUserId: banned.id }))
        .statusCode,
    ).toBe(204);
    expect(
      (await admin.post(`/api/admin/account-reviews/${sameAddress.id}/ban`, { bannedUserId: banned.id }))
        .statusCode,
    ).toBe(204);
    const [bannedNow] = await ctx.db.select().from(users).where(eq(users.id, sameAddress.id));
    expect(bannedNow!.isBanned).toBe(true);
    expect(await audits('user', sameBrowser.id, 'review-dismissed')).toHaveLength(1);
    const after = (await admin.get('/api/admin/account-reviews')).json().data.reviews;
    expect(after.filter((item: { bannedUser: { id: number } }) => item.bannedUser.id === banned.id)).toEqual(
      [],
    );
  });

  it('records the sign-up address and gives the browser its mark at sign-up', async () => {
    const client = createClient(ctx.app);
    await client.get('/api/sanctum/csrf-cookie');
    const email = `registro.${Date.now()}@example.com`;
    const signup = await client.post('/api/frontend/auth/signup', {
      register: {
        ...profile,
        email,
        password: 'una-clave-larga-1',
        passwordConfirmation: 'una-clave-larga-1',
        acceptedTerms: true,
        subscribed: false,
      },
    });
    expect(signup.statusCode).toBe(201);
    const [created] = await ctx.db.select().from(users).where(eq(users.email, email));
    expect(created!.signupIp).toBe('127.0.0.1');
    expect(client.cookies.get('lonja_device')).toBeDefined();
  });
});

describe('unpaid settlements', () => {
  it('suspend bidding at two overdue, with the reason in the account and the back office; paying lifts it', async () => {
    const day = 86_400_000;
    const { user, client } = await loggedIn();
    const overdue = async (title: string) => {
      const auction = await createAuction(ctx.db, {
        title,
        externalInvoice: true,
        lastPaymentDate: new Date(Date.now() - 2 * day),
      });
      const { settlement } = await createSoldLot(ctx.db, auction, user, 10_000);
      await ctx.db
        .update(settlements)
        .set({ dueDate: new Date(Date.now() - day) })
        .where(eq(settlements.id, settlement.id));
      return settlement;
    };
    const first = await overdue('Subasta impagada uno');
    await suspendUnpaidBuyers({ db: ctx.db, limit: 2 });
    expect((await client.get('/api/auth/user')).json().data.user.biddingBlock).toBeNull();
    const second = await overdue('Subasta impagada dos');
    await suspendUnpaidBuyers({ db: ctx.db, limit: 2 });

    const me = (await client.get('/api/auth/user')).json().data.user;
    expect(me.biddingBlock).toMatch(
      /^Tienes 2 liquidaciones vencidas sin pagar \(«Subasta impagada uno», «Subasta impagada dos»\)/,
    );
    const page = (await admin.get(`/api/admin/users/${user.id}`)).json().data.user;
    expect(page).toMatchObject({ isBiddingBlocked: true, biddingBlockedReason: me.biddingBlock });
    const auction = await createAuction(ctx.db);
    const lot = await createLot(ctx.db, auction, { price: 10_000 });
    await createSubscription(ctx.db, auction, user);
    const bid = await client.post(`/api/frontend/auth/lots/${lot.id}/bid`, { bid: { amount: 10_000 } });
    expect(bid.statusCode).toBe(422);
    expect(await audits('user', user.id, 'bidding-suspended')).toHaveLength(1);

    const pay = async (id: number) => {
      const [line] = await ctx.db.select().from(settlementLines).where(eq(settlementLines.settlementId, id));
      const paid = await admin.post(`/api/admin/settlements/${id}/payments`, {
        amount: line!.total,
        method: 'transfer',
        paidOn: new Date().toISOString().slice(0, 10),
        note: null,
      });
      expect(paid.statusCode).toBe(201);
    };
    await pay(first.id);
    expect((await client.get('/api/auth/user')).json().data.user.biddingBlock).not.toBeNull();
    await pay(second.id);
    expect((await client.get('/api/auth/user')).json().data.user.biddingBlock).toBeNull();
    expect(
      (await client.post(`/api/frontend/auth/lots/${lot.id}/bid`, { bid: { amount: 10_000 } })).json().data
        .result,
    ).toBe('leading');
  });

  it("never lifts an admin's own block by payment, nor sets one with the rule off", async () => {
    const day = 86_400_000;
    const { user, client } = await loggedIn();
    const auction = await createAuction(ctx.db, {
      externalInvoice: true,
      lastPaymentDate: new Date(Date.now() - 2 * day),
    });
    const { settlement } = await createSoldLot(ctx.db, auction, user, 10_000);
    await ctx.db
      .update(settlements)
      .set({ dueDate: new Date(Date.now() - day) })
      .where(eq(settlements.id, settlement.id));
    await suspendUnpaidBuyers({ db: ctx.db, limit: 0 });
    expect((await client.get('/api/auth/user')).json().data.user.biddingBlock).toBeNull();

    await admin.put(`/api/admin/users/${user.id}`, { user: { isBiddingBlocked: true } });
    const me = (await client.get('/api/auth/user')).json().data.user;
    expect(me.biddingBlock).toMatch(/Hemos suspendido tus pujas/);
    const [line] = await ctx.db
      .select()
      .from(settlementLines)
      .where(eq(settlementLines.settlementId, settlement.id));
    await admin.post(`/api/admin/settlements/${settlement.id}/payments`, {
      amount: line!.total,
      method: 'transfer',
      paidOn: new Date().toISOString().slice(0, 10),
      note: null,
    });
    const [row] = await ctx.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ isBiddingBlocked: true, biddingBlockedReason: null });
  });
});

describe('premium waivers', () => {
  it('bill no premium for that buyer, need contabilidad, are audited, and are fixed once invoiced', async () => {
    const auction = await createAuction(ctx.db, {
      commissionPercent: 10,
      goodsVatPercent: 21,
      externalInvoice: true,
    });
    const creditor = await createUser(ctx.db);
    const other = await createUser(ctx.db);
    const { settlement } = await createSoldLot(ctx.db, auction, creditor, 100_000);
    const [before] = await ctx.db
      .select()
      .from(settlementLines)
      .where(eq(settlementLines.settlementId, settlement.id));
    expect(before!.premium).toBe(10_000);

    const { client: auctions } = await loggedIn({ roles: ['subastas'] });
    const { client: accounting } = await loggedIn({ roles: ['contabilidad'] });
    const body = { userId: creditor.id, reason: 'Acreedor hipotecario que se adjudica su garantía' };
    expect((await auctions.post(`/api/admin/auctions/${auction.id}/premium-waivers`, body)).statusCode).toBe(
      403,
    );
    const short = await accounting.post(`/api/admin/auctions/${auction.id}/premium-waivers`, {
      ...body,
      reason: 'x',
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().error.fields.reason).toMatch(/motivo/);
    const waived = await accounting.post(`/api/admin/auctions/${auction.id}/premium-waivers`, body);
    expect(waived.statusCode).toBe(201);
    expect(waived.json().data.waiver).toMatchObject({ userId: creditor.id, invoiced: false });
    const [after] = await ctx.db
      .select()
      .from(settlementLines)
      .where(eq(settlementLines.settlementId, settlement.id));
    expect(after).toMatchObject({ premiumPercent: 0, premium: 0, premiumVat: 0, total: 121_000 });
    expect(await audits('auction', auction.id, 'premium-waived')).toHaveLength(1);

    // A lot awarded later bills no premium either; another buyer still pays it.
    const { settlement: later } = await createSoldLot(ctx.db, auction, creditor, 50_000);
    const lines = await ctx.db
      .select()
      .from(settlementLines)
      .where(eq(settlementLines.settlementId, later.id));
    expect(lines.map((line) => line.premium)).toEqual([0, 0]);
    const { settlement: paying } = await createSoldLot(ctx.db, auction, other, 50_000);
    const [otherLine] = await ctx.db
      .select()
      .from(settlementLines)
      .where(eq(settlementLines.settlementId, paying.id));
    expect(otherLine!.premium).toBe(5_000);

    expect(
      (await accounting.delete(`/api/admin/auctions/${auction.id}/premium-waivers/${creditor.id}`))
        .statusCode,
    ).toBe(204);
    const again = await ctx.db
      .select()
      .from(settlementLines)
      .where(eq(settlementLines.settlementId, settlement.id));
    expect(again.map((line) => line.premium).sort()).toEqual([10_000, 5_000].sort());
  });

  it('is refused once the buyer’s settlement of the auction is invoiced', async () => {
    const auction = await createAuction(ctx.db, {
      commissionPercent: 3,
      goodsVatPercent: 21,
      invoiceData: {
        issuerName: 'Forjas Ebro, S.L.',
        issuerVatId: 'B12345674',
        issuerAddress: 'Polígono Malpica, 50016 Zaragoza',
        invoiceSeries: 'FW',
      },
    });
    const buyer = await createUser(ctx.db, {
      vatId: '12345678Z',
      address: 'Calle Mayor 3',
      city: 'Zaragoza',
    });
    await createSoldLot(ctx.db, auction, buyer, 100_000);
    await ctx.app.jobs.drain();
    // The goods invoice and the house's premium invoice.
    expect(await ctx.db.select().from(invoices).where(eq(invoices.auctionId, auction.id))).toHaveLength(2);
    const refused = await admin.post(`/api/admin/auctions/${auction.id}/premium-waivers`, {
      userId: buyer.id,
      reason: 'Acreedor con garantía que se adjudica su bien',
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toMatch(/ya está facturada/);
  });
});

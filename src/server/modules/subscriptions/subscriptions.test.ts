import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { depositReference } from '@/common/payment-reference.ts';
import { jobs, lots, users } from '@/server/db/schema/index.ts';
import { hashPassword } from '@/server/lib/password.ts';
import { closeDueLots } from '@/server/modules/lots/close-lots.ts';
import { createTestApp, type TTestContext } from '../../../../test/app.ts';
import { createAuction, createLot, createSubscription, createUser } from '../../../../test/factories.ts';
import { createClient } from '../../../../test/http.ts';
import { startMailbox } from '../../../../test/mailbox.ts';

let ctx: TTestContext;
let mailbox: Awaited<ReturnType<typeof startMailbox>>;
let passwordHash: string;

beforeAll(async () => {
  mailbox = await startMailbox();
  ctx = await createTestApp({ SMTP_URL: mailbox.url });
  passwordHash = await hashPassword('clave-de-la-prueba');
});
afterAll(async () => {
  await ctx.close();
  await mailbox.close();
});

const profile = {
  firstname: 'Jorge',
  lastname: 'Peris Alemany',
  phone1: '+34 611 222 333',
  isCompany: true,
  companyName: 'Desguaces Peris, S.L.',
  vatIdType: 'cif',
  vatId: 'B12345674',
  address: 'Polígono Sur, nave 3',
  city: 'Alzira',
  postalCode: '46600',
  countryId: 73,
  provinceId: 46,
};

const loggedIn = async (overrides: Parameters<typeof createUser>[1] = {}) => {
  const user = await createUser(ctx.db, { passwordHash, ...overrides });
  const client = createClient(ctx.app);
  await client.login(user.email, 'clave-de-la-prueba');
  return { user, client };
};

describe('subscribing to an auction, and the back office deciding', () => {
  it('subscribes once with the confirmed invoicing data; the admin accepts, marks the deposit, and the user can bid', async () => {
    const auction = await createAuction(ctx.db, { caution: 30_000 });
    const lot = await createLot(ctx.db, auction, { price: 10_000 });
    const { user, client } = await loggedIn();
    const admin = await loggedIn({ isAdmin: true });

    // The auction asks a deposit: the account to return it to may come now (or later, refund-iban.test.ts), checked.
    const badIban = await client.post(`/api/frontend/auth/auctions/${auction.id}/subscribe`, {
      user: profile,
      refundIban: 'ES91 2100 0418 4502 0005 1333',
    });
    expect(badIban.statusCode).toBe(400);
    expect(badIban.json().error.fields.refundIban).toMatch(/dígitos de control/);
    const first = await client.post(`/api/frontend/auth/auctions/${auction.id}/subscribe`, {
      user: profile,
      refundIban: 'es76 2077 0024 0031 0257 5766',
    });
    expect(first.json().data.subscription).toMatchObject({
      auctionId: auction.id,
      userId: user.id,
      status: 'pending',
      paid: false,
      depositStatus: 'pending',
      refundIban: 'ES7620770024003102575766',
    });
    const again = await client.post(`/api/frontend/auth/auctions/${auction.id}/subscribe`, { user: profile });
    expect(again.json().data.subscription.id).toBe(first.json().data.subscription.id);
    // The request is confirmed by e-mail, once, with the deposit, the house's account and the reference.
    await ctx.app.jobs.drain();
    const requested = mailbox
      .to(user.email)
      .filter((mail) => mail.subject === `Solicitud de inscripción: ${auction.title}`);
    expect(requested).toHaveLength(1);
    expect(requested[0]!.text).toContain('depósito de 300\u00a0€');
    expect(requested[0]!.text).toContain(depositReference(first.json().data.subscription.id));
    const [saved] = await ctx.db.select().from(users).where(eq(users.id, user.id));
    expect(saved).toMatchObject({ companyName: 'Desguaces Peris, S.L.', city: 'Alzira' });

    const pending = (await admin.client.get('/api/admin/subscriptions/pending')).json();
    expect(pending.data.subscriptions.map((item: { userId: number }) => item.userId)).toContain(user.id);
    expect(pending.metadata.users[String(user.id)]).toMatchObject({
      fullName: 'Jorge Peris Alemany',
      email: user.email,
    });
    expect(pending.metadata.auctions[String(auction.id)]).toEqual({
      id: auction.id,
      title: auction.title,
      caution: 30_000,
      status: 'open',
    });

    const id = first.json().data.subscription.id;
    expect(
      (await admin.client.put(`/api/admin/subscriptions/${id}/accept`)).json().data.subscription.status,
    ).toBe('accepted');
    await ctx.app.jobs.drain();
    expect(mailbox.to(user.email).at(-1)?.subject).toBe(`Inscripción aceptada: ${auction.title}`);
    // The decision repeats what is still to pay, where and with which reference.
    const decision = mailbox.to(user.email).at(-1)!.text;
    expect(decision).toContain('Podrás pujar en cuanto recibamos el depósito de 300\u00a0€.');
    expect(decision).toContain(depositReference(id));

    const unpaid = await client.post(`/api/frontend/auth/lots/${lot.id}/bid`, { bid: { amount: 10_000 } });
    expect(unpaid.statusCode).toBe(422);
    await admin.client.put(`/api/admin/subscriptions/${id}/paid`, { paid: true });
    const bid = await client.post(`/api/frontend/auth/lots/${lot.id}/bid`, {
      bid: { amount: 10_000, maxAmount: 20_000 },
    });
    expect(bid.json().data.result).toBe('leading');

    const subscribed = (await client.get('/api/frontend/auth/auctions/subscribed')).json();
    expect(subscribed.data.auctions).toEqual([
      expect.objectContaining({
        id: auction.id,
        subscription: expect.objectContaining({ status: 'accepted', paid: true }),
      }),
    ]);

    const current = (await client.get('/api/frontend/auth/user/bids/current')).json();
    expect(current.data.lots).toEqual([
      expect.objectContaining({ id: lot.id, leads: true, myMaximum: 20_000, maxBid: 10_000 }),
    ]);

    await ctx.db
      .update(lots)
      .set({ endDate: new Date(Date.now() - 1) })
      .where(eq(lots.id, lot.id));
    await closeDueLots({ db: ctx.db });
    const won = (await client.get('/api/frontend/auth/bids/won')).json();
    // Hammer 100 €, commission 10 % = 10 €, IVA 21 % on both (21 € + 2,10 €) → 133,10 €.
    expect(won.data.lots).toEqual([
      expect.objectContaining({
        id: lot.id,
        hammer: 10_000,
        commission: 1_000,
        commissionVat: 210,
        goodsVat: 2_100,
        total: 13_310,
      }),
    ]);
    expect(won.data.auctions[0]).toMatchObject({ id: auction.id, commissionPercent: 10 });
    await ctx.app.jobs.drain();
    const award = mailbox.to(user.email).find((mail) => mail.subject === `Adjudicación: ${lot.title}`);
    expect(award?.text).toContain('Total a pagar: 133,10\u00a0€');
    // With the signed receipt of the winning bid and the lot's last link (docs/bid-receipts.md).
    expect(award?.text).toMatch(
      /El recibo firmado de tu puja ganadora: \S+\/api\/frontend\/auth\/bids\/\d+\/receipt /,
    );
    expect(award?.text).toMatch(/Último eslabón de la cadena de pujas del lote: [0-9a-f]{64}\./);
  });

  it('refuses when subscriptions are closed, and lists, rejects and deletes for admins', async () => {
    const closed = await createAuction(ctx.db, { subscriptionIsOpen: false });
    const { client, user } = await loggedIn();
    const refused = await client.post(`/api/frontend/auth/auctions/${closed.id}/subscribe`, {
      user: profile,
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.message).toBe('Las inscripciones de esta subasta están cerradas.');

    const auction = await createAuction(ctx.db);
    const { subscription } = (
      await client.post(`/api/frontend/auth/auctions/${auction.id}/subscribe`, { user: profile })
    ).json().data;
    const admin = await loggedIn({ isAdmin: true });
    const listed = (
      await admin.client.get(
        `/api/admin/subscriptions?filter=${encodeURIComponent(JSON.stringify({ userId: user.id }))}`,
      )
    ).json();
    expect(listed.metadata).toMatchObject({ total: 1, page: 1, limit: 25 });
    expect(
      (await admin.client.put(`/api/admin/subscriptions/${subscription.id}/reject`)).json().data.subscription
        .status,
    ).toBe('rejected');
    expect((await admin.client.delete(`/api/admin/subscriptions/${subscription.id}`)).statusCode).toBe(204);
    expect((await admin.client.delete(`/api/admin/subscriptions/${subscription.id}`)).statusCode).toBe(404);
  });

  it('names invalid invoicing data', async () => {
    const auction = await createAuction(ctx.db);
    const { client } = await loggedIn();
    const response = await client.post(`/api/frontend/auth/auctions/${auction.id}/subscribe`, {
      user: { ...profile, vatId: 'B12345675' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields['user.vatId']).toMatch(/CIF no es válido/);
  });
});

describe('a decision once taken', () => {
  it('is not taken again by a second click; changing it must be said, and e-mails the user once more', async () => {
    const auction = await createAuction(ctx.db);
    const { user } = await loggedIn();
    const admin = await loggedIn({ isAdmin: true });
    const subscription = await createSubscription(ctx.db, auction, user, { status: 'pending', paid: false });
    const mailsTo = async () =>
      (await ctx.db.select().from(jobs).where(eq(jobs.kind, 'mail'))).filter(
        (job) => (job.payload as { to: string }).to === user.email,
      );
    expect((await admin.client.put(`/api/admin/subscriptions/${subscription.id}/accept`)).statusCode).toBe(
      200,
    );
    const again = await admin.client.put(`/api/admin/subscriptions/${subscription.id}/reject`);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toMatch(/ya está aceptada/);
    expect(await mailsTo()).toHaveLength(1);
    const changed = await admin.client.put(`/api/admin/subscriptions/${subscription.id}/reject`, {
      changeDecision: true,
    });
    expect(changed.json().data.subscription.status).toBe('rejected');
    expect(await mailsTo()).toHaveLength(2);
  });
});

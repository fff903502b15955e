import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '@/server/lib/password.ts';
import { createTestApp, type TTestContext } from '../../../../test/app.ts';
import { createAuction, createSoldLot, createUser } from '../../../../test/factories.ts';
import { createClient } from '../../../../test/http.ts';
import { startMailbox } from '../../../../test/mailbox.ts';

/**
 * SPEC's subscribe body is `{user}` alone: an auction with a deposit takes it too, and the refund account
 * is asked for afterwards (e-mails, "Mis subastas"); only the refund waits for it.
 */
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
  firstname: 'Marta',
  lastname: 'Soler Vidal',
  phone1: '+34 611 222 444',
  isCompany: false,
  vatIdType: 'nif',
  vatId: '12345678Z',
  address: 'Calle Mayor 1',
  city: 'Valencia',
  postalCode: '46001',
  countryId: 73,
  provinceId: 46,
};

const loggedIn = async (overrides: Parameters<typeof createUser>[1] = {}) => {
  const user = await createUser(ctx.db, { passwordHash, ...overrides });
  const client = createClient(ctx.app);
  await client.login(user.email, 'clave-de-la-prueba');
  return { user, client };
};

const askedForIban = (text: string) => text.includes('Aún no nos has indicado la cuenta (IBAN)');

describe('subscribing to a deposit auction without a refund IBAN', () => {
  it('is accepted; the IBAN is asked by e-mail and in Mis subastas; the refund waits for it', async () => {
    const auction = await createAuction(ctx.db, { caution: 20_000, externalInvoice: true });
    const { user, client } = await loggedIn();
    const { client: clerk } = await loggedIn({ isAdmin: true });

    const subscribed = await client.post(`/api/frontend/auth/auctions/${auction.id}/subscribe`, {
      user: profile,
    });
    expect(subscribed.statusCode).toBe(200);
    const subscription = subscribed.json().data.subscription;
    expect(subscription).toMatchObject({ status: 'pending', depositStatus: 'pending', refundIban: null });
    await ctx.app.jobs.drain();
    const requested = mailbox.to(user.email).at(-1)!;
    expect(requested.subject).toBe(`Solicitud de inscripción: ${auction.title}`);
    expect(askedForIban(requested.text)).toBe(true);
    expect(requested.text).toContain('/mi-cuenta/subastas/inscritas');

    await clerk.put(`/api/admin/subscriptions/${subscription.id}/accept`);
    await ctx.app.jobs.drain();
    const accepted = mailbox.to(user.email).at(-1)!;
    expect(accepted.subject).toBe(`Inscripción aceptada: ${auction.title}`);
    expect(askedForIban(accepted.text)).toBe(true);

    await clerk.put(`/api/admin/subscriptions/${subscription.id}/paid`, { paid: true });
    await ctx.app.jobs.drain();
    const received = mailbox.to(user.email).at(-1)!;
    expect(received.subject).toBe(`Tu depósito: ${auction.title}`);
    expect(askedForIban(received.text)).toBe(true);

    // The auction ends; someone else won: the deposit is owed back, but there is nowhere to send it.
    const winner = await createUser(ctx.db);
    await createSoldLot(ctx.db, auction, winner, 50_000);
    await ctx.app.jobs.drain();
    const waiting = (await clerk.get(`/api/admin/deposits?auctionId=${auction.id}&awaitingIban=true`)).json()
      .data.deposits;
    expect(waiting).toEqual([
      expect.objectContaining({ subscriptionId: subscription.id, status: 'refund-due', refundIban: null }),
    ]);
    const refused = await clerk.post(`/api/admin/deposits/${subscription.id}/refunded`, { note: null });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toMatch(/aún no ha indicado el IBAN/);

    // A wrong IBAN is named; the right one is kept, and the refund goes through.
    const wrong = await client.put(`/api/frontend/auth/subscriptions/${subscription.id}/refund-iban`, {
      refundIban: 'ES91 2100 0418 4502 0005 1333',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fields.refundIban).toMatch(/dígitos de control/);
    const given = await client.put(`/api/frontend/auth/subscriptions/${subscription.id}/refund-iban`, {
      refundIban: 'es76 2077 0024 0031 0257 5766',
    });
    expect(given.json().data.subscription.refundIban).toBe('ES7620770024003102575766');
    expect(
      (await clerk.get(`/api/admin/deposits?auctionId=${auction.id}&awaitingIban=true`)).json().data.deposits,
    ).toEqual([]);
    const refunded = await clerk.post(`/api/admin/deposits/${subscription.id}/refunded`, { note: null });
    expect(refunded.statusCode).toBe(200);
    expect(refunded.json().data.subscription.depositStatus).toBe('refunded');
  });

  it('does not ask for an IBAN it already has', async () => {
    const auction = await createAuction(ctx.db, { caution: 20_000 });
    const { user, client } = await loggedIn();
    await client.post(`/api/frontend/auth/auctions/${auction.id}/subscribe`, {
      user: profile,
      refundIban: 'ES7620770024003102575766',
    });
    await ctx.app.jobs.drain();
    expect(askedForIban(mailbox.to(user.email).at(-1)!.text)).toBe(false);
  });
});

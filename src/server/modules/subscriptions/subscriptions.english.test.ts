import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '@/server/lib/password.ts';
import { createTestApp, type TTestContext } from '../../../../test/app.ts';
import { createAuction, createSubscription, createUser } from '../../../../test/factories.ts';
import { createClient } from '../../../../test/http.ts';

/** Registrations' answers on English pages (src/common/i18n/api/en/subscriptions.ts); Spanish in subscriptions.test.ts. */
let ctx: TTestContext;
let passwordHash: string;

beforeAll(async () => {
  ctx = await createTestApp();
  passwordHash = await hashPassword('clave-de-la-prueba');
});
afterAll(() => ctx.close());

const profile = {
  firstname: 'George',
  lastname: 'Peris',
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

const loggedIn = async (overrides: Parameters<typeof createUser>[1] = {}) => {
  const user = await createUser(ctx.db, { passwordHash, ...overrides });
  const client = createClient(ctx.app, { language: 'en' });
  await client.login(user.email, 'clave-de-la-prueba');
  return { user, client };
};

describe('registering for an auction in English', () => {
  it('names a bad IBAN, closed registration and a business-only auction in English', async () => {
    const { client } = await loggedIn();
    const withDeposit = await createAuction(ctx.db, { caution: 30_000 });
    const badIban = await client.post(`/api/frontend/auth/auctions/${withDeposit.id}/subscribe`, {
      user: profile,
      refundIban: 'ES91 2100 0418 4502 0005 1333',
    });
    expect(badIban.statusCode).toBe(400);
    expect(badIban.json().error.fields.refundIban).toBe(
      'The IBAN is not valid: please check its check digits.',
    );

    const closed = await createAuction(ctx.db, { subscriptionIsOpen: false });
    const late = await client.post(`/api/frontend/auth/auctions/${closed.id}/subscribe`, { user: profile });
    expect(late.statusCode).toBe(422);
    expect(late.json().error.message).toBe('Registration for this auction is closed.');

    const forTrade = await createAuction(ctx.db, { buyers: 'professionals' });
    const consumer = await client.post(`/api/frontend/auth/auctions/${forTrade.id}/subscribe`, {
      user: profile,
    });
    expect(consumer.statusCode).toBe(422);
    expect(consumer.json().error.message).toBe(
      'This auction is for professionals only: tick that you are buying as a company and give its registered name and EU VAT number (NIF-IVA).',
    );
    expect(consumer.json().error.fields['user.isCompany']).toBe('Tick that you are buying as a company.');
  });

  it('tells the back office in English that a registration is already decided, or a selection empty', async () => {
    const { client: admin } = await loggedIn({ isAdmin: true });
    const auction = await createAuction(ctx.db);
    const bidder = await createUser(ctx.db);
    const subscription = await createSubscription(ctx.db, auction, bidder, { status: 'accepted' });
    const again = await admin.put(`/api/admin/subscriptions/${subscription.id}/accept`);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(
      'This registration has already been accepted: to change it, say that you are changing the decision.',
    );
    const empty = await admin.post('/api/admin/subscriptions/bulk', { action: 'accept', ids: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fields.ids).toBe('Select at least one registration.');
    const gone = await admin.delete('/api/admin/subscriptions/999999');
    expect(gone.statusCode).toBe(404);
    expect(gone.json().error.message).toBe('The registration does not exist.');
  });
});

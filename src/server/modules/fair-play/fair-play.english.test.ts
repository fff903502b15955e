import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '@/server/db/schema/index.ts';
import { hashPassword } from '@/server/lib/password.ts';
import { createTestApp, type TTestContext } from '../../../../test/app.ts';
import { createAuction, createUser } from '../../../../test/factories.ts';
import { createClient } from '../../../../test/http.ts';

/** Fair play's answers on English pages (src/common/i18n/api/en/fair-play.ts); the Spanish are in fair-play.test.ts. */
let ctx: TTestContext;
let passwordHash: string;

beforeAll(async () => {
  ctx = await createTestApp();
  passwordHash = await hashPassword('clave-de-la-prueba');
});
afterAll(() => ctx.close());

const loggedIn = async (
  overrides: Parameters<typeof createUser>[1] = {},
  client = createClient(ctx.app, { language: 'en' }),
) => {
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

describe('fair play in English', () => {
  it('names a bad NIF, a second link and a conflict of interest in English', async () => {
    const { client: admin } = await loggedIn({ isAdmin: true });
    const auction = await createAuction(ctx.db, {
      invoiceData: { issuerName: 'Forjas Ebro, S.L.', issuerVatId: 'B12345674', invoiceSeries: 'FE' },
    });
    const { user, client } = await loggedIn();

    const badNif = await admin.post(`/api/admin/users/${user.id}/consignor-links`, { nif: 'B?' });
    expect(badNif.statusCode).toBe(400);
    expect(badNif.json().error.fields.nif).toBe(
      'The consignor’s NIF has only letters and digits (5 to 20 of them).',
    );
    expect(
      (await admin.post(`/api/admin/users/${user.id}/consignor-links`, { nif: 'B12345674' })).statusCode,
    ).toBe(201);
    const again = await admin.post(`/api/admin/users/${user.id}/consignor-links`, { nif: 'B12345674' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('This person is already linked to consignor B12345674.');
    expect(again.json().error.fields.nif).toBe('Already linked to consignor B12345674.');

    const subscribe = await client.post(`/api/frontend/auth/auctions/${auction.id}/subscribe`, {
      user: profile,
    });
    expect(subscribe.statusCode).toBe(403);
    expect(subscribe.json().error.message).toBe(
      'You may not register in this auction: your account is linked to the consignor (NIF B12345674) selling its lots, and sellers may not bid for their own goods.',
    );
  });

  it('refuses a short waiver reason and removing a waiver there is not, in English', async () => {
    const { client: accounting } = await loggedIn({ roles: ['contabilidad'] });
    const auction = await createAuction(ctx.db);
    const buyer = await createUser(ctx.db);
    const short = await accounting.post(`/api/admin/auctions/${auction.id}/premium-waivers`, {
      userId: buyer.id,
      reason: 'x',
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().error.fields.reason).toBe(
      'Please write the reason (at least 5 characters), e.g. “secured creditor buying its own collateral”.',
    );
    const none = await accounting.delete(`/api/admin/auctions/${auction.id}/premium-waivers/${buyer.id}`);
    expect(none.statusCode).toBe(404);
    expect(none.json().error.message).toBe('This buyer’s premium is not waived in this auction.');
  });

  it('lists an account to review with its reason in English, and audits it in Spanish', async () => {
    const { client: admin } = await loggedIn({ isAdmin: true });
    const { user: banned } = await loggedIn({ signupIp: '203.0.113.77' });
    const { user: sameAddress } = await loggedIn({ signupIp: '203.0.113.77' });
    await admin.put(`/api/admin/users/${banned.id}`, { user: { isBanned: true } });

    const reviews = (await admin.get('/api/admin/account-reviews')).json().data.reviews;
    const listed = reviews.find((item: { user: { id: number } }) => item.user.id === sameAddress.id);
    expect(listed.reason).toMatch(
      new RegExp(
        `^same sign-up IP address as ${banned.firstname} ${banned.lastname} \\(${banned.email}\\) \\(blocked on `,
      ),
    );
    const dismissed = await admin.post(`/api/admin/account-reviews/${sameAddress.id}/dismiss`, {
      bannedUserId: banned.id,
    });
    expect(dismissed.statusCode).toBe(204);
    const [audit] = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, String(sameAddress.id)), eq(auditLog.action, 'review-dismissed')));
    expect(JSON.stringify(audit!.changes)).toContain('misma dirección IP de registro que');
    const gone = await admin.post(`/api/admin/account-reviews/${sameAddress.id}/dismiss`, {
      bannedUserId: banned.id,
    });
    expect(gone.statusCode).toBe(404);
    expect(gone.json().error.message).toBe('This account is no longer awaiting review.');
  });
});

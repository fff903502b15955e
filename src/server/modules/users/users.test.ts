import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TStaffRole } from '@/common/staff-roles.ts';
import { hashPassword } from '@/server/lib/password.ts';
import { createTestApp, type TTestContext } from '../../../../test/app.ts';
import {
  createAuction,
  createBid,
  createLot,
  createSubscription,
  createUser,
} from '../../../../test/factories.ts';
import { createClient } from '../../../../test/http.ts';

let ctx: TTestContext;
let admin: ReturnType<typeof createClient>;
let adminId: number;

beforeAll(async () => {
  ctx = await createTestApp();
  const user = await createUser(ctx.db, {
    isAdmin: true,
    passwordHash: await hashPassword('clave-de-admin-1'),
  });
  adminId = user.id;
  admin = createClient(ctx.app);
  await admin.login(user.email, 'clave-de-admin-1');
});
afterAll(() => ctx.close());

const query = (params: Record<string, unknown>) =>
  Object.entries(params)
    .map(
      ([key, value]) =>
        `${key}=${encodeURIComponent(typeof value === 'object' ? JSON.stringify(value) : String(value))}`,
    )
    .join('&');

describe('admin users', () => {
  it('searches, filters, orders and paginates', async () => {
    const tag = `zq${Date.now()}`;
    await createUser(ctx.db, { firstname: 'Amparo', lastname: `${tag} Uno`, isBanned: true });
    await createUser(ctx.db, { firstname: 'Bernat', lastname: `${tag} Dos` });
    await createUser(ctx.db, {
      firstname: 'Consuelo',
      lastname: `${tag} Tres`,
      isCompany: true,
      companyName: 'Tres S.L.',
    });
    const page = (
      await admin.get(
        `/api/admin/users?${query({ filter: { search: tag }, order: { field: 'lastname', direction: 'asc' }, limit: 2 })}`,
      )
    ).json();
    expect(page.metadata).toEqual({ total: 3, page: 1, limit: 2 });
    expect(page.data.users.map((user: { lastname: string }) => user.lastname)).toEqual([
      `${tag} Dos`,
      `${tag} Tres`,
    ]);
    const banned = (
      await admin.get(`/api/admin/users?${query({ filter: { search: tag, isBanned: true } })}`)
    ).json();
    expect(banned.data.users.map((user: { firstname: string }) => user.firstname)).toEqual(['Amparo']);
    expect((await admin.get('/api/admin/users?filter=%7B%22nope%22%3A1%7D')).statusCode).toBe(400);
  });

  it('edits a user with the sign-up rules, bans, and records who changed what', async () => {
    const user = await createUser(ctx.db, {
      vatId: '12345678Z',
      phone1: '612345678',
      address: 'Mayor 1',
      city: 'Valencia',
    });
    const bad = await admin.put(`/api/admin/users/${user.id}`, { user: { postalCode: '28001' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({
      'user.postalCode': 'El código postal no corresponde a la provincia elegida.',
    });

    const edited = await admin.put(`/api/admin/users/${user.id}`, {
      user: { isBanned: true, observations: 'Impagos en 2025' },
    });
    expect(edited.json().data.user).toMatchObject({ isBanned: true, observations: 'Impagos en 2025' });
    const detail = (await admin.get(`/api/admin/users/${user.id}`)).json().data;
    expect(detail.audit[0]).toMatchObject({
      actorId: adminId,
      action: 'update',
      changes: { isBanned: [false, true], observations: [null, 'Impagos en 2025'] },
    });
  });

  it('refuses to delete a user with bids, saying why, and deletes one without', async () => {
    const auction = await createAuction(ctx.db);
    const lot = await createLot(ctx.db, auction);
    const bidder = await createUser(ctx.db, { firstname: 'Pilar', lastname: 'Gil' });
    await createSubscription(ctx.db, auction, bidder);
    await createBid(ctx.db, lot, bidder, 100_000);
    const refused = await admin.delete(`/api/admin/users/${bidder.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(
      'No se puede eliminar: Pilar Gil tiene 1 pujas. Puedes desactivar o bloquear la cuenta.',
    );

    const subscriptions = (await admin.get(`/api/admin/users/${bidder.id}/subscriptions`)).json();
    expect(subscriptions.metadata.auctions[String(auction.id)]).toMatchObject({ title: auction.title });
    const bids = (await admin.get(`/api/admin/users/${bidder.id}/bids`)).json();
    expect(bids.data.bids[0]).toMatchObject({
      amount: 100_000,
      lot: { id: lot.id, auctionTitle: auction.title },
    });

    const idle = await createUser(ctx.db);
    expect((await admin.delete(`/api/admin/users/${idle.id}`)).statusCode).toBe(204);
    expect((await admin.get(`/api/admin/users/${idle.id}`)).statusCode).toBe(404);
  });
});

describe('staff roles', () => {
  const staffPassword = 'clave-del-personal-1';
  const staff = async (roles: TStaffRole[]) => {
    const user = await createUser(ctx.db, { roles, passwordHash: await hashPassword(staffPassword) });
    const client = createClient(ctx.app);
    await client.login(user.email, staffPassword);
    return { user, client };
  };

  it('lets administración set several roles, audited, and the person’s next request has them', async () => {
    const { user, client } = await staff([]);
    expect((await client.get('/api/admin/invoices')).statusCode).toBe(403);

    const set = await admin.put(`/api/admin/users/${user.id}/roles`, {
      roles: ['consulta', 'contabilidad'],
    });
    expect(set.statusCode).toBe(200);
    expect(set.json().data.user).toMatchObject({ isAdmin: true, roles: ['contabilidad', 'consulta'] });
    const detail = (await admin.get(`/api/admin/users/${user.id}`)).json().data;
    expect(detail.audit[0]).toMatchObject({
      actorId: adminId,
      action: 'roles',
      changes: { roles: [[], ['contabilidad', 'consulta']] },
    });
    const me = (await client.get('/api/auth/user')).json().data.user;
    expect(me).toMatchObject({ isAdmin: true, roles: ['contabilidad', 'consulta'] });
    expect((await client.get('/api/admin/invoices')).statusCode).toBe(200);

    await admin.put(`/api/admin/users/${user.id}/roles`, { roles: [] });
    expect((await client.get('/api/auth/user')).json().data.user).toMatchObject({
      isAdmin: false,
      roles: [],
    });
    expect((await client.get('/api/admin/invoices')).statusCode).toBe(403);
  });

  it('refuses role changes to everyone but administración, and names a bad role', async () => {
    const target = await createUser(ctx.db);
    for (const role of ['subastas', 'inscripciones', 'contabilidad', 'almacen', 'consulta'] as const) {
      const { client } = await staff([role]);
      const refused = await client.put(`/api/admin/users/${target.id}/roles`, { roles: ['administracion'] });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error.message).toBe('Tus funciones no te permiten hacer este cambio.');
    }
    const bidder = await staff([]);
    expect(
      (await bidder.client.put(`/api/admin/users/${target.id}/roles`, { roles: ['administracion'] })).json()
        .error.message,
    ).toBe('Esta sección es solo para el personal de la casa de subastas.');
    const unknown = await admin.put(`/api/admin/users/${target.id}/roles`, { roles: ['jefe'] });
    expect(unknown.statusCode).toBe(400);
    expect(JSON.stringify(unknown.json().error.fields)).toContain('Función desconocida.');
    const [row] = (await admin.get(`/api/admin/users/${target.id}`)).json().data.audit;
    expect(row).toBeUndefined();
  });

  it('keeps an administrator from removing their own administración', async () => {
    const refused = await admin.put(`/api/admin/users/${adminId}/roles`, { roles: ['consulta'] });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.message).toBe('No puedes quitarte a ti mismo la función de administración.');
    expect((await admin.get('/api/auth/user')).json().data.user.roles).toEqual(['administracion']);
  });

  it('no longer takes isAdmin in a user edit: roles have their own audited call', async () => {
    const target = await createUser(ctx.db);
    const refused = await admin.put(`/api/admin/users/${target.id}`, { user: { isAdmin: true } });
    expect(refused.statusCode).toBe(400);
  });
});

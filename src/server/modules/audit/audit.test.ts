import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromMadridLocal } from '@/common/madrid-time.ts';
import { auditLog } from '@/server/db/schema/index.ts';
import { hashPassword } from '@/server/lib/password.ts';
import { createTestApp, type TTestContext } from '../../../../test/app.ts';
import { createUser } from '../../../../test/factories.ts';
import { createClient } from '../../../../test/http.ts';
import { auditCsvHeader } from './audit-csv.ts';

let ctx: TTestContext;
let admin: ReturnType<typeof createClient>;
let adminUser: Awaited<ReturnType<typeof createUser>>;

beforeAll(async () => {
  ctx = await createTestApp();
  adminUser = await createUser(ctx.db, {
    firstname: 'Inés',
    lastname: 'Auditora Pla',
    isAdmin: true,
    passwordHash: await hashPassword('clave-de-admin-1'),
  });
  admin = createClient(ctx.app);
  await admin.login(adminUser.email, 'clave-de-admin-1');
});
afterAll(() => ctx.close());

const query = (params: Record<string, string | number>) =>
  new URLSearchParams(Object.entries(params).map(([key, value]) => [key, String(value)])).toString();

/** An entry at a Madrid wall-clock time, for the date filters. */
const entryAt = (madridLocal: string, values: Partial<typeof auditLog.$inferInsert>) =>
  ctx.db.insert(auditLog).values({
    entity: 'lot',
    entityId: '1',
    action: 'update',
    ...values,
    createdOn: new Date(fromMadridLocal(madridLocal)),
  });

describe('the audit log', () => {
  it('shows an admin change with who made it and its before and after values', async () => {
    const bidder = await createUser(ctx.db, {
      vatId: '12345678Z',
      phone1: '612345678',
      address: 'Mayor 1',
      city: 'Valencia',
    });
    const edited = await admin.put(`/api/admin/users/${bidder.id}`, {
      user: { isBanned: true, observations: 'Impagos' },
    });
    expect(edited.statusCode).toBe(200);

    const page = await admin.get(`/api/admin/audit?${query({ entity: 'user', entityId: bidder.id })}`);
    expect(page.statusCode).toBe(200);
    expect(page.json().metadata).toEqual({ total: 1, page: 1, limit: 25 });
    expect(page.json().data.entries).toEqual([
      expect.objectContaining({
        actorId: adminUser.id,
        actorName: 'Inés Auditora Pla',
        entity: 'user',
        entityId: String(bidder.id),
        action: 'update',
        changes: { isBanned: [false, true], observations: [null, 'Impagos'] },
      }),
    ]);
  });

  it('filters by person, record and Madrid days, and pages newest first', async () => {
    const clerk = await createUser(ctx.db, { firstname: 'Tomás', lastname: 'Filtro', isAdmin: true });
    const other = await createUser(ctx.db, { isAdmin: true });
    // 23:30 on 1 March in Madrid is 22:30 UTC: it belongs to 1 March, not the 2nd.
    await entryAt('2026-03-01T23:30', { actorId: clerk.id, entity: 'auction', entityId: '7', action: 'a' });
    await entryAt('2026-03-02T00:15', { actorId: clerk.id, entity: 'auction', entityId: '7', action: 'b' });
    await entryAt('2026-03-03T10:00', { actorId: clerk.id, entity: 'lot', entityId: '7', action: 'c' });
    await entryAt('2026-03-02T09:00', { actorId: other.id, entity: 'auction', entityId: '7', action: 'd' });

    const actions = async (params: Record<string, string | number>) => {
      const response = await admin.get(`/api/admin/audit?${query(params)}`);
      expect(response.statusCode).toBe(200);
      return response.json().data.entries.map((entry: { action: string }) => entry.action);
    };
    expect(await actions({ actorId: clerk.id })).toEqual(['c', 'b', 'a']);
    expect(await actions({ actorId: clerk.id, entity: 'auction', entityId: 7 })).toEqual(['b', 'a']);
    expect(await actions({ entity: 'auction', entityId: 7, from: '2026-03-02', to: '2026-03-02' })).toEqual([
      'd',
      'b',
    ]);
    expect(await actions({ actorId: clerk.id, to: '2026-03-01' })).toEqual(['a']);
    expect(await actions({ actorId: clerk.id, limit: 2, page: 2 })).toEqual(['a']);
    const paged = await admin.get(`/api/admin/audit?${query({ actorId: clerk.id, limit: 2 })}`);
    expect(paged.json().metadata).toEqual({ total: 3, page: 1, limit: 2 });

    const facets = (await admin.get('/api/admin/audit/facets')).json().data;
    expect(facets.actors).toContainEqual({ id: clerk.id, name: 'Tomás Filtro' });
    expect(facets.entities).toEqual(expect.arrayContaining(['auction', 'lot']));
  });

  it('refuses filters it cannot read, in Spanish and naming the field', async () => {
    const backwards = await admin.get(`/api/admin/audit?${query({ from: '2026-03-02', to: '2026-03-01' })}`);
    expect(backwards.statusCode).toBe(400);
    expect(JSON.stringify(backwards.json().error)).toContain(
      'La fecha final no puede ser anterior a la inicial.',
    );
    const notADay = await admin.get(`/api/admin/audit?${query({ from: 'ayer' })}`);
    expect(notADay.statusCode).toBe(400);
    expect(JSON.stringify(notADay.json().error)).toContain('Escribe la fecha inicial (AAAA-MM-DD).');
    const idWithoutEntity = await admin.get(`/api/admin/audit?${query({ entityId: '7' })}`);
    expect(idWithoutEntity.statusCode).toBe(400);
    expect(JSON.stringify(idWithoutEntity.json().error)).toContain('Elige el tipo de registro');
  });

  it('refuses filters it cannot read in English, on an English page', async () => {
    const inEnglish = (params: Record<string, string>) =>
      admin.request({ url: `/api/admin/audit?${query(params)}`, headers: { 'accept-language': 'en' } });
    const backwards = await inEnglish({ from: '2026-03-02', to: '2026-03-01' });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().error.fields.to).toBe('The end date cannot be earlier than the start date.');
    const notADay = await inEnglish({ from: 'yesterday' });
    expect(notADay.json().error.fields.from).toBe('Please enter the start date (YYYY-MM-DD).');
    const idWithoutEntity = await inEnglish({ entityId: '7' });
    expect(idWithoutEntity.json().error.fields.entity).toBe("Please choose the identifier's kind of record.");
  });

  it('exports the filtered log as CSV, one row per changed field', async () => {
    const clerk = await createUser(ctx.db, { firstname: 'Rosa', lastname: 'Export', isAdmin: true });
    await entryAt('2026-04-10T17:05', {
      actorId: clerk.id,
      entity: 'auction',
      entityId: '42',
      action: 'update',
      changes: { commissionPercent: [3, 5], title: ['Antes', '=Después'] },
    });
    await entryAt('2026-04-11T08:00', {
      actorId: clerk.id,
      entity: 'auction',
      entityId: '42',
      action: 'publish',
      changes: null,
    });
    await entryAt('2026-04-12T08:00', {
      actorId: null,
      entity: 'settlement',
      entityId: '9',
      action: 'settle',
    });

    const response = await admin.get(`/api/admin/audit.csv?${query({ actorId: clerk.id })}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="auditoria-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.body.startsWith('\uFEFF')).toBe(true);
    const lines = response.body.slice(1).trimEnd().split('\r\n');
    expect(lines).toEqual([
      auditCsvHeader.join(';'),
      `11/04/2026 08:00;Rosa Export;${clerk.id};auction;42;publish;;;`,
      `10/04/2026 17:05;Rosa Export;${clerk.id};auction;42;update;commissionPercent;3;5`,
      // A value a spreadsheet would run as a formula stays text.
      `10/04/2026 17:05;Rosa Export;${clerk.id};auction;42;update;title;Antes;'=Después`,
    ]);
    expect(auditCsvHeader).toEqual([
      'Fecha',
      'Persona',
      'Id persona',
      'Registro',
      'Id registro',
      'Acción',
      'Campo',
      'Antes',
      'Después',
    ]);

    const system = await admin.get(`/api/admin/audit.csv?${query({ entity: 'settlement', entityId: 9 })}`);
    expect(system.body).toContain('12/04/2026 08:00;Sistema;;settlement;9;settle;;;');
  });

  it('is for administrators only', async () => {
    const bidder = await createUser(ctx.db, { passwordHash: await hashPassword('clave-del-pujador') });
    const client = createClient(ctx.app);
    await client.login(bidder.email, 'clave-del-pujador');
    expect((await client.get('/api/admin/audit')).statusCode).toBe(403);
    expect((await client.get('/api/admin/audit.csv')).statusCode).toBe(403);
    expect((await createClient(ctx.app).get('/api/admin/audit')).statusCode).toBe(401);
  });
});

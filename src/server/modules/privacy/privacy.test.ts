import { and, eq, sql } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consentWording } from '@/common/consents.ts';
import { queryRows } from '@/server/db/client.ts';
import {
  auditLog,
  bids,
  billingChains,
  consents,
  erasures,
  invoices,
  lotBidders,
  lotFollows,
  payments,
  pushSubscriptions,
  savedSearches,
  sessions,
  settlements,
  users,
} from '@/server/db/schema/index.ts';
import { hashPassword } from '@/server/lib/password.ts';
import { settlementViews } from '@/server/modules/settlements/settlement-views.ts';
import { createTestApp, type TTestContext } from '../../../../test/app.ts';
import {
  createAuction,
  createBid,
  createLot,
  createSoldLot,
  createSubscription,
  createUser,
  spanishCif,
} from '../../../../test/factories.ts';
import { createClient } from '../../../../test/http.ts';
import { billingFingerprint } from '../invoices/verifactu.ts';

let ctx: TTestContext;
let passwordHash: string;
const password = 'clave-del-comprador';

beforeAll(async () => {
  ctx = await createTestApp();
  passwordHash = await hashPassword(password);
});
afterAll(() => ctx.close());

let issuerCount = 0;
const invoicedAuction = () =>
  createAuction(ctx.db, {
    commissionPercent: 10,
    goodsVatPercent: 21,
    invoiceData: {
      issuerName: 'Administración concursal de Talleres Turia, S.L.',
      issuerVatId: spanishCif(++issuerCount),
      issuerAddress: 'Calle de Colón 1, 46004 Valencia',
      invoiceSeries: 'PV',
    },
  });

/** A bidder with identifying data everywhere a test can look, logged in. */
const person = async (firstname: string, lastname: string) => {
  const tag = Math.random().toString(36).slice(2, 8);
  const user = await createUser(ctx.db, {
    firstname,
    lastname,
    email: `${firstname.toLowerCase()}.${tag}@example.com`,
    phone1: `+34612${String(Math.floor(Math.random() * 1e6)).padStart(6, '0')}`,
    phone2: `+349630${String(Math.floor(Math.random() * 1e5)).padStart(5, '0')}`,
    vatId: '12345678Z',
    address: `Calle ${lastname} ${tag}`,
    city: 'Valencia',
    passwordHash,
  });
  const client = createClient(ctx.app);
  const login = await client.login(user.email, password);
  expect(login.statusCode).toBe(200);
  return { user, client };
};

/** Pays what the buyer owes on every settlement, as a received transfer would. */
const payEverything = async (userId: number) => {
  const views = await settlementViews(
    ctx.db,
    await ctx.db.select().from(settlements).where(eq(settlements.userId, userId)),
  );
  for (const view of views)
    if (view.totals.balance > 0)
      await ctx.db
        .insert(payments)
        .values({ settlementId: view.id, amount: view.totals.balance, method: 'transfer' });
};

describe('newsletter consents', () => {
  it('are recorded at sign-up and whenever the box changes, with the words shown', async () => {
    const client = createClient(ctx.app);
    await client.get('/api/sanctum/csrf-cookie');
    const email = `consiente.${Date.now()}@example.com`;
    const signup = await client.post('/api/frontend/auth/signup', {
      register: {
        firstname: 'Carmen',
        lastname: 'Ruiz Navarro',
        email,
        phone1: '612 345 678',
        isCompany: false,
        vatIdType: 'nif',
        vatId: '12345678Z',
        address: 'Calle de la Paz 4',
        city: 'Valencia',
        postalCode: '46003',
        countryId: 73,
        provinceId: 46,
        password: 'una-clave-larga-2026',
        passwordConfirmation: 'una-clave-larga-2026',
        acceptedTerms: true,
        subscribed: true,
      },
    });
    expect(signup.statusCode).toBe(201);
    const [user] = await ctx.db.select().from(users).where(eq(users.email, email));
    await ctx.db.update(users).set({ isActive: true }).where(eq(users.id, user!.id));
    expect((await client.login(email, 'una-clave-larga-2026')).statusCode).toBe(200);

    const profile = {
      firstname: 'Carmen',
      lastname: 'Ruiz Navarro',
      phone1: '612 345 678',
      isCompany: false,
      vatIdType: 'nif',
      vatId: '12345678Z',
      address: 'Calle de la Paz 4',
      city: 'Valencia',
      postalCode: '46003',
      countryId: 73,
      provinceId: 46,
    };
    expect(
      (await client.put('/api/frontend/auth/user', { user: { ...profile, subscribed: false } })).statusCode,
    ).toBe(200);
    // Saving other data with the box as it was is no new consent.
    expect(
      (
        await client.put('/api/frontend/auth/user', {
          user: { ...profile, city: 'Gandia', postalCode: '46701' },
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (await client.put('/api/frontend/auth/user', { user: { ...profile, subscribed: true } })).statusCode,
    ).toBe(200);

    const rows = await ctx.db
      .select()
      .from(consents)
      .where(eq(consents.userId, user!.id))
      .orderBy(consents.id);
    expect(
      rows.map(({ purpose, isGiven, wording, source }) => ({ purpose, isGiven, wording, source })),
    ).toEqual([
      {
        purpose: 'newsletter',
        isGiven: true,
        wording: 'Quiero recibir avisos de nuevas subastas',
        source: 'signup',
      },
      { purpose: 'newsletter', isGiven: false, wording: consentWording.newsletter, source: 'account' },
      { purpose: 'newsletter', isGiven: true, wording: consentWording.newsletter, source: 'account' },
    ]);
    expect(rows.every((row) => row.createdOn instanceof Date)).toBe(true);

    const listed = (await client.get('/api/frontend/auth/user/consents')).json().data.consents;
    expect(listed).toHaveLength(3);
    expect(listed[0]).toMatchObject({ isGiven: true, wording: consentWording.newsletter, source: 'signup' });
  });
});

describe('downloading my data', () => {
  it('is a ZIP of JSON and CSV with everything about the person and nothing about anyone else', async () => {
    const ana = await person('Ana', 'Ruiz Soler');
    const blas = await person('Blas', 'Otero Vidal');
    const auction = await invoicedAuction();
    await createSubscription(ctx.db, auction, ana.user);
    await createSubscription(ctx.db, auction, blas.user);
    const { lot } = await createSoldLot(ctx.db, auction, ana.user, 120_000, { invoiceDescription: 'Torno' });
    await ctx.app.jobs.drain();
    const open = await createLot(ctx.db, auction, { order: 2 });
    await createBid(ctx.db, open, blas.user, 150_000);
    await ctx.db.insert(lotFollows).values([
      { userId: ana.user.id, lotId: open.id },
      { userId: blas.user.id, lotId: lot.id },
    ]);
    await ctx.db.insert(savedSearches).values([
      { userId: ana.user.id, name: 'Tornos de Ana', query: { q: 'torno' }, frequency: 'daily' },
      { userId: blas.user.id, name: 'Grúas de Blas', query: { q: 'grúa' }, frequency: 'daily' },
    ]);

    const response = await ana.client.get('/api/frontend/auth/user/data-export');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="mis-datos-[\d-]+\.zip"$/);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const files = unzipSync(new Uint8Array(response.rawPayload));
    expect(Object.keys(files)).toEqual(
      expect.arrayContaining([
        'LEEME.txt',
        'datos.json',
        'perfil.csv',
        'consentimientos.csv',
        'inscripciones.csv',
        'pujas.csv',
        'lotes_seguidos.csv',
        'busquedas_guardadas.csv',
        'avisos.csv',
        'liquidaciones.csv',
        'pagos.csv',
        'facturas.csv',
        'sesiones.csv',
        'auditoria.csv',
      ]),
    );
    const everything = Object.values(files)
      .map((file) => strFromU8(file))
      .join('\n');
    const data = JSON.parse(strFromU8(files['datos.json']!));
    expect(data.perfil).toEqual([
      expect.objectContaining({
        id: ana.user.id,
        email: ana.user.email,
        firstname: 'Ana',
        phone1: ana.user.phone1,
      }),
    ]);
    expect(data.perfil[0]).not.toHaveProperty('passwordHash');
    expect(everything).not.toContain('argon2');
    expect(data.pujas).toEqual([
      expect.objectContaining({ lotId: lot.id, amount: 120_000, userId: ana.user.id }),
    ]);
    expect(data.inscripciones).toEqual([
      expect.objectContaining({ auctionId: auction.id, userId: ana.user.id }),
    ]);
    expect(data.lotes_seguidos).toEqual([expect.objectContaining({ lotId: open.id })]);
    expect(data.busquedas_guardadas).toEqual([expect.objectContaining({ name: 'Tornos de Ana' })]);
    expect(data.liquidaciones).toHaveLength(1);
    // The seller's goods invoice and the house's premium invoice.
    expect(data.facturas).toEqual([
      expect.objectContaining({ kind: 'F1', recipient: expect.objectContaining({ name: 'Ana Ruiz Soler' }) }),
      expect.objectContaining({ kind: 'F1', recipient: expect.objectContaining({ name: 'Ana Ruiz Soler' }) }),
    ]);
    expect(data.sesiones.length).toBeGreaterThan(0);
    expect(data.sesiones[0]).not.toHaveProperty('id');
    // Nobody else's data, not even their name on a lot both touched.
    for (const trace of [blas.user.email, 'Blas', blas.user.phone1!, 'Grúas de Blas', String(150_000)])
      expect(everything).not.toContain(trace);
    // The CSVs open in a Spanish spreadsheet like every other export.
    const profileCsv = strFromU8(files['perfil.csv']!);
    expect([...files['perfil.csv']!.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(profileCsv.split('\r\n')[0]).toContain('firstname;lastname;email');
    expect(profileCsv).toContain(ana.user.email);

    expect((await createClient(ctx.app).get('/api/frontend/auth/user/data-export')).statusCode).toBe(401);
  });
});

describe('erasing my account', () => {
  it('anonymises the person, keeps invoices as issued and bids under a pseudonym, and ends the account', async () => {
    const ana = await person('Araceli', 'Quintanilla Sorní');
    const auction = await invoicedAuction();
    await createSubscription(ctx.db, auction, ana.user, { refundIban: null });
    const { lot } = await createSoldLot(ctx.db, auction, ana.user, 80_000);
    await ctx.app.jobs.drain();
    await payEverything(ana.user.id);
    const [invoice] = await ctx.db.select().from(invoices).where(eq(invoices.userId, ana.user.id));
    expect(invoice!.recipient.name).toBe('Araceli Quintanilla Sorní');
    const chainBefore = await ctx.db
      .select()
      .from(billingChains)
      .where(eq(billingChains.issuerNif, invoice!.issuerNif));
    await ctx.db
      .insert(savedSearches)
      .values({ userId: ana.user.id, name: 'Lo mío', query: {}, frequency: 'daily' });
    await ctx.db.insert(pushSubscriptions).values({
      userId: ana.user.id,
      endpoint: `https://push.example/${ana.user.id}`,
      p256dh: 'k',
      auth: 'a',
    });
    // An admin's earlier edit of her data is in the audit log with her values.
    await ctx.db.insert(auditLog).values({
      actorId: null,
      entity: 'user',
      entityId: String(ana.user.id),
      action: 'update',
      changes: {
        phone2: [null, ana.user.phone2],
        address: ['Antigua 1', ana.user.address],
        isBanned: [true, false],
      },
    });
    await ctx.db.insert(consents).values({
      userId: ana.user.id,
      purpose: 'newsletter',
      isGiven: true,
      wording: consentWording.newsletter,
      source: 'account',
    });

    const wrongPassword = await ana.client.post('/api/frontend/auth/user/erasure', {
      currentPassword: 'no-es-esta',
      confirmation: 'ELIMINAR',
    });
    expect(wrongPassword.statusCode).toBe(400);
    expect(wrongPassword.json().error.fields).toEqual({
      currentPassword: 'La contraseña actual no es correcta.',
    });
    const unconfirmed = await ana.client.post('/api/frontend/auth/user/erasure', {
      currentPassword: password,
      confirmation: 'vale',
    });
    expect(unconfirmed.statusCode).toBe(400);
    expect(JSON.stringify(unconfirmed.json().error.fields)).toContain('Escribe ELIMINAR para confirmar.');

    const erased = await ana.client.post('/api/frontend/auth/user/erasure', {
      currentPassword: password,
      confirmation: 'eliminar',
    });
    expect(erased.statusCode).toBe(200);
    expect(erased.json().data.result).toBe('erased');

    // Nothing left that says who she was, in any table but the invoices the law keeps.
    const tables = await queryRows<{ name: string }>(
      ctx.db,
      sql`select table_name as name from information_schema.tables
          where table_schema = 'public' and table_type = 'BASE TABLE' and table_name <> 'invoices'`,
    );
    const traces = [
      ana.user.email,
      'Araceli',
      'Quintanilla',
      ana.user.phone1!,
      ana.user.phone2!,
      ana.user.address!,
    ];
    for (const { name } of tables)
      for (const trace of traces) {
        const [found] = await queryRows<{ n: number }>(
          ctx.db,
          sql`select count(*)::int as n from ${sql.identifier(name)} as r where r::text ilike ${`%${trace}%`}`,
        );
        expect({ table: name, trace, rows: found!.n }).toEqual({ table: name, trace, rows: 0 });
      }
    const [row] = await ctx.db.select().from(users).where(eq(users.id, ana.user.id));
    expect(row).toMatchObject({
      firstname: 'Usuario',
      lastname: 'eliminado',
      phone1: null,
      vatId: null,
      address: null,
      passwordHash: null,
      isActive: false,
      subscribed: false,
    });
    expect(await ctx.db.select().from(erasures).where(eq(erasures.userId, ana.user.id))).toHaveLength(1);
    for (const table of [sessions, savedSearches, pushSubscriptions, consents])
      expect(await ctx.db.select().from(table).where(eq(table.userId, ana.user.id))).toEqual([]);

    // The invoice is exactly as issued, still chained and still rendered with the buyer's data.
    const [kept] = await ctx.db.select().from(invoices).where(eq(invoices.id, invoice!.id));
    expect(kept).toEqual(invoice);
    expect(kept!.fingerprint).toBe(
      billingFingerprint({ ...kept!, previousFingerprint: kept!.previousFingerprint }),
    );
    expect(
      await ctx.db.select().from(billingChains).where(eq(billingChains.issuerNif, invoice!.issuerNif)),
    ).toEqual(chainBefore);
    const admin = await createUser(ctx.db, { isAdmin: true, passwordHash });
    const clerk = createClient(ctx.app);
    await clerk.login(admin.email, password);
    const pdf = await clerk.get(`/api/admin/invoices/${invoice!.id}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // Rectified afterwards, the new invoice bills her as the law kept her, not the emptied account.
    const rectified = await clerk.post(`/api/admin/invoices/${invoice!.id}/rectify`, {
      reason: 'Error en el importe',
    });
    expect(rectified.statusCode).toBe(200);
    const reissued = await ctx.db.select().from(invoices).where(eq(invoices.userId, ana.user.id));
    // (Her premium invoice, the house's, stands as issued.)
    expect(reissued.map((row) => [row.kind, row.recipient])).toEqual([
      ['F1', invoice!.recipient],
      ['F1', invoice!.recipient],
      ['R1', invoice!.recipient],
      ['F1', invoice!.recipient],
    ]);

    // Her bid stays, under the lot's pseudonym.
    expect(
      await ctx.db
        .select()
        .from(bids)
        .where(and(eq(bids.lotId, lot.id), eq(bids.userId, ana.user.id))),
    ).toHaveLength(1);
    expect(await ctx.db.select().from(lotBidders).where(eq(lotBidders.lotId, lot.id))).toHaveLength(1);
    const history = (await createClient(ctx.app).get(`/api/frontend/lots/${lot.id}/bids`)).json();
    expect(JSON.stringify(history)).not.toContain('Araceli');

    // The audit entry about her keeps what changed, not her values; the erasure itself is audited.
    const audit = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'user'), eq(auditLog.entityId, String(ana.user.id))))
      .orderBy(auditLog.id);
    expect(audit.map((entry) => [entry.action, entry.changes])).toEqual([
      [
        'update',
        {
          phone2: ['[eliminado]', '[eliminado]'],
          address: ['[eliminado]', '[eliminado]'],
          isBanned: [true, false],
        },
      ],
      ['erase', null],
    ]);

    // The session she used is over, and neither her address nor her password lets anyone in.
    expect((await ana.client.get('/api/auth/user')).statusCode).toBe(401);
    const login = await createClient(ctx.app).login(ana.user.email, password);
    expect(login.statusCode).toBeGreaterThanOrEqual(400);
    expect(login.json().error.message).toBe('El correo electrónico o la contraseña no son correctos.');
  });

  it('is refused while the person leads a lot of an open auction', async () => {
    const leader = await person('Lidia', 'Puja Alta');
    const auction = await createAuction(ctx.db);
    const lot = await createLot(ctx.db, auction, { title: 'Carretilla elevadora' });
    await createBid(ctx.db, lot, leader.user, 200_000);
    const refused = await leader.client.post('/api/frontend/auth/user/erasure', {
      currentPassword: password,
      confirmation: 'ELIMINAR',
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(
      'Vas ganando el lote «Carretilla elevadora» de una subasta abierta. Podrás eliminar tu cuenta cuando la subasta termine.',
    );
    const [still] = await ctx.db.select().from(users).where(eq(users.id, leader.user.id));
    expect(still!.email).toBe(leader.user.email);
    expect((await leader.client.get('/api/auth/user')).statusCode).toBe(200);
  });

  it('is refused while the person owes a settlement', async () => {
    const buyer = await person('Olga', 'Debe Pago');
    const auction = await invoicedAuction();
    await createSoldLot(ctx.db, auction, buyer.user, 50_000);
    const refused = await buyer.client.post('/api/frontend/auth/user/erasure', {
      currentPassword: password,
      confirmation: 'ELIMINAR',
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toMatch(/^Tienes una liquidación pendiente de pago \(referencia RF/);
  });
});

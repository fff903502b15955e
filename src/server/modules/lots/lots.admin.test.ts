import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestContext } from '../../../../test/app.ts';
import { createAuction, createBid, createLot, createUser } from '../../../../test/factories.ts';
import { createAdminClient, type createClient } from '../../../../test/http.ts';

let ctx: TTestContext;
let admin: ReturnType<typeof createClient>;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await createAdminClient(ctx);
});
afterAll(() => ctx.close());

describe('admin lots', () => {
  it('edits, reorders, shifts and deletes lots, guarding those with bids', async () => {
    const auction = await createAuction(ctx.db, { endDate: new Date(Date.now() + 86_400_000) });
    const first = await createLot(ctx.db, auction, { order: 1, title: 'Primero' });
    const second = await createLot(ctx.db, auction, { order: 2, title: 'Segundo' });
    await createBid(ctx.db, second, await createUser(ctx.db), 100_000);

    const edited = await admin.put(`/api/admin/lots/${first.id}`, {
      lot: { title: 'Primero revisado', price: 50_000 },
    });
    expect(edited.json().data.lot).toMatchObject({ title: 'Primero revisado', price: 50_000 });
    const repriced = await admin.put(`/api/admin/lots/${second.id}`, { lot: { title: 'Segundo', price: 1 } });
    expect(repriced.statusCode).toBe(422);

    expect(
      (await admin.put(`/api/admin/auctions/${auction.id}/lots/order`, { ids: [second.id, first.id] }))
        .statusCode,
    ).toBe(204);
    expect(
      (await admin.put(`/api/admin/auctions/${auction.id}/lots/order`, { ids: [second.id] })).statusCode,
    ).toBe(400);
    const shifted = await admin.post(`/api/admin/auctions/${auction.id}/lots/shift`, { minutes: 30 });
    expect(shifted.json().data.moved).toBe(2);
    const past = await admin.post(`/api/admin/auctions/${auction.id}/lots/shift`, { minutes: -100_000 });
    expect(past.json().error.message).toBe('Con ese desplazamiento algún lote terminaría en el pasado.');

    const view = (await admin.get(`/api/admin/auctions/${auction.id}`)).json().data;
    expect(view.lots.map((lot: { id: number }) => lot.id)).toEqual([second.id, first.id]);
    expect(new Date(view.lots[1].endDate).getTime()).toBe(first.endDate.getTime() + 30 * 60_000);

    expect((await admin.delete(`/api/admin/lots/${second.id}`)).statusCode).toBe(409);
    expect((await admin.delete(`/api/admin/lots/${first.id}`)).statusCode).toBe(204);
  });
});

describe('admin lot detail and metadata', () => {
  it('shows unpublished lots to admins and replaces their metadata in order', async () => {
    const auction = await createAuction(ctx.db, { published: false });
    const lot = await createLot(ctx.db, auction, { published: false, title: 'Carretilla' });
    expect((await ctx.app.inject({ method: 'GET', url: `/api/frontend/lots/${lot.id}` })).statusCode).toBe(
      404,
    );
    const saved = await admin.put(`/api/admin/lots/${lot.id}/metadata`, {
      entries: [
        { name: 'Marca', value: 'Linde' },
        { name: 'Capacidad', value: '2.500 kg' },
      ],
    });
    expect(saved.statusCode).toBe(204);
    const detail = (await admin.get(`/api/admin/lots/${lot.id}`)).json().data.lot;
    expect(detail.title).toBe('Carretilla');
    expect(
      detail.metadata.map((entry: { metadataFieldName: string; value: string }) => [
        entry.metadataFieldName,
        entry.value,
      ]),
    ).toEqual(
      expect.arrayContaining([
        ['Marca', 'Linde'],
        ['Capacidad', '2.500 kg'],
      ]),
    );
    await admin.put(`/api/admin/lots/${lot.id}/metadata`, {
      entries: [
        { name: 'Marca', value: 'Linde', priority: 50 },
        { name: 'Capacidad', value: '2.500 kg', priority: 5, type: 'number' },
      ],
    });
    const reordered = (await admin.get(`/api/admin/lots/${lot.id}`)).json().data.lot.metadata;
    expect(reordered.map((entry: { metadataFieldName: string }) => entry.metadataFieldName)).toEqual([
      'Capacidad',
      'Marca',
    ]);
    expect(reordered[0]).toMatchObject({ metadataFieldType: 'number', metadataFieldPriority: 5 });
    const invalid = await admin.put(`/api/admin/lots/${lot.id}/metadata`, {
      entries: [{ name: '', value: 'x' }],
    });
    expect(invalid.json().error.fields['entries.0.name']).toBe('Escribe el nombre del campo.');
  });
});

describe('admin sublots', () => {
  it('adds, edits and deletes sublots of a lot', async () => {
    const auction = await createAuction(ctx.db);
    const lot = await createLot(ctx.db, auction);
    const added = await admin.post(`/api/admin/lots/${lot.id}/sublots`, {
      sublot: { title: 'Juego de llaves', quantity: 3 },
    });
    expect(added.statusCode).toBe(201);
    const { sublot } = added.json().data;
    expect(sublot).toMatchObject({ title: 'Juego de llaves', order: 1 });
    await admin.put(`/api/admin/sublots/${sublot.id}`, {
      sublot: { title: 'Juego de llaves Facom', quantity: 4, description: 'Completo' },
    });
    const detail = (await admin.get(`/api/admin/lots/${lot.id}`)).json().data.lot;
    expect(detail.sublots).toEqual([
      expect.objectContaining({ title: 'Juego de llaves Facom', quantity: 4, description: 'Completo' }),
    ]);
    const invalid = await admin.post(`/api/admin/lots/${lot.id}/sublots`, {
      sublot: { title: 'x', quantity: 0 },
    });
    expect(invalid.json().error.fields).toMatchObject({
      'sublot.title': 'El título debe tener al menos 2 caracteres.',
      'sublot.quantity': 'Al menos una unidad.',
    });
    expect((await admin.delete(`/api/admin/sublots/${sublot.id}`)).statusCode).toBe(204);
    expect((await admin.delete(`/api/admin/sublots/${sublot.id}`)).statusCode).toBe(404);
  });
});

describe('video addresses', () => {
  it('accepts only YouTube video addresses for lots and auctions, with a Spanish error naming the field', async () => {
    const auction = await createAuction(ctx.db);
    const lot = await createLot(ctx.db, auction, { title: 'Con vídeo' });
    const message = 'El vídeo debe ser una dirección de YouTube (youtube.com/watch?v=… o youtu.be/…).';

    const notYoutube = await admin.put(`/api/admin/lots/${lot.id}`, {
      lot: { title: 'Con vídeo', price: 100_000, youtubeUrl: 'https://example.com/watch?v=dQw4w9WgXcQ' },
    });
    expect(notYoutube.statusCode).toBe(400);
    expect(notYoutube.json().error.fields).toMatchObject({ 'lot.youtubeUrl': message });

    const saved = await admin.put(`/api/admin/lots/${lot.id}`, {
      lot: { title: 'Con vídeo', price: 100_000, youtubeUrl: 'https://youtu.be/dQw4w9WgXcQ' },
    });
    expect(saved.statusCode).toBe(200);
    expect((await admin.get(`/api/admin/lots/${lot.id}`)).json().data.lot.youtubeUrl).toBe(
      'https://youtu.be/dQw4w9WgXcQ',
    );

    const badAuction = await admin.put(`/api/admin/auctions/${auction.id}`, {
      auction: {
        title: auction.title,
        startDate: auction.startDate.toISOString(),
        endDate: auction.endDate.toISOString(),
        commissionPercent: 10,
        youtubeUrl: 'javascript:alert(1)',
      },
    });
    expect(badAuction.statusCode).toBe(400);
    expect(badAuction.json().error.fields).toMatchObject({ 'auction.youtubeUrl': message });
  });
});

describe('the staggered schedule', () => {
  it('computes the next lot end date from the last lot and the interval', async () => {
    const auction = await createAuction(ctx.db, { lotInterval: 3 });
    const empty = (await admin.get(`/api/admin/auctions/${auction.id}/nextLotEndDate`)).json();
    expect(empty.data.nextLotEndDate).toBe(auction.endDate.toISOString());
    await createLot(ctx.db, auction, { order: 1 });
    const last = await createLot(ctx.db, auction, { order: 2 });
    const next = (await admin.get(`/api/admin/auctions/${auction.id}/nextLotEndDate`)).json();
    expect(next.data.nextLotEndDate).toBe(new Date(last.endDate.getTime() + 3 * 60_000).toISOString());
  });
});

import { zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import writeXlsxFile from 'write-excel-file/node';
import { createTestApp, type TTestContext } from '../../../../test/app.ts';
import { lyingZip } from '../../../../test/archives.ts';
import { createAuction, createLot } from '../../../../test/factories.ts';
import { createAdminClient, type createClient } from '../../../../test/http.ts';
import { parseEuros } from './lot-import.ts';

let ctx: TTestContext;
let admin: ReturnType<typeof createClient>;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await createAdminClient(ctx);
});
afterAll(() => ctx.close());

const csv = `Título;Descripción;Precio;Valoración;Reserva;Unidades;Marca
Torno Pinacho;Bancada templada;4.200,50;6.000;5.000;1;Pinacho
Fresadora;Sin precio;;;;1;Lagun
Compresor;Tornillo;3500;;;2;Atlas Copco`;

describe('CSV import of lots', () => {
  it('reads Spanish money formats', () => {
    expect(parseEuros('4.200,50')).toBe(420_050);
    expect(parseEuros('3500')).toBe(350_000);
    expect(parseEuros('1,234.5')).toBe(123_450);
    expect(parseEuros('6.000')).toBe(600_000);
    expect(parseEuros('abc')).toBeNull();
  });

  it('previews every row with its errors, refuses to import while any is wrong, then imports on the schedule', async () => {
    const auction = await createAuction(ctx.db, { lotInterval: 2 });
    const existing = await createLot(ctx.db, auction, { order: 1 });
    const preview = (
      await admin.post(`/api/admin/auctions/${auction.id}/lots/import`, { csv, dryRun: true })
    ).json().data.rows;
    expect(preview.map((row: { line: number; errors: string[] }) => [row.line, row.errors])).toEqual([
      [2, []],
      [3, ['Precio no válido: «».']],
      [4, []],
    ]);
    const refused = await admin.post(`/api/admin/auctions/${auction.id}/lots/import`, { csv, dryRun: false });
    expect(refused.json().error.message).toBe('Corrige las filas con errores antes de importar.');

    const fixed = csv.replace('Fresadora;Sin precio;;', 'Fresadora;Con precio;900;');
    expect(fixed).not.toBe(csv);
    const imported = await admin.post(`/api/admin/auctions/${auction.id}/lots/import`, {
      csv: fixed,
      dryRun: false,
    });
    expect(imported.json().data.created).toBe(3);
    const view = (await admin.get(`/api/admin/auctions/${auction.id}`)).json().data;
    expect(
      view.lots.map((lot: { order: number; title: string; price: number }) => [
        lot.order,
        lot.title,
        lot.price,
      ]),
    ).toEqual([
      [1, existing.title, existing.price],
      [2, 'Torno Pinacho', 420_050],
      [3, 'Fresadora', 90_000],
      [4, 'Compresor', 350_000],
    ]);
    expect(new Date(view.lots[3].endDate).getTime() - new Date(view.lots[0].endDate).getTime()).toBe(
      3 * 2 * 60_000,
    );
    const torno = (await admin.get(`/api/admin/lots/${view.lots[1].id}`)).json().data.lot;
    expect(torno.metadata).toEqual([
      expect.objectContaining({ metadataFieldName: 'Marca', value: 'Pinacho' }),
    ]);
    expect(torno).toMatchObject({ originalPrice: 600_000, hasDownprice: true, reservePrice: 500_000 });
  });

  it('names a CSV without the required columns', async () => {
    const auction = await createAuction(ctx.db);
    const response = await admin.post(`/api/admin/auctions/${auction.id}/lots/import`, {
      csv: 'nombre;coste\nx;1',
    });
    expect(response.json().error.message).toBe('El CSV necesita al menos las columnas «titulo» y «precio».');
  });

  it('imports from an Excel file as well', async () => {
    const auction = await createAuction(ctx.db);
    const cell = (value: string | number) => ({ value });
    const xlsx = await writeXlsxFile([
      [cell('Título'), cell('Precio'), cell('Marca')],
      [cell('Carretilla Linde'), cell(6500), cell('Linde')],
      [cell('Grupo electrógeno'), cell(7200.5), cell('Himoinsa')],
    ]).toBuffer();
    const xlsxBase64 = Buffer.from(xlsx).toString('base64');
    const preview = (
      await admin.post(`/api/admin/auctions/${auction.id}/lots/import`, { xlsxBase64, dryRun: true })
    ).json().data.rows;
    expect(
      preview.map((row: { title: string; price: number; errors: string[] }) => [
        row.title,
        row.price,
        row.errors,
      ]),
    ).toEqual([
      ['Carretilla Linde', 650_000, []],
      ['Grupo electrógeno', 720_050, []],
    ]);
    expect(
      (
        await admin.post(`/api/admin/auctions/${auction.id}/lots/import`, { xlsxBase64, dryRun: false })
      ).json().data.created,
    ).toBe(2);
    const broken = await admin.post(`/api/admin/auctions/${auction.id}/lots/import`, {
      xlsxBase64: Buffer.from('no').toString('base64'),
    });
    expect(broken.json().error.message).toBe('El archivo no es un Excel (.xlsx) válido.');
  });
});

describe('the tax treatment columns', () => {
  it('sets each lot its treatment, provision and purchase price, refusing what the lot form refuses', async () => {
    const auction = await createAuction(ctx.db);
    const sheet = `Título;Precio;Tributación;Precepto;Precio de compra
Nave en Alcalá;90.000;Exenta;20.1.22;
Cómoda isabelina;1.200;REBU;;800
Torno;4000;;;
Fresadora;3000;Exenta;;
Prensa;3000;no sujeta;99;
Grúa;3000;rebu;;ochocientos
Lijadora;3000;IVA reducido;;
Taladro;3000;;20.1.22;`;
    const url = `/api/admin/auctions/${auction.id}/lots/import`;
    const preview = (await admin.post(url, { csv: sheet, dryRun: true })).json().data.rows;
    expect(preview.map((row: { line: number; errors: string[] }) => [row.line, row.errors])).toEqual([
      [2, []],
      [3, []],
      [4, []],
      [5, [expect.stringMatching(/^Columna «precepto»: «» no es un precepto de una operación exenta/)]],
      [6, [expect.stringMatching(/^Columna «precepto»: «99» no es un precepto de una operación no sujeta/)]],
      [7, ['Columna «precio de compra»: «ochocientos» no es un importe.']],
      [8, [expect.stringMatching(/^Columna «tributacion»: «IVA reducido» no vale/)]],
      [9, ['Columna «precepto»: indica en «tributacion» si el lote es exento o no sujeto.']],
    ]);
    const valid = sheet.split('\n').slice(0, 4).join('\n');
    expect((await admin.post(url, { csv: valid, dryRun: false })).json().data.created).toBe(3);
    const view = (await admin.get(`/api/admin/auctions/${auction.id}`)).json().data;
    const imported = await Promise.all(
      view.lots.map(
        async (lot: { id: number }) => (await admin.get(`/api/admin/lots/${lot.id}`)).json().data.lot,
      ),
    );
    expect(
      imported.map(({ title, taxTreatment, taxProvision, purchasePrice }) => ({
        title,
        taxTreatment,
        taxProvision,
        purchasePrice,
      })),
    ).toEqual([
      { title: 'Nave en Alcalá', taxTreatment: 'exempt', taxProvision: '20.1.22', purchasePrice: null },
      { title: 'Cómoda isabelina', taxTreatment: 'rebu', taxProvision: null, purchasePrice: 80_000 },
      { title: 'Torno', taxTreatment: null, taxProvision: null, purchasePrice: null },
    ]);
  });
});

describe('a spreadsheet that expands far beyond its size', () => {
  it('is refused when its headers lie about its size, once what it really inflates passes 40 MB', async () => {
    const auction = await createAuction(ctx.db);
    const started = performance.now();
    const response = await admin.post(`/api/admin/auctions/${auction.id}/lots/import`, {
      xlsxBase64: lyingZip(200 * 1024 * 1024).toString('base64'),
      dryRun: true,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toMatch(/demasiado grande una vez descomprimido/);
    // Before: 84 s and 3.2 GB for such a file. A generous bound for a busy machine.
    expect(performance.now() - started).toBeLessThan(20_000);
  });

  it('is refused once what it inflates passes 40 MB (hardening, item 6)', async () => {
    const auction = await createAuction(ctx.db);
    // 60 MB of one repeated byte compresses to a few dozen KB: the shape of a zip bomb.
    const bomb = zipSync(
      { 'xl/worksheets/sheet1.xml': new Uint8Array(60 * 1024 * 1024).fill(32) },
      { level: 9 },
    );
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const response = await admin.post(`/api/admin/auctions/${auction.id}/lots/import`, {
      xlsxBase64: Buffer.from(bomb).toString('base64'),
      dryRun: true,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toMatch(/demasiado grande una vez descomprimido/);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '@/server/lib/password.ts';
import { createTestApp, type TTestContext } from '../../../../test/app.ts';
import { createAuction, createSoldLot, createUser } from '../../../../test/factories.ts';
import { createClient } from '../../../../test/http.ts';
import { norma43Statement } from '../../../../test/norma43.ts';

let ctx: TTestContext;
let passwordHash: string;
let clerk: ReturnType<typeof createClient>;

beforeAll(async () => {
  ctx = await createTestApp();
  passwordHash = await hashPassword('clave-del-comprador');
  const admin = await createUser(ctx.db, { passwordHash, isAdmin: true });
  clerk = createClient(ctx.app);
  await clerk.login(admin.email, 'clave-del-comprador');
});
afterAll(() => ctx.close());

const buyer = async () => {
  const user = await createUser(ctx.db, { passwordHash });
  const client = createClient(ctx.app);
  await client.login(user.email, 'clave-del-comprador');
  return { user, client };
};

/** A buyer owing one lot at `hammer` (10 % premium, 21 % IVA on both: total = hammer × 1.331). */
const owing = async (hammer: number) => {
  const auction = await createAuction(ctx.db, {
    commissionPercent: 10,
    goodsVatPercent: 21,
    externalInvoice: true,
  });
  const person = await buyer();
  const { settlement } = await createSoldLot(ctx.db, auction, person.user, hammer);
  const view = async () =>
    (await person.client.get(`/api/frontend/auth/settlements/${settlement.id}`)).json().data.settlement;
  return { ...person, settlement, view };
};

const json = (value: object) => encodeURIComponent(JSON.stringify(value));

const upload = (fileName: string, data: Buffer) =>
  clerk.post('/api/admin/bank-statements', { fileName, contentBase64: data.toString('base64') });

describe('paying by bank transfer', () => {
  it('tells the buyer the IBAN, the amount and the reference to write', async () => {
    const ana = await owing(100_000);
    const settlement = await ana.view();
    expect(settlement.transfer).toEqual({
      iban: 'ES91 2100 0418 4502 0005 1332',
      holder: 'Lonja Subastas S.L.',
      bic: 'CAIXESBBXXX',
      reference: ana.settlement.reference,
      amount: 133_100,
    });
  });

  it('matches a Norma 43 credit by its reference, however the bank spaced it, and never twice', async () => {
    const ana = await owing(100_000);
    const blas = await owing(50_000);
    const spaced = ana.settlement.reference
      .replace(/(.{4})/g, '$1 ')
      .trim()
      .toLowerCase();
    const file = norma43Statement([
      { date: '2026-11-20', amount: 133_100, concept: `TRANSF ANA ${spaced}` },
      { date: '2026-11-20', amount: 5_000, concept: 'TRANSFERENCIA SIN REFERENCIA' },
      { date: '2026-11-21', amount: -1_200, concept: 'COMISION' },
    ]);
    const response = await upload('extracto.n43', file);
    expect(response.statusCode).toBe(201);
    const { lines, duplicates, format } = response.json().data;
    expect(format).toBe('norma43');
    expect(duplicates).toBe(0);
    expect(lines.map((line: { status: string }) => line.status)).toEqual(['matched', 'unmatched', 'ignored']);
    expect(await ana.view()).toMatchObject({ state: 'paid', totals: { balance: 0 }, transfer: null });
    expect((await blas.view()).state).toBe('pending');

    const again = await upload('extracto-otra-vez.n43', file);
    expect(again.json().data).toMatchObject({ duplicates: 3, lines: [] });
    expect((await ana.view()).payments).toHaveLength(1);

    // The unmatched credit is assigned by hand to Blas (a partial payment: still pending).
    const unmatched = (await clerk.get('/api/admin/bank-lines')).json().data.lines;
    const line = unmatched.find((candidate: { concept: string }) =>
      candidate.concept.includes('SIN REFERENCIA'),
    );
    const wrong = await clerk.post(`/api/admin/bank-lines/${line.id}/assign`, {
      reference: 'RF00LJ99999999',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fields.reference).toBeTruthy();
    expect(
      (await clerk.post(`/api/admin/bank-lines/${line.id}/assign`, { reference: blas.settlement.reference }))
        .statusCode,
    ).toBe(200);
    expect(await blas.view()).toMatchObject({
      state: 'pending',
      totals: { paid: 5_000, balance: 66_550 - 5_000 },
    });
    expect(
      (await clerk.post(`/api/admin/bank-lines/${line.id}/assign`, { reference: blas.settlement.reference }))
        .statusCode,
    ).toBe(409);
  });

  it('imports a CSV from online banking with Spanish numbers', async () => {
    const ana = await owing(10_000);
    const csv = `Fecha;Concepto;Importe\n20/11/2026;Pago ${ana.settlement.reference};"133,10"\n21/11/2026;Recibo luz;-45,10\n`;
    const response = await upload('movimientos.csv', Buffer.from(`\ufeff${csv}`));
    expect(response.statusCode).toBe(201);
    expect(response.json().data.format).toBe('csv');
    expect((await ana.view()).state).toBe('paid');
    const broken = await upload('roto.csv', Buffer.from('Fecha;Concepto;Importe\n20/11/2026;Pago;muchos\n'));
    expect(broken.statusCode).toBe(400);
    expect(broken.json().error.message).toMatch(/fila 2: el importe «muchos» no es un importe/);
  });
});

describe('amounts and dates as the bank wrote them', () => {
  const amountsOf = async (response: Awaited<ReturnType<typeof upload>>) =>
    response.json().data.lines.map((line: { amount: number }) => line.amount);

  it('reads thousands and decimals by the file: "1.500" is 1.500 € where another amount shows a decimal comma', async () => {
    const spanish = await upload(
      'es.csv',
      Buffer.from(
        'Fecha;Concepto;Importe\n20/11/2026;Uno;1.500\n20/11/2026;Dos;-2.345,67\n20/11/2026;Tres;1,5\n',
      ),
    );
    expect(spanish.statusCode).toBe(201);
    expect(await amountsOf(spanish)).toEqual([150_000, -234_567, 150]);
    const english = await upload(
      'en.csv',
      Buffer.from(
        'Date,Concept,Amount\n2026-11-20,One,"1,500"\n2026-11-20,Two,"-2,345.67"\n2026-11-20,Three,1.5\n',
      ),
    );
    expect(english.statusCode).toBe(201);
    expect(await amountsOf(english)).toEqual([150_000, -234_567, 150]);
  });

  it('refuses a file whose amounts could be read two ways, or are written two ways, naming the line', async () => {
    const ambiguous = await upload(
      'dudoso.csv',
      Buffer.from('Fecha;Concepto;Importe\n20/11/2026;Uno;7\n20/11/2026;Dos;1.500\n'),
    );
    expect(ambiguous.statusCode).toBe(400);
    expect(ambiguous.json().error.message).toMatch(/fila 3: el importe «1\.500» puede leerse de dos formas/);
    const mixed = await upload(
      'mezcla.csv',
      Buffer.from('Fecha;Concepto;Importe\n20/11/2026;Uno;2,50\n20/11/2026;Dos;2.50\n'),
    );
    expect(mixed.statusCode).toBe(400);
    expect(mixed.json().error.fields.file).toMatch(/fila 3/);
  });

  it('refuses a day that does not exist (31 February) naming the line, in CSV and Norma 43', async () => {
    const csv = await upload(
      'febrero.csv',
      Buffer.from('Fecha;Concepto;Importe\n01/02/2026;Uno;5,00\n31/02/2026;Dos;5,00\n'),
    );
    expect(csv.statusCode).toBe(400);
    expect(csv.json().error.message).toMatch(/fila 3: fecha «31\/02\/2026» no válida/);
    const norma43 = norma43Statement([{ date: '2026-02-31', amount: 500, concept: 'ABONO' }]);
    const refused = await upload('febrero.n43', norma43);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields.file).toMatch(/Línea \d: fecha «260231» no válida/);
  });
});

describe('the bank movements list', () => {
  it('lists them by state, sorted by a whitelisted column, a page at a time', async () => {
    const file = norma43Statement([
      { date: '2026-10-01', amount: 700, concept: 'ABONO ORDEN A' },
      { date: '2026-10-02', amount: 300, concept: 'ABONO ORDEN B' },
      { date: '2026-10-03', amount: 500, concept: 'ABONO ORDEN C' },
    ]);
    expect((await upload('orden.n43', file)).statusCode).toBe(201);
    const all = (
      await clerk.get(`/api/admin/bank-lines?limit=100&order=${json({ field: 'amount', direction: 'asc' })}`)
    ).json();
    const lines = all.data.lines as { concept: string; amount: number; status: string }[];
    expect(lines.filter((line) => line.concept.includes('ABONO ORDEN')).map((line) => line.amount)).toEqual([
      300, 500, 700,
    ]);
    const amounts = lines.map((line) => line.amount);
    expect(amounts).toEqual([...amounts].sort((a, b) => a - b));
    expect(lines.every((line) => line.status === 'unmatched')).toBe(true);
    expect(all.metadata).toEqual({ total: lines.length, page: 1, limit: 100 });
    const second = (await clerk.get('/api/admin/bank-lines?limit=1&page=2')).json();
    expect(second.data.lines).toHaveLength(1);
    expect(second.metadata).toEqual({ total: lines.length, page: 2, limit: 1 });
    const matched = (await clerk.get('/api/admin/bank-lines?status=matched')).json().data.lines;
    expect(matched.every((line: { status: string }) => line.status === 'matched')).toBe(true);
  });

  it.each([
    ['order', json({ field: 'concept', direction: 'asc' }), 'order.field'],
    ['order', json({ field: 'amount', direction: 'arriba' }), 'order.direction'],
    ['status', 'pagado', 'status'],
  ])('answers a Spanish 400 naming the field for a bad %s', async (param, value, field) => {
    const response = await clerk.get(`/api/admin/bank-lines?${param}=${value}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toMatch(/no válidos/);
    expect(response.json().error.fields[field]).toBeTruthy();
  });
});

describe('payments by hand', () => {
  it('records partial payments and overpayments, and refunds no more than was paid', async () => {
    const ana = await owing(100_000);
    const pay = (amount: number, method = 'cash') =>
      clerk.post(`/api/admin/settlements/${ana.settlement.id}/payments`, {
        amount,
        method,
        paidOn: '2026-11-22',
        note: null,
      });
    expect((await pay(100_000)).statusCode).toBe(201);
    expect(await ana.view()).toMatchObject({ state: 'pending', totals: { balance: 33_100 } });
    await pay(40_000, 'transfer');
    expect(await ana.view()).toMatchObject({ state: 'paid', totals: { balance: -6_900 } });
    const tooMuch = await pay(-200_000);
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json().error.fields.amount).toBeTruthy();
    expect((await pay(-6_900, 'transfer')).statusCode).toBe(201);
    expect(await ana.view()).toMatchObject({ state: 'paid', totals: { balance: 0, paid: 133_100 } });
    const zero = await pay(0);
    expect(zero.statusCode).toBe(400);
    expect(zero.json().error.fields.amount).toMatch(/cero/);
  });

  it('is for admins only', async () => {
    const ana = await owing(1_000);
    const response = await ana.client.post(`/api/admin/settlements/${ana.settlement.id}/payments`, {
      amount: 1_331,
      method: 'cash',
      paidOn: '2026-11-22',
    });
    expect(response.statusCode).toBe(403);
    expect((await ana.view()).state).toBe('pending');
  });
});

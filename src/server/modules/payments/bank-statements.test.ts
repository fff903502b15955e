import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments } from '@/server/db/schema/index.ts';
import { hashPassword } from '@/server/lib/password.ts';
import { createTestApp, type TTestContext } from '../../../../test/app.ts';
import { createAuction, createSoldLot, createUser } from '../../../../test/factories.ts';
import { createClient } from '../../../../test/http.ts';
import { norma43Statement } from '../../../../test/norma43.ts';

let ctx: TTestContext;
let clerk: ReturnType<typeof createClient>;

beforeAll(async () => {
  ctx = await createTestApp();
  const admin = await createUser(ctx.db, {
    passwordHash: await hashPassword('clave-de-extractos'),
    roles: ['contabilidad'],
  });
  clerk = createClient(ctx.app);
  await clerk.login(admin.email, 'clave-de-extractos');
});
afterAll(() => ctx.close());

const fixture = (name: string) =>
  readFileSync(new URL(`../../../../test/fixtures/norma43/${name}`, import.meta.url));
const upload = (fileName: string, data: Buffer) =>
  clerk.post('/api/admin/bank-statements', { fileName, contentBase64: data.toString('base64') });

describe('importing statements as banks send them', () => {
  it('imports a statement once, the next one after it, and refuses one that overlaps them', async () => {
    const first = await upload('extracto-20-21-nov.n43', fixture('extracto-20-21-nov.n43'));
    expect(first.statusCode).toBe(201);
    const { lines } = first.json().data;
    expect(lines.map((line: { amount: number; status: string }) => [line.amount, line.status])).toEqual([
      [123_456, 'unmatched'],
      [-2_500, 'ignored'],
      [9_250, 'unmatched'],
    ]);
    // The foreign-currency movement says what it was, for whoever assigns it by hand.
    expect(lines[2].concept).toContain('Importe original 100,00 en divisa 840');

    const again = await upload('extracto-20-21-nov-otra-vez.n43', fixture('extracto-20-21-nov.n43'));
    expect(again.json().data).toMatchObject({ duplicates: 3, lines: [] });

    const next = await upload('extracto-21-22-nov.n43', fixture('extracto-21-22-nov.n43'));
    expect(next.statusCode).toBe(201);
    expect(next.json().data.lines).toHaveLength(1);

    // A weekly statement over the same days would count them twice.
    const weekly = norma43Statement(
      [
        { date: '2026-11-19', amount: 123_456, concept: 'TRANSFERENCIA DE MARÍA NÚÑEZ' },
        { date: '2026-11-23', amount: 1_000, concept: 'ABONO' },
      ],
      { openingBalance: 50_000 },
    );
    const overlapping = await upload('extracto-semanal.n43', weekly);
    expect(overlapping.statusCode).toBe(400);
    expect(overlapping.json().error.message).toMatch(
      /^El extracto de la cuenta 210004180200051332 del 19\/11\/2026 al 23\/11\/2026 se solapa con otro ya importado \(del 20\/11\/2026 al 21\/11\/2026\)/,
    );
    expect(overlapping.json().error.fields.file).toBeTruthy();
  });

  it('keeps apart two identical movements of two statements of the same day', async () => {
    const movement = { date: '2026-12-01', amount: 5_000, concept: 'TRANSFERENCIA LUIS' };
    const account = '0000000777';
    const morning = norma43Statement([movement], { account, openingBalance: 0 });
    const afternoon = norma43Statement([movement], { account, openingBalance: 5_000 });
    expect((await upload('manana.n43', morning)).json().data.lines).toHaveLength(1);
    const later = (await upload('tarde.n43', afternoon)).json().data;
    expect(later).toMatchObject({ duplicates: 0 });
    expect(later.lines).toHaveLength(1);
  });

  it('cannot record two payments from one bank movement, whatever two clerks do at once', async () => {
    const buyer = await createUser(ctx.db);
    const auction = await createAuction(ctx.db, { externalInvoice: true });
    const { settlement } = await createSoldLot(ctx.db, auction, buyer, 10_000);
    const file = norma43Statement([{ date: '2026-12-05', amount: 2_000, concept: 'ABONO' }], {
      account: '0000000888',
    });
    const [line] = (await upload('un-abono.n43', file)).json().data.lines;
    const payment = {
      settlementId: settlement.id,
      amount: 2_000,
      method: 'transfer' as const,
      bankLineId: line.id,
    };
    await ctx.db.insert(payments).values(payment);
    await expect(ctx.db.insert(payments).values(payment)).rejects.toThrow();
  });
});

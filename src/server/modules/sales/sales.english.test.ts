import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saleLots, sales } from '@/server/db/schema/index.ts';
import { hashPassword } from '@/server/lib/password.ts';
import { createTestApp, type TTestContext } from '../../../../test/app.ts';
import { createUser } from '../../../../test/factories.ts';
import { createAdminClient, createClient } from '../../../../test/http.ts';

let ctx: TTestContext;

beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

/** A published liquidación with one lot at `price`. */
const saleWithLot = async (price: number, sold = false) => {
  const [sale] = await ctx.db
    .insert(sales)
    .values({
      kind: 'industrial',
      title: 'Stock de ferretería',
      slug: `venta-${Math.random()}`,
      published: true,
      startDate: new Date(),
    })
    .returning();
  const [lot] = await ctx.db
    .insert(saleLots)
    .values({ saleId: sale!.id, title: 'Estanterías', slug: 'estanterias', price, order: 1, sold })
    .returning();
  return `/api/frontend/auth/sales/${sale!.id}/lots/${lot!.id}/offers`;
};

describe('liquidaciones, asked in English', () => {
  it('takes, refuses and names a buyer’s offer in English', async () => {
    const user = await createUser(ctx.db, { passwordHash: await hashPassword('clave-del-comprador') });
    const client = createClient(ctx.app, { language: 'en' });
    await client.login(user.email, 'clave-del-comprador');
    const url = await saleWithLot(50_000);
    const bad = await client.post(url, { offer: { amount: -5 } });
    expect(bad.json().error.fields['offer.amount']).toBe('The amount must be greater than zero.');
    const low = await client.post(url, { offer: { amount: 10_000 } });
    expect(low.statusCode).toBe(400);
    expect(low.json().error).toMatchObject({
      message: 'The minimum offer for this lot is €250.',
      fields: { 'offer.amount': 'At least €250.' },
    });
    const made = await client.post(url, { offer: { amount: 45_000 } });
    expect(made.statusCode).toBe(201);
    expect(made.json().data.message).toBe(
      'We have received your offer. We will let you know by e-mail once it has been decided.',
    );
    const sold = await client.post(await saleWithLot(50_000, true), { offer: { amount: 45_000 } });
    expect(sold.statusCode).toBe(422);
    expect(sold.json().error.message).toBe('This lot has already been sold.');
  });

  it('names the back office’s bad fields in English', async () => {
    const admin = await createAdminClient(ctx, { language: 'en' });
    const bad = await admin.post('/api/admin/sales', { sale: { kind: 'otro', title: 'x' } });
    expect(bad.json().error.fields).toMatchObject({
      'sale.kind': 'Please choose the kind of liquidation sale.',
      'sale.title': 'The title must be at least 3 characters long.',
    });
    const missing = await admin.put('/api/admin/sales/999999', {
      sale: { kind: 'industrial', title: 'Nada' },
    });
    expect(missing.json().error.message).toBe('This liquidation sale does not exist.');
  });
});

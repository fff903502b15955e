import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestContext } from '../../../../test/app.ts';
import { createAuction, createSoldLot, createUser } from '../../../../test/factories.ts';
import { createAdminClient, type createClient } from '../../../../test/http.ts';

let ctx: TTestContext;
let clerk: ReturnType<typeof createClient>;

beforeAll(async () => {
  ctx = await createTestApp();
  clerk = await createAdminClient(ctx, { language: 'en' });
});
afterAll(() => ctx.close());

const domesticSale = async () => {
  const auction = await createAuction(ctx.db, { commissionPercent: 10, goodsVatPercent: 21 });
  return createSoldLot(ctx.db, auction, await createUser(ctx.db), 100_000);
};

describe('settlements, asked from an English page', () => {
  it('names the fields of a border proof and refuses a misplaced one in English', async () => {
    const { settlement } = await domesticSale();
    const url = `/api/admin/settlements/${settlement.id}/border-proof`;
    const bad = await clerk.post(url, { kind: 'fax', document: 'AB', date: '31/12/2026' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toMatchObject({
      kind: 'Choose the kind of proof: intra-EU transport or export DUA.',
      document: 'Please enter the document number (DUA or CMR).',
      date: 'The document date is not valid (yyyy-mm-dd).',
    });
    const customs = await clerk.post(url, {
      kind: 'customs',
      document: '26ES00461234567890',
      date: '2026-01-05',
    });
    expect(customs.statusCode).toBe(422);
    expect(customs.json().error.fields.kind).toBe(
      'An export DUA is recorded only for a buyer established outside the European Union.',
    );
    const lapse = await clerk.post(`/api/admin/settlements/${settlement.id}/border-proof/lapse`);
    expect(lapse.statusCode).toBe(422);
    expect(lapse.json().error.message).toBe('This settlement has no invoice exempt as an intra-EU supply.');
  });

  it('says in English why a settled lot’s money no longer changes', async () => {
    const { lot } = await domesticSale();
    const form = await clerk.get(`/api/admin/lots/${lot.id}`);
    expect(form.json().data.moneyLock).toBe(
      'The lot already has a settlement or an invoice; correct it with a corrective invoice.',
    );
    expect((await clerk.get('/api/admin/settlements/2000000000')).json().error.message).toBe(
      'The settlement does not exist.',
    );
  });
});

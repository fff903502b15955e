import { createServer } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, cardPayments, jobs, payments } from '@/server/db/schema/index.ts';
import { hashPassword } from '@/server/lib/password.ts';
import { createTestApp, type TTestContext } from '../../../../test/app.ts';
import { createAuction, createSoldLot, createUser } from '../../../../test/factories.ts';
import { createClient } from '../../../../test/http.ts';
import { redsysSignature, startRedsysStandIn } from '../../../../test/redsys-stand-in.ts';
import { createRedsysGateway, isAuthorisation } from './redsys.ts';

/** The public test merchant of Redsys's documentation. */
const secretKey = 'sq7HjrUOBfKmC576ILgskD5srU870gJ7';
const merchantCode = '999008881';

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

describe('Redsys signatures', () => {
  it('verify the notification example Redsys publishes with its API kit (same key), with the library and independently', async () => {
    const example = {
      Ds_SignatureVersion: 'HMAC_SHA256_V1',
      Ds_MerchantParameters:
        'eyJEc19EYXRlIjoiMzAlMkYwOCUyRjIwMjIiLCJEc19Ib3VyIjoiMTIlM0ExOCIsIkRzX1NlY3VyZVBheW1lbnQiOiIxIiwiRHNfQ2FyZF9Db3VudHJ5IjoiNzI0IiwiRHNfQW1vdW50IjoiMTU5MDAiLCJEc19DdXJyZW5jeSI6Ijk3OCIsIkRzX09yZGVyIjoiTU4wMDAwNDkiLCJEc19NZXJjaGFudENvZGUiOiIzNTU4NjgxMDAiLCJEc19UZXJtaW5hbCI6IjAwMSIsIkRzX1Jlc3BvbnNlIjoiMDAwMCIsIkRzX01lcmNoYW50RGF0YSI6IiIsIkRzX1RyYW5zYWN0aW9uVHlwZSI6IjAiLCJEc19Db25zdW1lckxhbmd1YWdlIjoiMSIsIkRzX0F1dGhvcmlzYXRpb25Db2RlIjoiMDAyNDEzIiwiRHNfQ2FyZF9CcmFuZCI6IjEiLCJEc19Qcm9jZXNzZWRQYXlNZXRob2QiOiI1IiwiRHNfQ29udHJvbF8xNjYxODU0NjgzOTg4IjoiMTY2MTg1NDY4Mzk4OCJ9',
      Ds_Signature: 'O9aFvML5qK8VBQhV4GK8kFHvmAQaSnX1hfckr7abzIs=',
    };
    const gateway = await createRedsysGateway({
      url: 'https://sis-t.redsys.es:25443/sis/realizarPago',
      merchantCode,
      terminal: '1',
      secretKey,
    });
    expect(gateway.readNotification(example)).toMatchObject({
      order: 'MN000049',
      amount: 15_900,
      responseCode: '0000',
      isAuthorised: true,
    });
    expect(redsysSignature(secretKey, 'MN000049', example.Ds_MerchantParameters)).toBe(example.Ds_Signature);
    expect(() =>
      gateway.readNotification({ ...example, Ds_Signature: 'A9aFvML5qK8VBQhV4GK8kFHvmAQaSnX1hfckr7abzIs=' }),
    ).toThrow();
  });

  it('sign the shop’s form the way the gateway checks it', async () => {
    const gateway = await createRedsysGateway({
      url: 'https://sis-t.redsys.es:25443/sis/realizarPago',
      merchantCode,
      terminal: '1',
      secretKey,
    });
    const { fields } = gateway.paymentForm({
      order: '2611ABCD1234',
      amount: 145,
      notificationUrl: 'https://x.es/n',
      okUrl: 'https://x.es/ok',
      koUrl: 'https://x.es/ko',
      description: 'Prueba',
    });
    expect(fields.Ds_SignatureVersion).toBe('HMAC_SHA256_V1');
    expect(JSON.parse(Buffer.from(fields.Ds_MerchantParameters, 'base64').toString())).toMatchObject({
      DS_MERCHANT_ORDER: '2611ABCD1234',
      DS_MERCHANT_AMOUNT: '145',
      DS_MERCHANT_CURRENCY: '978',
    });
    expect(fields.Ds_Signature).toBe(
      redsysSignature(secretKey, '2611ABCD1234', fields.Ds_MerchantParameters),
    );
  });
});

describe('Redsys answers', () => {
  it('take only 0000–0099 as an authorisation: 0400 and 0900 answer a cancellation or a refund', () => {
    for (const code of ['0000', '0', '0099', '99']) expect(isAuthorisation(code)).toBe(true);
    for (const code of ['0100', '0190', '0400', '0900', '9915', '', 'abc', undefined])
      expect(isAuthorisation(code)).toBe(false);
  });
});

describe('paying by card through the gateway', () => {
  let ctx: TTestContext;
  let standIn: Awaited<ReturnType<typeof startRedsysStandIn>>;
  let passwordHash: string;

  beforeAll(async () => {
    standIn = await startRedsysStandIn({ secretKey, merchantCode });
    const port = await freePort();
    ctx = await createTestApp({
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      REDSYS_URL: standIn.url,
      REDSYS_MERCHANT_CODE: merchantCode,
      REDSYS_SECRET_KEY: secretKey,
    });
    await ctx.app.listen({ port, host: '127.0.0.1' });
    passwordHash = await hashPassword('clave-del-comprador');
  });
  afterAll(async () => {
    await ctx.close();
    await standIn.close();
  });

  const owing = async () => {
    const auction = await createAuction(ctx.db, {
      commissionPercent: 10,
      goodsVatPercent: 21,
      externalInvoice: true,
    });
    const user = await createUser(ctx.db, { passwordHash });
    const client = createClient(ctx.app);
    await client.login(user.email, 'clave-del-comprador');
    const { settlement } = await createSoldLot(ctx.db, auction, user, 100_000);
    const view = async () =>
      (await client.get(`/api/frontend/auth/settlements/${settlement.id}`)).json().data.settlement;
    return { client, settlement, view };
  };

  /** What the buyer's browser does: post the form to the gateway, then pay on its page. */
  const payAtGateway = async (form: { url: string; fields: Record<string, string> }, card: string) => {
    const gatewayPage = await fetch(form.url, { method: 'POST', body: new URLSearchParams(form.fields) });
    const html = await gatewayPage.text();
    if (gatewayPage.status !== 200) return { status: gatewayPage.status, html, location: null };
    const action = /action="([^"]+)"/.exec(html)![1]!;
    const paid = await fetch(new URL(action, form.url), {
      method: 'POST',
      body: new URLSearchParams({ tarjeta: card }),
      redirect: 'manual',
    });
    return { status: paid.status, html, location: paid.headers.get('location') };
  };

  it('records the payment from the signed notification, and the buyer comes back to their account', async () => {
    const ana = await owing();
    expect((await ana.view()).payByCard).toBe(true);
    const start = await ana.client.post(`/api/frontend/auth/settlements/${ana.settlement.id}/card-payment`);
    expect(start.statusCode).toBe(200);
    const form = start.json().data;
    expect(form.url).toBe(standIn.url);
    const result = await payAtGateway(form, '4548 8120 4940 0004');
    expect(result.html).toContain('1331,00 €');
    expect(result).toMatchObject({
      status: 303,
      location: expect.stringMatching(/\/mi-cuenta\/adjudicaciones\?pago=ok$/),
    });
    expect(standIn.notifications.at(-1)!.status).toBe(200);
    expect(await ana.view()).toMatchObject({
      state: 'paid',
      payByCard: false,
      payments: [{ method: 'card', amount: 133_100 }],
    });

    // Redsys retries notifications: the same one again records nothing more.
    const last = standIn.notifications.at(-1)!;
    const merchantParameters = Buffer.from(JSON.stringify(last.params)).toString('base64');
    const again = await fetch(last.merchantUrl, {
      method: 'POST',
      body: new URLSearchParams({
        Ds_SignatureVersion: 'HMAC_SHA256_V1',
        Ds_MerchantParameters: merchantParameters,
        Ds_Signature: redsysSignature(secretKey, last.params.Ds_Order!, merchantParameters),
      }),
    });
    expect(again.status).toBe(200);
    expect((await again.json()).data.isRepeated).toBe(true);
    expect((await ana.view()).payments).toHaveLength(1);
    expect(
      (await ana.client.post(`/api/frontend/auth/settlements/${ana.settlement.id}/card-payment`)).statusCode,
    ).toBe(422);
  });

  it('records nothing for a declined card, and the buyer can try again', async () => {
    const blas = await owing();
    const form = (
      await blas.client.post(`/api/frontend/auth/settlements/${blas.settlement.id}/card-payment`)
    ).json().data;
    const result = await payAtGateway(form, '4548 8120 4940 0000');
    expect(result.location).toMatch(/pago=ko$/);
    const order = JSON.parse(
      Buffer.from(form.fields.Ds_MerchantParameters, 'base64').toString(),
    ).DS_MERCHANT_ORDER;
    const [row] = await ctx.db.select().from(cardPayments).where(eq(cardPayments.order, order));
    expect(row).toMatchObject({ status: 'denied', responseCode: '0190' });
    expect(await blas.view()).toMatchObject({ state: 'pending', payByCard: true, payments: [] });
  });

  it('sends a buyer who pays from an English page back to the English one, told in English what they pay', async () => {
    const emily = await owing();
    const start = await emily.client.request({
      method: 'POST',
      url: `/api/frontend/auth/settlements/${emily.settlement.id}/card-payment`,
      headers: { 'accept-language': 'en' },
    });
    const parameters = JSON.parse(
      Buffer.from(start.json().data.fields.Ds_MerchantParameters, 'base64').toString(),
    );
    expect(parameters.DS_MERCHANT_URLOK).toMatch(/\/en\/my-account\/won-lots\?pago=ok$/);
    expect(parameters.DS_MERCHANT_URLKO).toMatch(/\/en\/my-account\/won-lots\?pago=ko$/);
    expect(parameters.DS_MERCHANT_PRODUCTDESCRIPTION).toMatch(/^Settlement /);
  });

  it('refuses a forged notification and a tampered form', async () => {
    const carla = await owing();
    const form = (
      await carla.client.post(`/api/frontend/auth/settlements/${carla.settlement.id}/card-payment`)
    ).json().data;
    const order = JSON.parse(
      Buffer.from(form.fields.Ds_MerchantParameters, 'base64').toString(),
    ).DS_MERCHANT_ORDER;
    const forgedParameters = Buffer.from(
      JSON.stringify({
        Ds_Order: order,
        Ds_Amount: '133100',
        Ds_Currency: '978',
        Ds_MerchantCode: merchantCode,
        Ds_Response: '0000',
      }),
    ).toString('base64');
    const forged = await fetch(`${ctx.app.deps.config.PUBLIC_URL}/api/payments/redsys/notification`, {
      method: 'POST',
      body: new URLSearchParams({
        Ds_SignatureVersion: 'HMAC_SHA256_V1',
        Ds_MerchantParameters: forgedParameters,
        Ds_Signature: redsysSignature('b3Ryb0NvbWVyY2lvQ2xhdmVTZWNyZXRh', order, forgedParameters),
      }),
    });
    expect(forged.status).toBe(400);
    expect((await forged.json()).error.message).toMatch(/firma no válida/);
    expect(
      await ctx.db.select().from(payments).where(eq(payments.settlementId, carla.settlement.id)),
    ).toEqual([]);

    const tampered = {
      ...form,
      fields: {
        ...form.fields,
        Ds_MerchantParameters: Buffer.from(
          JSON.stringify({
            ...JSON.parse(Buffer.from(form.fields.Ds_MerchantParameters, 'base64').toString()),
            DS_MERCHANT_AMOUNT: '1',
          }),
        ).toString('base64'),
      },
    };
    expect((await payAtGateway(tampered, '4548 8120 4940 0004')).status).toBe(400);
  });

  it('is only for the buyer’s own settlement', async () => {
    const dani = await owing();
    const eva = await owing();
    expect(
      (await eva.client.post(`/api/frontend/auth/settlements/${dani.settlement.id}/card-payment`)).statusCode,
    ).toBe(404);
  });

  /** A notification as Redsys signs it, values URL-encoded, for `order` answered with `response`. */
  const notify = (order: string, amount: number, response: string) => {
    const parameters = Buffer.from(
      JSON.stringify({
        Ds_Date: '27%2F11%2F2026',
        Ds_Hour: '12%3A30',
        Ds_Order: order,
        Ds_Amount: String(amount),
        Ds_Currency: '978',
        Ds_MerchantCode: merchantCode,
        Ds_Terminal: '001',
        Ds_Response: response,
        Ds_AuthorisationCode: response === '0000' ? '382910' : '',
      }),
    ).toString('base64');
    return fetch(`${ctx.app.deps.config.PUBLIC_URL}/api/payments/redsys/notification`, {
      method: 'POST',
      body: new URLSearchParams({
        Ds_SignatureVersion: 'HMAC_SHA256_V1',
        Ds_MerchantParameters: parameters,
        Ds_Signature: redsysSignature(secretKey, order, parameters),
      }),
    });
  };

  it('records an authorisation that comes after a denial, and tells everyone in contabilidad', async () => {
    const accountant = await createUser(ctx.db, { passwordHash, roles: ['contabilidad'] });
    const fran = await owing();
    const form = (
      await fran.client.post(`/api/frontend/auth/settlements/${fran.settlement.id}/card-payment`)
    ).json().data;
    await payAtGateway(form, '4548 8120 4940 0000');
    const order = JSON.parse(Buffer.from(form.fields.Ds_MerchantParameters, 'base64').toString())
      .DS_MERCHANT_ORDER as string;
    expect((await fran.view()).payments).toEqual([]);

    const late = await notify(order, 133_100, '0000');
    expect(late.status).toBe(200);
    expect((await late.json()).data).toMatchObject({ status: 'authorised', isRepeated: false });
    const [payment] = (await fran.view()).payments;
    expect(payment).toMatchObject({ method: 'card', amount: 133_100 });
    const [row] = await ctx.db.select().from(payments).where(eq(payments.settlementId, fran.settlement.id));
    expect(row!.note).toMatch(/Autorizado después de haberse denegado: aplícalo o devuélvelo\./);
    const told = (await ctx.db.select().from(jobs).where(eq(jobs.kind, 'mail'))).filter(
      (job) => (job.payload as { to: string }).to === accountant.email,
    );
    expect((told[0]!.payload as { subject: string }).subject).toBe(
      `Pago con tarjeta autorizado después de denegarse (${fran.settlement.reference})`,
    );
    const audited = await ctx.db.select().from(auditLog).where(eq(auditLog.entity, 'card-payment'));
    expect(audited.map((entry) => entry.action)).toContain('late-authorisation');

    // Redsys repeats it: nothing more is recorded.
    expect((await (await notify(order, 133_100, '0000')).json()).data.isRepeated).toBe(true);
    expect((await fran.view()).payments).toHaveLength(1);
  });

  it('takes a 0900 (a refund answered) as no payment', async () => {
    const gema = await owing();
    const form = (
      await gema.client.post(`/api/frontend/auth/settlements/${gema.settlement.id}/card-payment`)
    ).json().data;
    const order = JSON.parse(Buffer.from(form.fields.Ds_MerchantParameters, 'base64').toString())
      .DS_MERCHANT_ORDER as string;
    expect((await (await notify(order, 133_100, '0900')).json()).data.status).toBe('denied');
    expect((await gema.view()).payments).toEqual([]);
  });

  it('cannot record two payments from one card order, whatever replays it', async () => {
    const hugo = await owing();
    const [order] = await ctx.db
      .insert(cardPayments)
      .values({
        order: '2611REPLAY01',
        settlementId: hugo.settlement.id,
        amount: 1_000,
        status: 'authorised',
      })
      .returning();
    const payment = {
      settlementId: hugo.settlement.id,
      amount: 1_000,
      method: 'card' as const,
      cardPaymentId: order!.id,
    };
    await ctx.db.insert(payments).values(payment);
    await expect(ctx.db.insert(payments).values(payment)).rejects.toThrow();
    expect(await ctx.db.select().from(payments).where(eq(payments.cardPaymentId, order!.id))).toHaveLength(1);
  });
});

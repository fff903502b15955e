import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingChains, billingRecords, jobs } from '@/server/db/schema/index.ts';
import { enqueueJob } from '@/server/jobs/queue.ts';
import { hashPassword } from '@/server/lib/password.ts';
import { startAeatStandIn } from '../../../../../test/aeat-stand-in.ts';
import { createTestApp, type TTestContext } from '../../../../../test/app.ts';
import { createInvoicedSale, createUser, spanishCif } from '../../../../../test/factories.ts';
import { createClient } from '../../../../../test/http.ts';
import { billingConfig, createTestPki, type TTestPki } from '../../../../../test/test-pki.ts';

let ctx: TTestContext;
let pki: TTestPki;
let aeat: Awaited<ReturnType<typeof startAeatStandIn>>;
let passwordHash: string;
let clerk: ReturnType<typeof createClient>;

beforeAll(async () => {
  pki = await createTestPki();
  aeat = await startAeatStandIn(pki);
  const caFile = join(pki.dir, 'ca.pem');
  await writeFile(caFile, pki.caPem);
  ctx = await createTestApp({ ...billingConfig(pki), AEAT_ENDPOINT: aeat.endpoint, AEAT_CA_FILE: caFile });
  passwordHash = await hashPassword('clave-de-prueba');
  const admin = await createUser(ctx.db, { passwordHash, isAdmin: true });
  clerk = createClient(ctx.app);
  await clerk.login(admin.email, 'clave-de-prueba');
  expect((await clerk.put('/api/admin/invoicing-mode', { mode: 'verifactu' })).statusCode).toBe(200);
});
afterAll(async () => {
  await ctx?.close();
  await aeat?.close();
  await pki?.close();
});

let issuerCount = 70;
const sale = async (issuerVatId = spanishCif(++issuerCount), series = 'VF') => {
  const buyer = await createUser(ctx.db, {
    passwordHash,
    vatId: '12345678Z',
    address: 'Calle Mayor 3',
    city: 'Valencia',
  });
  const { invoice } = await createInvoicedSale(ctx, buyer, { issuerVatId, series });
  return { invoice, issuerVatId };
};

const recordsOf = async (invoiceId: number) =>
  (await clerk.get(`/api/admin/invoices/${invoiceId}/billing-records`)).json().data.billingRecords;

describe('VERI*FACTU mode: submission to the AEAT', () => {
  it('sends the alta over mutual TLS, valid against the schema, and stores the acceptance and its CSV', async () => {
    const { invoice, issuerVatId } = await sale();
    const [record] = await recordsOf(invoice.id);
    expect(record).toMatchObject({
      kind: 'alta',
      mode: 'verifactu',
      status: 'accepted',
      errorCode: null,
      attempts: 1,
    });
    expect(record.csv).toMatch(/^A-STANDIN/);
    const sent = aeat.received.findLast((request) => request.body.includes(invoice.fingerprint))!;
    expect(sent.clientSubject).toBe('TALLERES TURIA SL - B98765431');
    expect(sent.body).toContain(`<sf:NIF>${issuerVatId}</sf:NIF>`);
    expect(sent.body).toContain(`<sf:Huella>${invoice.fingerprint}</sf:Huella>`);

    // The AEAT asked to wait TiempoEsperaEnvio (60 s) before this issuer's next submission.
    const next = await sale(issuerVatId);
    const [waiting] = await recordsOf(next.invoice.id);
    expect(waiting).toMatchObject({ status: 'pending', attempts: 0 });
    const [scheduled] = await ctx.db
      .select()
      .from(jobs)
      .where(
        and(
          eq(jobs.kind, 'billing-record'),
          isNull(jobs.doneAt),
          sql`${jobs.payload}->>'issuerNif' = ${issuerVatId}`,
        ),
      );
    expect(scheduled!.runAt.getTime()).toBeGreaterThan(Date.now() + 50_000);
  });

  it('shows a rejected record with the AEAT’s code and description', async () => {
    aeat.setVerdict((fullNumber) =>
      fullNumber.startsWith('RJ')
        ? {
            state: 'Incorrecto',
            code: '1100',
            description: 'Valor o tipo incorrecto del campo: DescripcionOperacion.',
          }
        : null,
    );
    const { invoice } = await sale(undefined, 'RJ');
    aeat.setVerdict(() => null);
    const [record] = await recordsOf(invoice.id);
    expect(record).toMatchObject({
      status: 'rejected',
      errorCode: '1100',
      errorDescription: 'Valor o tipo incorrecto del campo: DescripcionOperacion.',
      csv: null,
    });
  });

  it('retries a transport failure with backoff, then is accepted', async () => {
    aeat.failNext(1);
    const before = Date.now();
    const { invoice } = await sale();
    const [failed] = await recordsOf(invoice.id);
    expect(failed).toMatchObject({ status: 'pending', attempts: 1 });
    expect(failed.lastError).toMatch(/No se pudo conectar con la AEAT/);
    expect(new Date(failed.nextAttemptAt).getTime()).toBeGreaterThanOrEqual(before + 30_000);

    // Half a minute later the scheduled attempt runs.
    await ctx.db
      .update(billingRecords)
      .set({ nextAttemptAt: new Date() })
      .where(eq(billingRecords.invoiceId, invoice.id));
    await ctx.db
      .update(jobs)
      .set({ runAt: new Date() })
      .where(
        and(
          eq(jobs.kind, 'billing-record'),
          isNull(jobs.doneAt),
          sql`${jobs.payload}->>'issuerNif' = ${invoice.issuerNif}`,
        ),
      );
    await ctx.app.jobs.drain();
    const [retried] = await recordsOf(invoice.id);
    expect(retried).toMatchObject({ status: 'accepted', attempts: 2, lastError: null });
  });

  it('sends an anulación record, and takes a duplicate of an accepted record as accepted', async () => {
    const { invoice } = await sale();
    const annulled = await clerk.post(`/api/admin/invoices/${invoice.id}/annul`, {
      reason: 'Emitida por error',
    });
    expect(annulled.statusCode).toBe(200);
    await waitPassed(invoice.issuerNif);
    const records = await recordsOf(invoice.id);
    expect(records.map((record: { kind: string; status: string }) => [record.kind, record.status])).toEqual([
      ['alta', 'accepted'],
      ['anulacion', 'accepted'],
    ]);
    const sent = aeat.received.findLast((request) =>
      request.body.includes('<sf:NumSerieFacturaAnulada>'),
    )!.body;
    expect(sent).toContain(`<sf:NumSerieFacturaAnulada>${invoice.fullNumber}</sf:NumSerieFacturaAnulada>`);
    // The re-issued invoice went in the same submission, chained after the anulación.
    expect(sent).toContain(`<sf:Huella>${records[1].fingerprint}</sf:Huella>`);

    // An answer lost on the way: the alta is sent again and the AEAT says it already holds it as correct.
    await ctx.db
      .update(billingRecords)
      .set({ status: 'pending' })
      .where(eq(billingRecords.id, records[0].id));
    await enqueueJob(ctx.db, 'billing-record', { issuerNif: invoice.issuerNif });
    await waitPassed(invoice.issuerNif);
    const [again] = await recordsOf(invoice.id);
    expect(again).toMatchObject({ status: 'accepted', errorCode: '3000' });
  });
});

/** Lets the AEAT's TiempoEsperaEnvio pass for an issuer, then runs its due jobs. */
const waitPassed = async (issuerNif: string) => {
  await ctx.db
    .update(billingChains)
    .set({ submitNotBefore: null })
    .where(eq(billingChains.issuerNif, issuerNif));
  await ctx.db
    .update(jobs)
    .set({ runAt: new Date() })
    .where(and(eq(jobs.kind, 'billing-record'), isNull(jobs.doneAt)));
  await ctx.app.jobs.drain();
};

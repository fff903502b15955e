/**
 * The integrity check a no-VERI*FACTU system runs on demand (Orden HAC/1177/2024): every record's
 * fingerprint recomputed from its invoice, every link to the record before it, and the event log's own
 * chain. The check and each anomaly it finds are themselves events (03/04, 05/06).
 */
import { asc, eq } from 'drizzle-orm';
import type { TDb } from '@/server/db/client.ts';
import { billingRecords, invoices } from '@/server/db/schema/index.ts';
import { billingFingerprint, cancellationFingerprint } from '../verifactu.ts';
import { allBillingEvents, eventChainBreaks, recordBillingEvent } from './billing-events.service.ts';

const recordChainBreaks = async (db: TDb) => {
  const rows = await db
    .select({ record: billingRecords, invoice: invoices })
    .from(billingRecords)
    .innerJoin(invoices, eq(invoices.id, billingRecords.invoiceId))
    .orderBy(asc(billingRecords.id));
  const breaks: string[] = [];
  const lastOf = new Map<string, string>();
  for (const { record, invoice } of rows) {
    const expected =
      record.kind === 'alta'
        ? billingFingerprint(invoice)
        : cancellationFingerprint({
            ...invoice,
            previousFingerprint: record.previousFingerprint,
            recordedAt: record.recordedAt,
          });
    const name = `${record.kind === 'alta' ? 'alta' : 'anulación'} de la factura ${invoice.fullNumber}`;
    if (
      expected !== record.fingerprint ||
      (record.kind === 'alta' && invoice.fingerprint !== record.fingerprint)
    )
      breaks.push(`La huella del registro de ${name} no corresponde a sus datos.`);
    // An issuer's first record here may follow invoices issued before records were kept: only later links count.
    const last = lastOf.get(record.issuerNif);
    if (last !== undefined && record.previousFingerprint !== last)
      breaks.push(`El registro de ${name} no enlaza con el registro anterior de ${record.issuerNif}.`);
    lastOf.set(record.issuerNif, record.fingerprint);
  }
  return { checked: rows.length, breaks };
};

export const checkBillingChains = async ({ db, actorId }: { db: TDb; actorId: number | null }) => {
  const records = await recordChainBreaks(db);
  const eventBreaks = eventChainBreaks(await allBillingEvents(db));
  await db.transaction(async (tx) => {
    await recordBillingEvent(tx, {
      type: '03',
      description: `Comprobación de la integridad de ${records.checked} registros de facturación.`,
      actorId,
    });
    for (const anomaly of records.breaks)
      await recordBillingEvent(tx, { type: '04', description: anomaly, actorId });
    await recordBillingEvent(tx, {
      type: '05',
      description: 'Comprobación de la integridad del registro de eventos.',
      actorId,
    });
    for (const anomaly of eventBreaks)
      await recordBillingEvent(tx, { type: '06', description: anomaly, actorId });
  });
  return { checked: records.checked, anomalies: [...records.breaks, ...eventBreaks] };
};

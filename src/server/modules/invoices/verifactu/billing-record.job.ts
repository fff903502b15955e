/**
 * The `billing-record` job: builds a record's XML, then signs it (no-VERI*FACTU) or sends the issuer's
 * pending records to the AEAT (VERI*FACTU), storing each answer. A transport failure or the AEAT's flow
 * control (TiempoEsperaEnvio) schedules the next attempt with exponential backoff.
 */

import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { TDb } from '@/server/db/client.ts';
import { billingChains, billingRecords, invoices } from '@/server/db/schema/index.ts';
import { enqueueJob } from '@/server/jobs/queue.ts';
import { AeatTransportError, postToAeat } from './aeat-client.ts';
import { BILLING_RECORD_JOB } from './billing-registration.ts';
import { loadIssuerCertificate, type TIssuerCertificate } from './issuer-certificate.ts';
import { cancellationTree, recordXml, registrationTree, type TComputerSystem } from './record-xml.ts';
import { parseSubmissionAnswer, submissionEnvelope, type TRecordElement } from './submission-envelope.ts';
import { signRecordXml } from './xades-signature.ts';

type TRecordRow = typeof billingRecords.$inferSelect;

export type TBillingSettings = {
  system: TComputerSystem;
  certFile: string | undefined;
  certPassword: string;
  endpoint: string;
  caFile: string | undefined;
};

/** 30 s, 1 min, 2 min… up to an hour between attempts after a transport failure. */
export const submissionBackoffMs = (attempts: number) =>
  Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);

let certificate: { key: string; value: Promise<TIssuerCertificate> } | null = null;
const certificateOf = (settings: TBillingSettings) => {
  if (!settings.certFile)
    throw new Error(
      'Falta el certificado del emisor (AEAT_CERT_FILE): el registro no se puede firmar ni enviar.',
    );
  const key = `${settings.certFile}\n${settings.certPassword}`;
  if (certificate?.key !== key) {
    const value = loadIssuerCertificate(settings.certFile, settings.certPassword);
    value.catch(() => {
      certificate = null;
    });
    certificate = { key, value };
  }
  return certificate.value;
};

/** A record as its XML element tree, from the invoice it registers or cancels and the record before it. */
export const recordElement = async (
  db: TDb,
  record: TRecordRow,
  system: TComputerSystem,
): Promise<TRecordElement> => {
  const [invoice] = await db.select().from(invoices).where(eq(invoices.id, record.invoiceId));
  const [before] = record.previousInvoiceId
    ? await db.select().from(invoices).where(eq(invoices.id, record.previousInvoiceId))
    : [];
  const previous =
    before && record.previousFingerprint ? { ...before, fingerprint: record.previousFingerprint } : null;
  if (record.kind === 'anulacion')
    return {
      element: 'sf:RegistroAnulacion',
      tree: cancellationTree({ invoice: invoice!, record, previous, system }),
    };
  const [rectified] = invoice!.rectifiedInvoiceId
    ? await db.select().from(invoices).where(eq(invoices.id, invoice!.rectifiedInvoiceId))
    : [];
  return {
    element: 'sf:RegistroAlta',
    tree: registrationTree({ invoice: invoice!, previous, rectified: rectified ?? null, system }),
  };
};

/** No-VERI*FACTU: the record signed with XAdES and kept. */
const signRecord = async (db: TDb, record: TRecordRow, settings: TBillingSettings) => {
  try {
    const { element, tree } = await recordElement(db, record, settings.system);
    const signed = await signRecordXml(recordXml(element, tree), await certificateOf(settings), new Date());
    await db
      .update(billingRecords)
      .set({ xml: signed, status: 'signed', lastError: null })
      .where(eq(billingRecords.id, record.id));
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await db.update(billingRecords).set({ lastError: message }).where(eq(billingRecords.id, record.id));
    throw error;
  }
};

const stateOf = {
  Correcto: 'accepted',
  AceptadoConErrores: 'accepted-with-errors',
  Incorrecto: 'rejected',
} as const;

/**
 * Claims the issuer's records due now by pushing their next attempt two minutes ahead: another instance's
 * job skips them meanwhile.
 */
const claimDueRecords = (db: TDb, issuerNif: string, now: Date) =>
  db.transaction(async (tx) => {
    const due = await tx
      .select({ id: billingRecords.id })
      .from(billingRecords)
      .where(
        and(
          eq(billingRecords.issuerNif, issuerNif),
          eq(billingRecords.mode, 'verifactu'),
          eq(billingRecords.status, 'pending'),
          or(isNull(billingRecords.nextAttemptAt), lte(billingRecords.nextAttemptAt, now)),
        ),
      )
      .orderBy(asc(billingRecords.id))
      .limit(1000)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(billingRecords)
      .set({
        nextAttemptAt: new Date(now.getTime() + 120_000),
        attempts: sql`${billingRecords.attempts} + 1`,
      })
      .where(
        inArray(
          billingRecords.id,
          due.map((row) => row.id),
        ),
      )
      .returning();
  });

/** The submission of the claimed records, in order; each record keeps the XML it was sent as. */
const submissionOf = async (
  db: TDb,
  claimed: TRecordRow[],
  issuerNif: string,
  settings: TBillingSettings,
) => {
  claimed.sort((a, b) => a.id - b.id);
  const elements = await Promise.all(claimed.map((record) => recordElement(db, record, settings.system)));
  const [first] = await db.select().from(invoices).where(eq(invoices.id, claimed[0]!.invoiceId));
  const envelope = submissionEnvelope({
    issuer: { name: first!.issuer.name, nif: issuerNif },
    records: elements,
  });
  await Promise.all(
    claimed.map((record, index) =>
      db
        .update(billingRecords)
        .set({ xml: recordXml(elements[index]!.element, elements[index]!.tree) })
        .where(eq(billingRecords.id, record.id)),
    ),
  );
  return envelope;
};

/** Stores the AEAT's answer: a fault rejects them all; otherwise each record its own line, or a retry. */
const storeAnswer = async (
  db: TDb,
  {
    issuerNif,
    claimed,
    answer,
    retryLater,
  }: {
    issuerNif: string;
    claimed: TRecordRow[];
    answer: ReturnType<typeof parseSubmissionAnswer>;
    retryLater: (message: string, delayMs: number) => Promise<void>;
  },
) => {
  const answeredAt = new Date();
  if (answer.kind === 'fault') {
    // A fault refuses the whole submission (its XML, the certificate): nothing was registered.
    await db
      .update(billingRecords)
      .set({
        status: 'rejected',
        errorCode: answer.code,
        errorDescription: answer.message,
        answeredAt,
        nextAttemptAt: null,
        lastError: null,
      })
      .where(
        inArray(
          billingRecords.id,
          claimed.map((record) => record.id),
        ),
      );
    return;
  }
  await db
    .update(billingChains)
    .set({ submitNotBefore: new Date(answeredAt.getTime() + answer.waitSeconds * 1000) })
    .where(eq(billingChains.issuerNif, issuerNif));
  for (const record of claimed) {
    const [invoice] = await db
      .select({ fullNumber: invoices.fullNumber })
      .from(invoices)
      .where(eq(invoices.id, record.invoiceId));
    const operation = record.kind === 'alta' ? 'Alta' : 'Anulacion';
    const line = answer.lines.find(
      (item) => item.fullNumber === invoice!.fullNumber && item.operation === operation,
    );
    if (!line) {
      await retryLater('La AEAT no respondió sobre este registro.', answer.waitSeconds * 1000);
      continue;
    }
    await db
      .update(billingRecords)
      .set({
        status: line.isDuplicateOfAccepted ? 'accepted' : (stateOf[line.state] ?? 'rejected'),
        errorCode: line.errorCode,
        errorDescription: line.errorDescription,
        csv: line.state === 'Incorrecto' && !line.isDuplicateOfAccepted ? null : answer.csv,
        answeredAt,
        nextAttemptAt: null,
        lastError: null,
      })
      .where(eq(billingRecords.id, record.id));
  }
};

/** VERI*FACTU: every pending record of the issuer due now, in one submission. */
export const submitPendingRecords = async ({
  db,
  issuerNif,
  settings,
  now = new Date(),
}: {
  db: TDb;
  issuerNif: string;
  settings: TBillingSettings;
  now?: Date;
}) => {
  // The AEAT allows an issuer's next submission only TiempoEsperaEnvio seconds after the last one.
  const [chain] = await db
    .select({ notBefore: billingChains.submitNotBefore })
    .from(billingChains)
    .where(eq(billingChains.issuerNif, issuerNif));
  if (chain?.notBefore && chain.notBefore > now) {
    await enqueueJob(db, BILLING_RECORD_JOB, { issuerNif }, chain.notBefore);
    return;
  }
  const claimed = await claimDueRecords(db, issuerNif, now);
  if (claimed.length === 0) return;
  const envelope = await submissionOf(db, claimed, issuerNif, settings);
  const retryLater = async (message: string, delayMs: number) => {
    const at = new Date(now.getTime() + delayMs);
    await db
      .update(billingRecords)
      .set({ lastError: message, nextAttemptAt: at })
      .where(
        inArray(
          billingRecords.id,
          claimed.map((record) => record.id),
        ),
      );
    await enqueueJob(db, BILLING_RECORD_JOB, { issuerNif }, at);
  };
  let response: { status: number; body: string };
  try {
    response = await postToAeat({
      endpoint: settings.endpoint,
      certificate: await certificateOf(settings),
      caFile: settings.caFile,
      body: envelope,
    });
  } catch (error) {
    if (!(error instanceof AeatTransportError)) throw error;
    return retryLater(error.message, submissionBackoffMs(claimed[0]!.attempts));
  }
  let answer: ReturnType<typeof parseSubmissionAnswer>;
  try {
    answer = parseSubmissionAnswer(response.body);
  } catch {
    return retryLater(
      `La AEAT respondió ${response.status} sin una respuesta legible.`,
      submissionBackoffMs(claimed[0]!.attempts),
    );
  }
  await storeAnswer(db, { issuerNif, claimed, answer, retryLater });
};

/** The job: `{ recordId }` for a new record, `{ issuerNif }` for a scheduled retry of a VERI*FACTU issuer. */
export const ZBillingRecordJobSchema = z.union([
  z.object({ issuerNif: z.string().min(1) }),
  z.object({ recordId: z.number().int() }),
]);

export const runBillingRecordJob = async ({
  db,
  payload,
  settings,
}: {
  db: TDb;
  payload: z.infer<typeof ZBillingRecordJobSchema>;
  settings: TBillingSettings;
}) => {
  if ('issuerNif' in payload) return submitPendingRecords({ db, issuerNif: payload.issuerNif, settings });
  const [record] = await db.select().from(billingRecords).where(eq(billingRecords.id, payload.recordId));
  if (record?.status !== 'pending') return;
  if (record.mode === 'no-verifactu') return signRecord(db, record, settings);
  return submitPendingRecords({ db, issuerNif: record.issuerNif, settings });
};

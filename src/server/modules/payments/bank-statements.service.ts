import { parse } from 'csv-parse/sync';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { findCreditorReferences } from '@/common/payment-reference.ts';
import type { TDb } from '@/server/db/client.ts';
import { bankStatementLines, bankStatements, settlements, users } from '@/server/db/schema/index.ts';
import { AppError, notFound } from '@/server/lib/app-error.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { parseNorma43 } from './norma43.ts';
import { addPayment } from './payments.service.ts';

type TMovement = { bookingDate: string; amount: number; concept: string; identity: string };

const csvFail = (message: string) =>
  new AppError('VALIDATION', `El extracto CSV no es válido: ${message}`, { fields: { file: message } });

/** "1.234,56" or "-50,00" (Spanish) or "1234.56" → cents. */
const parseAmount = (text: string, row: number) => {
  const clean = text.trim().replace(/\s|€/g, '');
  const normalised = /,\d{1,2}$/.test(clean)
    ? clean.replace(/\./g, '').replace(',', '.')
    : clean.replace(/,/g, '');
  const value = Number(normalised);
  if (clean === '' || !Number.isFinite(value)) throw csvFail(`fila ${row}: importe «${text}» no válido`);
  return Math.round(value * 100);
};

/** dd/mm/yyyy or yyyy-mm-dd → yyyy-mm-dd. */
const parseDate = (text: string, row: number) => {
  const spanish = /^(\d{1,2})[/-](\d{1,2})[/-](\d{4})$/.exec(text.trim());
  const iso = spanish
    ? `${spanish[3]}-${spanish[2]!.padStart(2, '0')}-${spanish[1]!.padStart(2, '0')}`
    : text.trim().slice(0, 10);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(iso) || Number.isNaN(Date.parse(`${iso}T00:00:00Z`)))
    throw csvFail(`fila ${row}: fecha «${text}» no válida`);
  return iso;
};

/**
 * A CSV export from online banking: a header row with the date, the concept and the amount (names in
 * Spanish or English), separated by `;` or `,`.
 */
const parseStatementCsv = (text: string): TMovement[] => {
  const firstLine = text.split(/\r?\n/, 1)[0] ?? '';
  const delimiter = firstLine.includes(';') ? ';' : ',';
  let records: Record<string, string>[];
  try {
    records = parse(text, {
      delimiter,
      columns: (header: string[]) => header.map((name) => name.trim().toLowerCase()),
      skip_empty_lines: true,
      bom: true,
      trim: true,
    });
  } catch (error) {
    throw csvFail(error instanceof Error ? error.message : 'no se puede leer');
  }
  const pick = (record: Record<string, string>, names: string[]) =>
    names.map((name) => record[name]).find((value) => value !== undefined);
  return records.map((record, index) => {
    const row = index + 2;
    const date = pick(record, ['fecha', 'fecha operación', 'fecha operacion', 'date']);
    const concept = pick(record, ['concepto', 'descripción', 'descripcion', 'concept', 'description']);
    const amount = pick(record, ['importe', 'amount', 'cantidad']);
    if (date === undefined || concept === undefined || amount === undefined)
      throw csvFail('hacen falta las columnas fecha, concepto e importe');
    const bookingDate = parseDate(date, row);
    const cents = parseAmount(amount, row);
    return { bookingDate, amount: cents, concept, identity: `csv|${bookingDate}|${cents}|${concept}` };
  });
};

const movementsOf = (data: Buffer) => {
  const head = data.subarray(0, 2).toString('latin1');
  if (head === '11') {
    return {
      format: 'norma43' as const,
      movements: parseNorma43(data).flatMap((account) =>
        account.movements.map((movement) => ({
          bookingDate: movement.operationDate,
          amount: movement.amount,
          concept: [movement.concept, movement.reference1, movement.reference2].filter(Boolean).join(' '),
          identity: [
            `${account.bank}${account.branch}${account.account}`,
            movement.operationDate,
            movement.valueDate,
            movement.amount,
            movement.document,
            movement.reference1,
            movement.reference2,
            movement.concept,
          ].join('|'),
        })),
      ),
    };
  }
  return { format: 'csv' as const, movements: parseStatementCsv(data.toString('utf8')) };
};

/**
 * Imports a bank statement: every movement is kept; each credit whose concept carries a settlement's RF
 * reference becomes a transfer payment on it; the rest wait in the unmatched list for a person. A movement
 * already imported (same account, dates, amount, document, references and concept, same occurrence) is not
 * imported again, so overlapping statements are safe.
 */
export const importBankStatement = async ({
  db,
  adminId,
  fileName,
  data,
}: {
  db: TDb;
  adminId: number;
  fileName: string;
  data: Buffer;
}) => {
  const { format, movements } = movementsOf(data);
  const seen = new Map<string, number>();
  return db.transaction(async (tx) => {
    const [statement] = await tx
      .insert(bankStatements)
      .values({ fileName, format, importedBy: adminId })
      .returning();
    const references = [
      ...new Set(movements.flatMap((movement) => findCreditorReferences(movement.concept))),
    ];
    const owners = references.length
      ? await tx.select().from(settlements).where(inArray(settlements.reference, references))
      : [];
    const byReference = new Map(owners.map((settlement) => [settlement.reference, settlement]));
    let duplicates = 0;
    const lineIds: number[] = [];
    for (const movement of movements) {
      const occurrence = (seen.get(movement.identity) ?? 0) + 1;
      seen.set(movement.identity, occurrence);
      const settlement =
        movement.amount > 0
          ? findCreditorReferences(movement.concept)
              .map((reference) => byReference.get(reference))
              .find(Boolean)
          : undefined;
      const [line] = await tx
        .insert(bankStatementLines)
        .values({
          statementId: statement!.id,
          bookingDate: movement.bookingDate,
          amount: movement.amount,
          concept: movement.concept,
          dedupeKey: `${movement.identity}|${occurrence}`,
          status: settlement ? 'matched' : movement.amount > 0 ? 'unmatched' : 'ignored',
          settlementId: settlement?.id ?? null,
        })
        .onConflictDoNothing()
        .returning();
      if (!line) {
        duplicates++;
        continue;
      }
      lineIds.push(line.id);
      if (settlement) {
        await addPayment(tx, {
          settlementId: settlement.id,
          amount: movement.amount,
          method: 'transfer',
          paidOn: new Date(`${movement.bookingDate}T12:00:00Z`),
          note: movement.concept,
          bankLineId: line.id,
          recordedBy: adminId,
        });
      }
    }
    await recordAudit(tx, {
      actorId: adminId,
      entity: 'bank-statement',
      entityId: statement!.id,
      action: 'import',
      changes: { fileName, movements: movements.length, duplicates },
    });
    const lines = lineIds.length
      ? await tx.select().from(bankStatementLines).where(inArray(bankStatementLines.id, lineIds))
      : [];
    return { statementId: statement!.id, format, lines, duplicates };
  });
};

/** Credits that matched no reference, newest first, with the buyer a person assigned them to if any. */
export const listBankLines = async ({
  db,
  status,
}: {
  db: TDb;
  status: 'matched' | 'unmatched' | 'ignored';
}) =>
  db
    .select()
    .from(bankStatementLines)
    .where(eq(bankStatementLines.status, status))
    .orderBy(desc(bankStatementLines.bookingDate), desc(bankStatementLines.id))
    .limit(500);

/** A person matches an unmatched credit to a settlement (by its reference or buyer): the payment is recorded. */
export const assignBankLine = async ({
  db,
  adminId,
  lineId,
  reference,
}: {
  db: TDb;
  adminId: number;
  lineId: number;
  reference: string;
}) =>
  db.transaction(async (tx) => {
    const [line] = await tx
      .select()
      .from(bankStatementLines)
      .where(eq(bankStatementLines.id, lineId))
      .for('update');
    if (!line) throw notFound('El movimiento no existe.');
    if (line.status === 'matched')
      throw new AppError('CONFLICT', 'Este movimiento ya está asignado a una liquidación.');
    if (line.amount <= 0) throw new AppError('BUSINESS_RULE', 'Solo se asignan abonos (importes positivos).');
    const clean = reference.toUpperCase().replace(/\s/g, '');
    const [settlement] = await tx
      .select({ id: settlements.id, userId: settlements.userId })
      .from(settlements)
      .where(eq(settlements.reference, clean));
    if (!settlement)
      throw new AppError('VALIDATION', 'No hay ninguna liquidación con esa referencia.', {
        fields: { reference: 'Referencia desconocida.' },
      });
    await tx
      .update(bankStatementLines)
      .set({ status: 'matched', settlementId: settlement.id })
      .where(and(eq(bankStatementLines.id, lineId)));
    await addPayment(tx, {
      settlementId: settlement.id,
      amount: line.amount,
      method: 'transfer',
      paidOn: new Date(`${line.bookingDate}T12:00:00Z`),
      note: line.concept,
      bankLineId: line.id,
      recordedBy: adminId,
    });
    await recordAudit(tx, {
      actorId: adminId,
      entity: 'bank-line',
      entityId: lineId,
      action: 'assign',
      changes: { reference: clean },
    });
    const [buyer] = await tx.select({ id: users.id }).from(users).where(eq(users.id, settlement.userId));
    return { settlementId: settlement.id, userId: buyer!.id };
  });

export const ignoreBankLine = async ({ db, adminId, lineId }: { db: TDb; adminId: number; lineId: number }) =>
  db.transaction(async (tx) => {
    const [line] = await tx
      .update(bankStatementLines)
      .set({ status: 'ignored' })
      .where(and(eq(bankStatementLines.id, lineId), eq(bankStatementLines.status, 'unmatched')))
      .returning();
    if (!line) throw new AppError('CONFLICT', 'Solo se ignora un movimiento sin asignar.');
    await recordAudit(tx, { actorId: adminId, entity: 'bank-line', entityId: lineId, action: 'ignore' });
  });

import { and, asc, count, desc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import { apiText } from '@/common/i18n/api/index.ts';
import { findCreditorReferences } from '@/common/payment-reference.ts';
import type { TBankLineOrder, TBankLineStatus } from '@/common/schemas/payments.ts';
import type { TDb, TTx } from '@/server/db/client.ts';
import {
  bankStatementAccounts,
  bankStatementLines,
  bankStatements,
  settlements,
  users,
} from '@/server/db/schema/index.ts';
import { AppError, notFound } from '@/server/lib/app-error.ts';
import { silentTransaction } from '@/server/live/silent-transaction.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { readBankStatement, type TStatementAccount } from './bank-statement-file.ts';
import { addPayment } from './payments.service.ts';

/**
 * Reconciling bank statements: importing one (matching credits to settlements by their RF reference), and
 * a person assigning or ignoring what matched nothing. Reading the file itself is bank-statement-file.ts.
 */

/** A credit on the statement paid into a settlement: a transfer payment, dated the day it was booked. */
const payFromBankLine = (
  tx: TTx,
  {
    line,
    settlementId,
    adminId,
  }: { line: typeof bankStatementLines.$inferSelect; settlementId: number; adminId: number },
) =>
  addPayment(tx, {
    settlementId,
    amount: line.amount,
    method: 'transfer',
    paidOn: new Date(`${line.bookingDate}T12:00:00Z`),
    note: line.concept,
    bankLineId: line.id,
    recordedBy: adminId,
  });

/**
 * A Norma 43 statement of an account may share days with one already imported only when it is that same
 * statement again (its movements are then all recognised and skipped) or continues it — its opening balance
 * is the other's closing balance, as a bank's next statement of the same day is. Anything else would count
 * the shared days' movements twice, so it is refused naming both periods (docs/after-the-hammer.md).
 */
const assertNoOverlap = async (tx: TTx, statementAccount: TStatementAccount) => {
  const { account, periodFrom, periodTo, openingBalance, closingBalance } = statementAccount;
  // Two imports of the same account at once would each miss the other's period.
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`bank-statement:${account}`}))`);
  const overlapping = await tx
    .select()
    .from(bankStatementAccounts)
    .where(
      and(
        eq(bankStatementAccounts.account, account),
        lte(bankStatementAccounts.periodFrom, periodTo),
        gte(bankStatementAccounts.periodTo, periodFrom),
      ),
    );
  for (const other of overlapping) {
    const isSame =
      other.periodFrom === periodFrom &&
      other.periodTo === periodTo &&
      other.openingBalance === openingBalance &&
      other.closingBalance === closingBalance;
    const continuesIt = other.periodTo === periodFrom && other.closingBalance === openingBalance;
    const precedesIt = periodTo === other.periodFrom && closingBalance === other.openingBalance;
    if (!isSame && !continuesIt && !precedesIt)
      throw new AppError(
        'VALIDATION',
        apiText.payments.statementOverlaps(account, periodFrom, periodTo, other.periodFrom, other.periodTo),
        { fields: { file: apiText.payments.statementOverlapsField(other.periodFrom, other.periodTo) } },
      );
  }
};

type TStatementFile = ReturnType<typeof readBankStatement>;
type TStatementMovement = TStatementFile['movements'][number];
type TSettlement = typeof settlements.$inferSelect;

/** The statement's row, and one row per account period it states, so a later import can check overlaps. */
const recordStatement = async (
  tx: TTx,
  {
    fileName,
    format,
    accounts,
    adminId,
  }: { fileName: string; format: TStatementFile['format']; accounts: TStatementAccount[]; adminId: number },
) => {
  const [statement] = await tx
    .insert(bankStatements)
    .values({ fileName, format, importedBy: adminId, account: accounts[0]?.account ?? null })
    .returning();
  if (accounts.length)
    await tx
      .insert(bankStatementAccounts)
      .values(accounts.map((account) => ({ ...account, statementId: statement!.id })));
  return statement!;
};

/** The settlements whose RF reference some movement's concept carries, by that reference. */
const settlementsByReference = async (tx: TTx, movements: TStatementMovement[]) => {
  const references = [...new Set(movements.flatMap((movement) => findCreditorReferences(movement.concept)))];
  const owners = references.length
    ? await tx.select().from(settlements).where(inArray(settlements.reference, references))
    : [];
  return new Map(owners.map((settlement) => [settlement.reference, settlement]));
};

/** Only a credit pays a settlement: the first of its concept's references that names one. */
const creditedSettlement = (movement: TStatementMovement, byReference: Map<string, TSettlement>) =>
  movement.amount > 0
    ? findCreditorReferences(movement.concept)
        .map((reference) => byReference.get(reference))
        .find(Boolean)
    : undefined;

/** A credit nobody's reference matched waits for a person; a debit is nothing to reconcile. */
const lineStatus = (settlement: TSettlement | undefined, amount: number): TBankLineStatus => {
  if (settlement) return 'matched';
  return amount > 0 ? 'unmatched' : 'ignored';
};

/**
 * One movement as a statement line, paid into its settlement if it matched one; undefined when the same
 * movement (same identity and occurrence) was already imported.
 */
const importMovement = async (
  tx: TTx,
  {
    statementId,
    movement,
    occurrence,
    byReference,
    adminId,
  }: {
    statementId: number;
    movement: TStatementMovement;
    occurrence: number;
    byReference: Map<string, TSettlement>;
    adminId: number;
  },
) => {
  const settlement = creditedSettlement(movement, byReference);
  const [line] = await tx
    .insert(bankStatementLines)
    .values({
      statementId,
      bookingDate: movement.bookingDate,
      amount: movement.amount,
      concept: movement.concept,
      dedupeKey: `${movement.identity}|${occurrence}`,
      status: lineStatus(settlement, movement.amount),
      settlementId: settlement?.id ?? null,
    })
    .onConflictDoNothing()
    .returning();
  if (line && settlement) await payFromBankLine(tx, { line, settlementId: settlement.id, adminId });
  return line;
};

const linesByIds = async (tx: TTx, lineIds: number[]) =>
  lineIds.length
    ? await tx.select().from(bankStatementLines).where(inArray(bankStatementLines.id, lineIds))
    : [];

/**
 * Imports a bank statement: every movement is kept; each credit whose concept carries a settlement's RF
 * reference becomes a transfer payment on it; the rest wait in the unmatched list for a person. A movement
 * already imported (same statement — account, period, opening balance — and the same dates, amount,
 * document, references, concept and occurrence) is not imported again, so importing a file twice is safe.
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
  const { format, movements, accounts } = readBankStatement(data);
  const seen = new Map<string, number>();
  return silentTransaction(db, async (tx) => {
    for (const account of accounts) await assertNoOverlap(tx, account);
    const statement = await recordStatement(tx, { fileName, format, accounts, adminId });
    const byReference = await settlementsByReference(tx, movements);
    let duplicates = 0;
    const lineIds: number[] = [];
    for (const movement of movements) {
      const occurrence = (seen.get(movement.identity) ?? 0) + 1;
      seen.set(movement.identity, occurrence);
      const line = await importMovement(tx, {
        statementId: statement.id,
        movement,
        occurrence,
        byReference,
        adminId,
      });
      if (line) lineIds.push(line.id);
      else duplicates++;
    }
    await recordAudit(tx, {
      actorId: adminId,
      entity: 'bank-statement',
      entityId: statement.id,
      action: 'import',
      changes: { fileName, movements: movements.length, duplicates },
    });
    return { statementId: statement.id, format, lines: await linesByIds(tx, lineIds), duplicates };
  });
};

/** Credits that matched no reference, newest first, with the buyer a person assigned them to if any. */
export const listBankLines = async ({
  db,
  status,
  page,
  limit,
  order,
}: {
  db: TDb;
  status: TBankLineStatus;
  page: number;
  limit: number;
  order?: TBankLineOrder;
}) => {
  const where = eq(bankStatementLines.status, status);
  const column = bankStatementLines[order?.field ?? 'bookingDate'];
  const [lines, [totals]] = await Promise.all([
    db
      .select()
      .from(bankStatementLines)
      .where(where)
      .orderBy(order?.direction === 'asc' ? asc(column) : desc(column), desc(bankStatementLines.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ total: count() }).from(bankStatementLines).where(where),
  ]);
  return { lines, total: totals?.total ?? 0 };
};

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
    if (!line) throw notFound(apiText.payments.bankLineNotFound);
    if (line.status === 'matched') throw new AppError('CONFLICT', apiText.payments.bankLineAssigned);
    if (line.amount <= 0) throw new AppError('BUSINESS_RULE', apiText.payments.onlyCreditsAssigned);
    const clean = reference.toUpperCase().replace(/\s/g, '');
    const [settlement] = await tx
      .select({ id: settlements.id, userId: settlements.userId })
      .from(settlements)
      .where(eq(settlements.reference, clean));
    if (!settlement)
      throw new AppError('VALIDATION', apiText.payments.referenceUnknown, {
        fields: { reference: apiText.payments.referenceUnknownField },
      });
    await tx
      .update(bankStatementLines)
      .set({ status: 'matched', settlementId: settlement.id })
      .where(and(eq(bankStatementLines.id, lineId)));
    await payFromBankLine(tx, { line, settlementId: settlement.id, adminId });
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
    if (!line) throw new AppError('CONFLICT', apiText.payments.onlyUnassignedIgnored);
    await recordAudit(tx, { actorId: adminId, entity: 'bank-line', entityId: lineId, action: 'ignore' });
  });

import { asc, eq, sql } from 'drizzle-orm';
import { apiText } from '@/common/i18n/api/index.ts';
import type { TExchangeRate } from '@/common/schemas/exchange-rates.ts';
import type { TDb } from '@/server/db/client.ts';
import { exchangeRates } from '@/server/db/schema/index.ts';
import { notFound } from '@/server/lib/app-error.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { parseEcbReferenceRates } from './ecb-reference-rates.ts';

/** Exchange rates for indicative amounts (docs/product.md#indicative-amounts), set by staff or from the ECB. */

const toExchangeRate = (row: typeof exchangeRates.$inferSelect): TExchangeRate => ({
  currency: row.currency,
  rate: row.rate,
  source: row.source,
  rateDate: row.rateDate,
  updatedOn: row.updatedOn.toISOString(),
});

export const listExchangeRates = async ({ db }: { db: TDb }) =>
  (await db.select().from(exchangeRates).orderBy(asc(exchangeRates.currency))).map(toExchangeRate);

/** Staff type one currency's rate; audited like any setting, with the value it replaced. */
export const setExchangeRate = async ({
  db,
  currency,
  rate,
  actorId,
}: {
  db: TDb;
  currency: string;
  rate: number;
  actorId: number;
}) =>
  db.transaction(async (tx) => {
    const [before] = await tx.select().from(exchangeRates).where(eq(exchangeRates.currency, currency));
    const values = { currency, rate, source: 'staff' as const, rateDate: null, updatedBy: actorId };
    const [row] = await tx
      .insert(exchangeRates)
      .values(values)
      .onConflictDoUpdate({ target: exchangeRates.currency, set: { ...values, updatedOn: new Date() } })
      .returning();
    await recordAudit(tx, {
      actorId,
      entity: 'exchange-rate',
      entityId: currency,
      action: 'update',
      changes: { before: before ? { rate: before.rate, source: before.source } : null, after: { rate } },
    });
    return toExchangeRate(row!);
  });

/** Stops offering a currency: visitors who chose it see euros alone. */
export const deleteExchangeRate = async ({
  db,
  currency,
  actorId,
}: {
  db: TDb;
  currency: string;
  actorId: number;
}) =>
  db.transaction(async (tx) => {
    const [removed] = await tx.delete(exchangeRates).where(eq(exchangeRates.currency, currency)).returning();
    if (!removed) throw notFound(apiText.exchangeRates.rateMissing(currency));
    await recordAudit(tx, {
      actorId,
      entity: 'exchange-rate',
      entityId: currency,
      action: 'delete',
      changes: { before: { rate: removed.rate, source: removed.source } },
    });
  });

/**
 * Imports the ECB's reference-rate file: every currency it quotes is replaced at once, in one transaction
 * (a file refused leaves every rate as it was); currencies it does not quote keep their staff-typed rate.
 */
export const importEcbRates = async ({
  db,
  fileName,
  xml,
  actorId,
}: {
  db: TDb;
  fileName: string;
  xml: string;
  actorId: number;
}) => {
  const { rateDate, rates } = parseEcbReferenceRates(xml);
  await db.transaction(async (tx) => {
    const rows = rates.map(({ currency, rate }) => ({
      currency,
      rate,
      source: 'ecb' as const,
      rateDate,
      updatedBy: actorId,
    }));
    await tx
      .insert(exchangeRates)
      .values(rows)
      .onConflictDoUpdate({
        target: exchangeRates.currency,
        set: {
          rate: sql`excluded.rate`,
          source: sql`excluded.source`,
          rateDate: sql`excluded.rate_date`,
          updatedBy: sql`excluded.updated_by`,
          updatedOn: new Date(),
        },
      });
    await recordAudit(tx, {
      actorId,
      entity: 'exchange-rate',
      entityId: 'ecb',
      action: 'import',
      changes: { fileName, rateDate, rates: Object.fromEntries(rates.map((r) => [r.currency, r.rate])) },
    });
  });
  return { rateDate, imported: rates.length, exchangeRates: await listExchangeRates({ db }) };
};

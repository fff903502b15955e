import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { apiText } from '@/common/i18n/api/index.ts';
import {
  knownConfigSchemas,
  publicConfigKeys,
  type TBidRange,
  type TConfigData,
  type TSoftClose,
  ZBankAccountSchema,
  ZBidRangesSchema,
  ZSoftCloseSchema,
} from '@/common/schemas/config-data.ts';
import type { TDb, TTx } from '@/server/db/client.ts';
import { configData } from '@/server/db/schema/index.ts';
import { AppError, notFound } from '@/server/lib/app-error.ts';
import { recordAudit } from '../audit/audit.service.ts';

const fallbackBidRanges: TBidRange[] = [{ value: 0, increment: 10 }];

/** A public key's value as JSON text (docs/product.md#catalogue); private or unknown keys are simply not found. */
export const getPublicConfigData = async ({ db, key }: { db: TDb; key: string }): Promise<TConfigData> => {
  const [row] = await db.select().from(configData).where(eq(configData.key, key));
  if (!row?.isPublic) throw notFound(apiText.configData.settingMissing(key));
  return { dataKey: row.key, dataValue: JSON.stringify(row.value) };
};

/**
 * Settings are read on every bid, so each instance keeps them in memory. The database announces every
 * change (drizzle/0014) and the app forgets the changed key at once (app.ts); the time limit is only a
 * safety net. Kept per database, so that apps sharing a process (tests) never see each other's values.
 */
const cacheMs = 60_000;
type TSettingsCache = {
  values: Map<string, { at: number; value: unknown }>;
  /** Counts forgets: a value read while one happened may be older than the change, so is not kept. */
  forgets: number;
};
const caches = new WeakMap<TDb | TTx, TSettingsCache>();
const cacheOf = (db: TDb | TTx) => {
  const cache = caches.get(db) ?? { values: new Map(), forgets: 0 };
  caches.set(db, cache);
  return cache;
};

/** Forgets one setting (or all of them) of this database. */
export const forgetConfigCache = (db: TDb, key?: string) => {
  const cache = cacheOf(db);
  cache.forgets++;
  if (key) cache.values.delete(key);
  else cache.values.clear();
};

/** Reads a setting and checks its shape; a missing or broken value falls back so bidding never stops. */
export const readConfigValue = async <T extends z.ZodType>(options: {
  /** A transaction reads through a cache of its own, so it never serves another's uncommitted value. */
  db: TDb | TTx;
  key: string;
  schema: T;
  fallback: z.infer<T>;
}): Promise<z.infer<T>> => {
  const { db, key, schema, fallback } = options;
  const cache = cacheOf(db);
  const forgets = cache.forgets;
  const cached = cache.values.get(key);
  if (cached && Date.now() - cached.at < cacheMs) return cached.value as z.infer<T>;
  const [row] = await db.select({ value: configData.value }).from(configData).where(eq(configData.key, key));
  const parsed = schema.safeParse(row?.value);
  const value = parsed.success ? parsed.data : fallback;
  if (cache.forgets === forgets) cache.values.set(key, { at: Date.now(), value });
  return value;
};

const fallbackBankAccount = { holder: '', iban: '', bank: '' };

/** The house's account (setting `bankAccount`), compact IBAN; null when not set up. */
export const readBankAccount = async ({ db }: { db: TDb }) => {
  const account = await readConfigValue({
    db,
    key: 'bankAccount',
    schema: ZBankAccountSchema,
    fallback: fallbackBankAccount,
  });
  if (!account.iban) return null;
  return {
    iban: account.iban.replace(/\s/g, '').toUpperCase(),
    holder: account.holder,
    bic: account.bic || null,
  };
};

export const readBidRanges = ({ db }: { db: TDb }): Promise<TBidRange[]> =>
  readConfigValue({ db, key: 'bidRanges', schema: ZBidRangesSchema, fallback: fallbackBidRanges });

/** Soft close (docs/product.md#soft-close): how near the end a bid extends the lot, and by how much. */
export const readSoftClose = ({ db }: { db: TDb }): Promise<TSoftClose> =>
  readConfigValue({
    db,
    key: 'softClose',
    schema: ZSoftCloseSchema,
    fallback: { windowSeconds: 120, extensionSeconds: 120 },
  });

export const listConfigData = async ({ db }: { db: TDb }) =>
  (await db.select().from(configData).orderBy(configData.key)).map((row) => ({
    dataKey: row.key,
    dataValue: JSON.stringify(row.value),
    isPublic: row.isPublic,
    updatedOn: row.updatedOn.toISOString(),
  }));

export const getConfigData = async ({ db, key }: { db: TDb; key: string }) => {
  const [row] = await db.select().from(configData).where(eq(configData.key, key));
  if (!row) throw notFound(apiText.configData.settingMissing(key));
  return {
    dataKey: row.key,
    dataValue: JSON.stringify(row.value),
    isPublic: row.isPublic,
    updatedOn: row.updatedOn.toISOString(),
  };
};

/** A setting given as JSON text, parsed and, for known keys, checked for its shape (bid ranges ascending…). */
export const parseConfigValue = (key: string, dataValue: string): unknown => {
  let value: unknown;
  try {
    value = JSON.parse(dataValue);
  } catch {
    throw new AppError('VALIDATION', apiText.configData.valueNotJson, {
      fields: { 'configData.dataValue': apiText.configData.valueNotJson },
    });
  }
  const schema = knownConfigSchemas[key];
  if (!schema) return value;
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    const message = parsed.error.issues
      .map((issue) => (issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message))
      .join(' ');
    throw new AppError('VALIDATION', apiText.configData.valueInvalid(key), {
      fields: { 'configData.dataValue': message },
    });
  }
  return parsed.data;
};

/**
 * Saves a parsed setting in the caller's transaction, audited; the caller forgets the cached value once it
 * commits (`forgetConfigCache`). `approvedBy`: a change a second person approved (four eyes).
 */
export const saveConfigValue = async (
  tx: TTx,
  { key, value, actorId, approvedBy }: { key: string; value: unknown; actorId: number; approvedBy?: number },
) => {
  const isPublic = (publicConfigKeys as readonly string[]).includes(key);
  const [before] = await tx.select().from(configData).where(eq(configData.key, key));
  await tx
    .insert(configData)
    .values({ key, value: value as object, isPublic })
    .onConflictDoUpdate({ target: configData.key, set: { value: value as object, updatedOn: new Date() } });
  await recordAudit(tx, {
    actorId,
    entity: 'config',
    entityId: key,
    action: 'update',
    changes: { before: before?.value ?? null, after: value, ...(approvedBy ? { approvedBy } : {}) },
  });
};

/** Saves a setting given as JSON text; known keys must have their shape (bid ranges ascending…). */
export const putConfigData = async ({
  db,
  key,
  dataValue,
  actorId,
}: {
  db: TDb;
  key: string;
  dataValue: string;
  actorId: number;
}) => {
  // Changing it is an event of the billing system's own log, recorded by its route (docs/verifactu.md).
  if (key === 'invoicingMode')
    throw new AppError('BUSINESS_RULE', apiText.configData.invoicingModeElsewhere, {
      fields: { 'configData.dataKey': apiText.configData.invoicingModeElsewhereField },
    });
  const value = parseConfigValue(key, dataValue);
  await db.transaction((tx) => saveConfigValue(tx, { key, value, actorId }));
  forgetConfigCache(db, key);
  return getConfigData({ db, key });
};

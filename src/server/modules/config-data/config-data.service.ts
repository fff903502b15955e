import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { type TBidRange, type TConfigData, ZBidRangesSchema } from '@/common/schemas/config-data.ts';
import type { TDb } from '@/server/db/client.ts';
import { configData } from '@/server/db/schema/index.ts';
import { notFound } from '@/server/lib/app-error.ts';

const fallbackBidRanges: TBidRange[] = [{ value: 0, increment: 10 }];

/** A public key's value as JSON text (SPEC §3); private or unknown keys are simply not found. */
export const getPublicConfigData = async ({ db, key }: { db: TDb; key: string }): Promise<TConfigData> => {
  const [row] = await db.select().from(configData).where(eq(configData.key, key));
  if (!row?.isPublic) throw notFound(`No existe el dato de configuración «${key}».`);
  return { dataKey: row.key, dataValue: JSON.stringify(row.value) };
};

/**
 * Settings are read on every bid, so each instance keeps them for a few seconds: an admin's change reaches
 * every instance within `cacheMs`, and the bid path saves a query per setting.
 */
const cacheMs = 5_000;
const cache = new Map<string, { at: number; value: unknown }>();

export const forgetConfigCache = (key?: string) => (key ? cache.delete(key) : cache.clear());

/** Reads a setting and checks its shape; a missing or broken value falls back so bidding never stops. */
export const readConfigValue = async <T extends z.ZodType>(options: {
  db: TDb;
  key: string;
  schema: T;
  fallback: z.infer<T>;
}): Promise<z.infer<T>> => {
  const { db, key, schema, fallback } = options;
  const cached = cache.get(key);
  if (cached && Date.now() - cached.at < cacheMs) return cached.value as z.infer<T>;
  const [row] = await db.select({ value: configData.value }).from(configData).where(eq(configData.key, key));
  const parsed = schema.safeParse(row?.value);
  const value = parsed.success ? parsed.data : fallback;
  cache.set(key, { at: Date.now(), value });
  return value;
};

export const readBidRanges = ({ db }: { db: TDb }): Promise<TBidRange[]> =>
  readConfigValue({ db, key: 'bidRanges', schema: ZBidRangesSchema, fallback: fallbackBidRanges });

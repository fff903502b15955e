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

/** Reads a setting and checks its shape; a missing or broken value falls back so bidding never stops. */
export const readConfigValue = async <T extends z.ZodType>(options: {
  db: TDb;
  key: string;
  schema: T;
  fallback: z.infer<T>;
}): Promise<z.infer<T>> => {
  const { db, key, schema, fallback } = options;
  const [row] = await db.select({ value: configData.value }).from(configData).where(eq(configData.key, key));
  const parsed = schema.safeParse(row?.value);
  return parsed.success ? parsed.data : fallback;
};

export const readBidRanges = ({ db }: { db: TDb }): Promise<TBidRange[]> =>
  readConfigValue({ db, key: 'bidRanges', schema: ZBidRangesSchema, fallback: fallbackBidRanges });

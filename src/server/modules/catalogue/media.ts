import { asc, eq } from 'drizzle-orm';
import type { TMetadataEntry } from '@/common/schemas/lots.ts';
import type { TFile, TImage } from '@/common/schemas/media.ts';
import { anyOf } from '@/server/db/any-of.ts';
import type { TDb } from '@/server/db/client.ts';
import { files, images, metadataEntries, metadataFields } from '@/server/db/schema/index.ts';

/** The owner columns shared by images, files and metadata entries. */
export type TOwner = 'auctionId' | 'lotId' | 'sublotId' | 'saleLotId';

const group = <T>(rows: { ownerId: number | null; item: T }[]): Map<number, T[]> => {
  const byOwner = new Map<number, T[]>();
  for (const { ownerId, item } of rows) {
    if (ownerId === null) continue;
    const list = byOwner.get(ownerId);
    if (list) list.push(item);
    else byOwner.set(ownerId, [item]);
  }
  return byOwner;
};

export const toImage = (row: typeof images.$inferSelect): TImage => ({
  id: row.id,
  alt: row.alt,
  width: row.width,
  height: row.height,
  thumb: row.urls?.thumb ?? null,
  small: row.urls?.small ?? null,
  default: row.urls?.default ?? null,
  big: row.urls?.big ?? null,
  large: row.urls?.large ?? null,
  url: row.legacyUrl ?? row.urls?.default ?? null,
});

/** Images of many owners in one query, each list in display order. */
export const loadImages = async (db: TDb, owner: TOwner, ids: number[]): Promise<Map<number, TImage[]>> => {
  if (ids.length === 0) return new Map();
  const column = images[owner];
  const rows = await db
    .select()
    .from(images)
    .where(anyOf(column, ids))
    .orderBy(asc(images.position), asc(images.id));
  return group(rows.map((row) => ({ ownerId: row[owner], item: toImage(row) })));
};

/** Only the first image of each owner (the cover), for lists and cards. */
export const loadCovers = async (db: TDb, owner: TOwner, ids: number[]): Promise<Map<number, TImage>> => {
  if (ids.length === 0) return new Map();
  const column = images[owner];
  const rows = await db
    .selectDistinctOn([column])
    .from(images)
    .where(anyOf(column, ids))
    .orderBy(column, asc(images.position), asc(images.id));
  return new Map(rows.map((row) => [row[owner] as number, toImage(row)]));
};

export const loadFiles = async (db: TDb, owner: TOwner, ids: number[]): Promise<Map<number, TFile[]>> => {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select()
    .from(files)
    .where(anyOf(files[owner], ids))
    .orderBy(asc(files.position), asc(files.id));
  return group(
    rows.map((row) => ({
      ownerId: row[owner],
      item: { id: row.id, name: row.name, url: row.url, mimeType: row.mimeType, size: row.size },
    })),
  );
};

/** Metadata entries ordered by their field's priority (docs/product.md#catalogue). */
export const loadMetadata = async (
  db: TDb,
  owner: TOwner,
  ids: number[],
): Promise<Map<number, TMetadataEntry[]>> => {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ entry: metadataEntries, field: metadataFields })
    .from(metadataEntries)
    .innerJoin(metadataFields, eq(metadataFields.id, metadataEntries.metadataFieldId))
    .where(anyOf(metadataEntries[owner], ids))
    .orderBy(asc(metadataFields.priority), asc(metadataEntries.id));
  return group(
    rows.map(({ entry, field }) => ({
      ownerId: entry[owner],
      item: {
        id: entry.id,
        metadataFieldId: field.id,
        metadataFieldName: field.name,
        metadataFieldPriority: field.priority,
        metadataFieldType: field.type,
        value: entry.value,
      },
    })),
  );
};

import { and, asc, eq, max } from 'drizzle-orm';
import { apiText } from '@/common/i18n/api/index.ts';
import type { TDb } from '@/server/db/client.ts';
import { auctions, files, images, lots, saleLots, sales, sublots } from '@/server/db/schema/index.ts';
import { AppError, notFound } from '@/server/lib/app-error.ts';
import type { TStorage } from '@/server/media/storage.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { toImage } from '../catalogue/media.ts';

export const mediaOwners = {
  auction: 'auctionId',
  lot: 'lotId',
  sublot: 'sublotId',
  sale: 'saleId',
  'sale-lot': 'saleLotId',
} as const;
export type TMediaOwner = keyof typeof mediaOwners;

const ownerTables = {
  auction: auctions,
  lot: lots,
  sublot: sublots,
  sale: sales,
  'sale-lot': saleLots,
} as const;

export const imageTypes = new Set([
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/gif',
  'image/avif',
  'image/tiff',
]);
/**
 * Documents admins may attach, each with the extension it is stored under and how its first bytes look:
 * the declared type alone proves nothing, and the stored name's extension decides how /media serves it
 * (a "text/plain" upload called evil.html must never be served as a web page).
 */
const pk = (data: Buffer) => data.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
const ole = (data: Buffer) => data.subarray(0, 8).equals(Buffer.from('d0cf11e0a1b11ae1', 'hex'));
const text = (data: Buffer) => !data.subarray(0, 8192).includes(0);
export const fileTypes = new Map<string, { extension: string; looksRight: (data: Buffer) => boolean }>([
  ['application/pdf', { extension: 'pdf', looksRight: (data) => data.subarray(0, 5).toString() === '%PDF-' }],
  ['application/msword', { extension: 'doc', looksRight: ole }],
  [
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    { extension: 'docx', looksRight: pk },
  ],
  ['application/vnd.ms-excel', { extension: 'xls', looksRight: ole }],
  [
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    { extension: 'xlsx', looksRight: pk },
  ],
  ['text/plain', { extension: 'txt', looksRight: text }],
  ['text/csv', { extension: 'csv', looksRight: text }],
  ['application/zip', { extension: 'zip', looksRight: pk }],
]);

/** The uploaded name with the extension of its real type. */
const storedName = (name: string, extension: string) =>
  `${name.replace(/\.[^.]*$/, '') || 'archivo'}.${extension}`;

const assertOwner = async (db: TDb, owner: TMediaOwner, ownerId: number) => {
  const table = ownerTables[owner];
  const [row] = await db.select({ id: table.id }).from(table).where(eq(table.id, ownerId));
  if (!row) throw notFound(apiText.media.ownerNotFound);
};

/** Stores an upload in the five sizes and appends it to the owner's gallery. */
export const addImage = async (options: {
  db: TDb;
  storage: TStorage;
  owner: TMediaOwner;
  ownerId: number;
  data: Buffer;
  mimeType: string;
  alt: string;
  actorId: number;
}) => {
  const { db, storage, owner, ownerId, data, mimeType, alt, actorId } = options;
  if (!imageTypes.has(mimeType))
    throw new AppError('VALIDATION', apiText.media.imageFormatRefused, {
      fields: { file: apiText.media.imageFormatRefusedField },
    });
  await assertOwner(db, owner, ownerId);
  let stored: Awaited<ReturnType<TStorage['saveImage']>>;
  try {
    stored = await storage.saveImage(data);
  } catch {
    throw new AppError('VALIDATION', apiText.media.imageUnreadable, {
      fields: { file: apiText.media.imageUnreadableField },
    });
  }
  const column = images[mediaOwners[owner]];
  const [last] = await db
    .select({ position: max(images.position) })
    .from(images)
    .where(eq(column, ownerId));
  const [row] = await db
    .insert(images)
    .values({
      [mediaOwners[owner]]: ownerId,
      position: (last?.position ?? -1) + 1,
      alt,
      urls: stored.urls,
      width: stored.width,
      height: stored.height,
    })
    .returning();
  await recordAudit(db, {
    actorId,
    entity: owner,
    entityId: ownerId,
    action: 'image-add',
    changes: { imageId: row!.id },
  });
  return toImage(row!);
};

export const addFile = async (options: {
  db: TDb;
  storage: TStorage;
  owner: TMediaOwner;
  ownerId: number;
  data: Buffer;
  mimeType: string;
  name: string;
  actorId: number;
}) => {
  const { db, storage, owner, ownerId, data, mimeType, name, actorId } = options;
  const type = fileTypes.get(mimeType);
  if (!type)
    throw new AppError('VALIDATION', apiText.media.fileTypeRefused, {
      fields: { file: apiText.media.fileTypeRefusedField },
    });
  if (!type.looksRight(data))
    throw new AppError('VALIDATION', apiText.media.fileContentMismatch(type.extension.toUpperCase()), {
      fields: { file: apiText.media.fileContentMismatchField },
    });
  await assertOwner(db, owner, ownerId);
  const stored = await storage.saveFile({ name: storedName(name, type.extension), data, mimeType });
  const column = files[mediaOwners[owner]];
  const [last] = await db
    .select({ position: max(files.position) })
    .from(files)
    .where(eq(column, ownerId));
  const [row] = await db
    .insert(files)
    .values({
      [mediaOwners[owner]]: ownerId,
      position: (last?.position ?? -1) + 1,
      name,
      url: stored.url,
      mimeType,
      size: stored.size,
    })
    .returning();
  await recordAudit(db, {
    actorId,
    entity: owner,
    entityId: ownerId,
    action: 'file-add',
    changes: { fileId: row!.id, name },
  });
  return { id: row!.id, name: row!.name, url: row!.url, mimeType: row!.mimeType, size: row!.size };
};

export const deleteImage = async ({ db, id }: { db: TDb; id: number }) => {
  const [row] = await db.delete(images).where(eq(images.id, id)).returning();
  if (!row) throw notFound(apiText.media.imageNotFound);
};

export const deleteFile = async ({ db, id }: { db: TDb; id: number }) => {
  const [row] = await db.delete(files).where(eq(files.id, id)).returning();
  if (!row) throw notFound(apiText.media.fileNotFound);
};

/** Reorders a gallery: the given ids, in order; the first becomes the cover. */
export const reorderImages = async ({
  db,
  owner,
  ownerId,
  ids,
}: {
  db: TDb;
  owner: TMediaOwner;
  ownerId: number;
  ids: number[];
}) => {
  const column = images[mediaOwners[owner]];
  const current = await db
    .select({ id: images.id })
    .from(images)
    .where(eq(column, ownerId))
    .orderBy(asc(images.position));
  const known = new Set(current.map((row) => row.id));
  if (ids.length !== known.size || ids.some((id) => !known.has(id))) {
    throw new AppError('VALIDATION', apiText.media.reorderListMismatch, {
      fields: { ids: apiText.media.reorderListMismatchField },
    });
  }
  await db.transaction(async (tx) => {
    for (const [position, id] of ids.entries())
      await tx
        .update(images)
        .set({ position })
        .where(and(eq(images.id, id), eq(column, ownerId)));
  });
};

/**
 * The scanned proof that a buyer's goods left Spain (docs/after-the-hammer.md, "Buyers abroad"): the DUA with
 * its exit certified, the CMR signed on arrival, the buyer's statement of arrival. It names the buyer and
 * their carrier, so it lives in the private part of the media store and only contabilidad reads it back.
 */
import { and, asc, eq } from 'drizzle-orm';
import { apiText } from '@/common/i18n/api/index.ts';
import type { TDb } from '@/server/db/client.ts';
import { borderProofFiles, settlements } from '@/server/db/schema/index.ts';
import { AppError, notFound } from '@/server/lib/app-error.ts';
import { safeFileName, type TStorage } from '@/server/media/storage.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { settlementTaxRegime } from '../invoices/buyer-tax-regime.ts';

/** What a scan may be, and how its first bytes look: the declared type alone proves nothing. */
const scanTypes = new Map<string, { extension: string; looksRight: (data: Buffer) => boolean }>([
  ['application/pdf', { extension: 'pdf', looksRight: (data) => data.subarray(0, 5).toString() === '%PDF-' }],
  [
    'image/jpeg',
    { extension: 'jpg', looksRight: (data) => data.subarray(0, 3).equals(Buffer.from('ffd8ff', 'hex')) },
  ],
  [
    'image/png',
    {
      extension: 'png',
      looksRight: (data) => data.subarray(0, 8).equals(Buffer.from('89504e470d0a1a0a', 'hex')),
    },
  ],
]);

const refuseFile = (message: string) => new AppError('VALIDATION', message, { fields: { file: message } });

/** Keeps one scanned document with the settlement's proof, in private storage. */
export const addBorderProofFile = async ({
  db,
  storage,
  settlementId,
  upload,
  adminId,
}: {
  db: TDb;
  storage: TStorage;
  settlementId: number;
  upload: { name: string; data: Buffer; mimeType: string };
  adminId: number;
}) => {
  const type = scanTypes.get(upload.mimeType);
  if (!type) throw refuseFile(apiText.settlements.fileTypeRefused);
  if (!type.looksRight(upload.data))
    throw refuseFile(apiText.settlements.fileContentInvalid(type.extension.toUpperCase()));
  const [settlement] = await db.select().from(settlements).where(eq(settlements.id, settlementId));
  if (!settlement) throw notFound(apiText.settlements.notFound);
  if ((await settlementTaxRegime(db, settlement)) === 'domestic')
    throw new AppError('BUSINESS_RULE', apiText.settlements.proofFilesOnlyAbroad, {
      fields: { file: apiText.settlements.proofFilesOnlyAbroadField },
    });
  const name = `${upload.name.replace(/\.[^.]*$/, '') || 'prueba-de-salida'}.${type.extension}`;
  const { key } = await storage.savePrivateFile({ name, data: upload.data, mimeType: upload.mimeType });
  const [row] = await db
    .insert(borderProofFiles)
    .values({
      settlementId,
      storageKey: key,
      name,
      mimeType: upload.mimeType,
      size: upload.data.length,
      uploadedBy: adminId,
    })
    .returning();
  await recordAudit(db, {
    actorId: adminId,
    entity: 'settlement',
    entityId: settlementId,
    action: 'border-proof-file',
    changes: { fileId: row!.id, name, size: row!.size },
  });
  return row!;
};

/** The files kept for these settlements, oldest first. */
export const borderProofFilesOf = (db: TDb, settlementId: number) =>
  db
    .select()
    .from(borderProofFiles)
    .where(eq(borderProofFiles.settlementId, settlementId))
    .orderBy(asc(borderProofFiles.id));

/** One kept file's bytes, for the staff download. */
export const readBorderProofFile = async ({
  db,
  storage,
  settlementId,
  fileId,
}: {
  db: TDb;
  storage: TStorage;
  settlementId: number;
  fileId: number;
}) => {
  const [row] = await db
    .select()
    .from(borderProofFiles)
    .where(and(eq(borderProofFiles.id, fileId), eq(borderProofFiles.settlementId, settlementId)));
  const stored = row ? await storage.get(row.storageKey) : null;
  if (!row || !stored) throw notFound(apiText.settlements.fileNotFound);
  const chunks: Buffer[] = [];
  for await (const chunk of stored.body) chunks.push(chunk as Buffer);
  return { name: safeFileName(row.name), body: Buffer.concat(chunks), contentType: row.mimeType };
};

import { eq } from 'drizzle-orm';
import { apiText } from '@/common/i18n/api/index.ts';
import type { TDb } from '@/server/db/client.ts';
import { auctions, users } from '@/server/db/schema/index.ts';
import { documentMessages } from '@/server/documents/messages/index.ts';
import { AppError } from '@/server/lib/app-error.ts';
import type { TSite } from '../auth/accounts.service.ts';
import { getSettlement } from '../settlements/settlements.service.ts';
import { findCollection } from './collections.service.ts';
import { printedCode, renderReleaseNotePdf } from './release-note-pdf.ts';

/**
 * The buyer's release note for one of their liquidaciones, in their language; it exists once the liquidación
 * is paid.
 */
export const releaseNotePdf = async (options: {
  db: TDb;
  site: TSite;
  settlementId: number;
  userId: number;
}) => {
  const { db, site, settlementId, userId } = options;
  const settlement = await getSettlement({ db, id: settlementId, userId });
  if (!settlement.collectionCode)
    throw new AppError('BUSINESS_RULE', apiText.collections.releaseNoteNeedsPayment);
  const collection = await findCollection({ db, code: settlement.collectionCode });
  const [auction] = settlement.auctionId
    ? await db.select().from(auctions).where(eq(auctions.id, settlement.auctionId))
    : [];
  const [buyer] = await db.select({ language: users.language }).from(users).where(eq(users.id, userId));
  const language = buyer?.language ?? 'es';
  const pdf = await renderReleaseNotePdf({
    language,
    siteName: site.siteName,
    auctionTitle: settlement.title,
    address: auction?.address ?? null,
    buyerName: collection.buyerName,
    buyerNif: collection.buyerNif,
    reference: settlement.reference,
    code: collection.code,
    slot: collection.slot,
    lastCollectionDate: settlement.lastCollectionDate,
    lines: collection.lines,
    scanUrl: `${site.publicUrl}/admin/retiradas?codigo=${collection.code}`,
  });
  return { fileName: documentMessages(language).releaseNote.fileName(printedCode(collection.code)), pdf };
};

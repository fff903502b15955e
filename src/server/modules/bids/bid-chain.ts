import { createHash, sign } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { receiptSigningText, type TBidReceipt, type TBidReceiptBody } from '@/common/bid-receipt.ts';
import { apiText } from '@/common/i18n/api/index.ts';
import { queryRows, type TDb } from '@/server/db/client.ts';
import { bidAnnulments, bids, lots } from '@/server/db/schema/index.ts';
import { notFound } from '@/server/lib/app-error.ts';
import type { TBidReceiptSigner } from './bid-receipt-key.ts';

/**
 * A lot's bid chain (docs/bid-receipts.md): each accepted bid's link is written by the database
 * (`chain_bid`, drizzle/0041); here it is read back, walked to find where it breaks, and turned into the
 * signed receipt a bidder keeps.
 */

const genesis = (lotId: number) =>
  createHash('sha256').update(`lonja:bid-chain:v1:lot:${lotId}`, 'utf8').digest('hex');
const link = (previous: string, canonical: string) =>
  createHash('sha256').update(`${previous}\n${canonical}`, 'utf8').digest('hex');

/** The canonical form of each bid as the database writes it (its number on the lot included). */
// Written with qualified names: drizzle leaves the table out of a one-table select, and inside the
// subquery a bare "lot_id" would be lot_bidders'.
const canonicalOf = sql<string>`bid_canonical(bids.lot_id, bids.id, bids.amount, bids.max_amount,
  coalesce((select n.number from lot_bidders n where n.lot_id = bids.lot_id and n.user_id = bids.user_id), 0),
  bids.is_auto, bids.created_on)`;

/** Every link of a lot in chain order: its bids and the bids the house annulled, kept as they were. */
const linksOf = async (db: TDb, lotId: number) => {
  const rows = await queryRows<{ id: string; canonical: string; chain_hash: string; annulled: boolean }>(
    db,
    sql`
    select id, canonical, chain_hash, annulled from (
      select ${bids.id} as id, ${canonicalOf} as canonical, ${bids.chainHash} as chain_hash, false as annulled
        from ${bids} where ${bids.lotId} = ${lotId}
      union all
      select ${bidAnnulments.bidId}, ${bidAnnulments.canonical}, ${bidAnnulments.chainHash}, true
        from ${bidAnnulments} where ${bidAnnulments.lotId} = ${lotId}
    ) links order by id`,
  );
  return rows.map((row) => ({ ...row, id: Number(row.id) }));
};

export type TChainCheck = {
  lotId: number;
  links: number;
  annulled: number;
  head: string | null;
  isIntact: boolean;
  /** The first link that does not follow from the one before, and what that means. */
  brokenAt: { bidId: number | null; position: number; reason: string } | null;
};

/** Walks a lot's chain from its genesis: where a stored bid was altered, removed or reordered, it says so. */
export const checkLotChain = async (db: TDb, lotId: number): Promise<TChainCheck> => {
  const [lot] = await db.select({ id: lots.id, head: lots.chainHead }).from(lots).where(eq(lots.id, lotId));
  if (!lot) throw notFound(apiText.lots.notFound);
  const links = await linksOf(db, lotId);
  let previous = genesis(lotId);
  const result = {
    lotId,
    links: links.length,
    annulled: links.filter((l) => l.annulled).length,
    head: lot.head,
  };
  for (const [index, current] of links.entries()) {
    if (link(previous, current.canonical) !== current.chain_hash)
      return {
        ...result,
        isIntact: false,
        brokenAt: {
          bidId: current.id,
          position: index + 1,
          reason: apiText.bids.chainBrokenAt(current.id, index + 1),
        },
      };
    previous = current.chain_hash;
  }
  if ((lot.head ?? null) !== (links.length ? previous : null))
    return {
      ...result,
      isIntact: false,
      brokenAt: {
        bidId: null,
        position: links.length + 1,
        reason: apiText.bids.chainHeadBroken,
      },
    };
  return { ...result, isIntact: true, brokenAt: null };
};

/**
 * A bid as a signed receipt: the caller's own (`userId`), or any whose signed e-mail link was checked
 * (`userId` null); 404 for anyone else's. A receipt names no one but "Pujador N".
 */
export const bidReceipt = async ({
  db,
  bidId,
  userId,
  site,
  signer,
}: {
  db: TDb;
  bidId: number;
  userId: number | null;
  site: string;
  signer: TBidReceiptSigner;
}): Promise<TBidReceipt> => {
  const [row] = await db
    .select({
      bid: bids,
      lot: { id: lots.id, auctionId: lots.auctionId, title: lots.title },
      canonical: canonicalOf,
      // The link before it: the lot's latest link (a bid or an annulled one) with a smaller id.
      previous: sql<string | null>`(select l.chain_hash from (
          select b.id, b.chain_hash from bids b where b.lot_id = bids.lot_id and b.id < bids.id
          union all
          select a.bid_id, a.chain_hash from bid_annulments a where a.lot_id = bids.lot_id and a.bid_id < bids.id
        ) l order by l.id desc limit 1)`,
    })
    .from(bids)
    .innerJoin(lots, eq(lots.id, bids.lotId))
    .where(and(eq(bids.id, bidId), userId === null ? undefined : eq(bids.userId, userId)));
  if (!row) throw notFound(apiText.bids.bidNotFoundOrNotYours);
  const [, , , , , number, , time] = row.canonical.split('|');
  const body: TBidReceiptBody = {
    format: 'lonja-bid-receipt/1',
    site,
    auctionId: row.lot.auctionId,
    lotId: row.lot.id,
    lotTitle: row.lot.title,
    bidId: row.bid.id,
    amount: row.bid.amount,
    maximum: row.bid.maxAmount,
    bidder: `Pujador ${number}`,
    isAuto: row.bid.isAuto,
    serverTime: time!,
    canonical: row.canonical,
    previousHash: row.previous ?? genesis(row.lot.id),
    chainHash: row.bid.chainHash,
    keyId: signer.published.keyId,
  };
  const signature = sign(null, Buffer.from(receiptSigningText(body), 'utf8'), signer.privateKey).toString(
    'base64url',
  );
  return { ...body, signature };
};

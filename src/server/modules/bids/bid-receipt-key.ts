import {
  createHash,
  createHmac,
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  type KeyObject,
  randomBytes,
  timingSafeEqual,
} from 'node:crypto';
import type { TBidReceiptKey } from '@/common/bid-receipt.ts';
import type { TDb } from '@/server/db/client.ts';
import { serverKey } from '@/server/db/server-keys.ts';

export type TBidReceiptSigner = { privateKey: KeyObject; published: TBidReceiptKey };

/**
 * The Ed25519 key receipts are signed with (docs/bid-receipts.md): `BID_RECEIPT_KEY` (a PKCS#8 PEM) when
 * set, else one the server makes on first use and keeps in the database, so every instance signs alike.
 * Its id is the first 16 hex digits of the SHA-256 of the public key, so a receipt names the key it needs.
 */
export const loadBidReceiptSigner = async (db: TDb, configured?: string): Promise<TBidReceiptSigner> => {
  const pem =
    configured ??
    (await serverKey(db, 'bid-receipt', () =>
      generateKeyPairSync('ed25519').privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    ));
  const privateKey = createPrivateKey(pem);
  if (privateKey.asymmetricKeyType !== 'ed25519')
    throw new Error('BID_RECEIPT_KEY must be an Ed25519 private key (PKCS#8 PEM)');
  const jwk = createPublicKey(privateKey).export({ format: 'jwk' }) as { x: string };
  const keyId = createHash('sha256').update(Buffer.from(jwk.x, 'base64url')).digest('hex').slice(0, 16);
  return {
    privateKey,
    published: { keyId, algorithm: 'Ed25519', jwk: { kty: 'OKP', crv: 'Ed25519', x: jwk.x } },
  };
};

const loadLinkSecret = (db: TDb) => serverKey(db, 'bid-receipt-links', () => randomBytes(32).toString('hex'));

const linkToken = (secret: string, bidId: number) =>
  createHmac('sha256', secret).update(`receipt:${bidId}`).digest('base64url').slice(0, 32);

/**
 * The link in a bid's confirmation e-mail: it opens the bid's receipt without logging in. Signed, so a link
 * names one bid and no other; what it shows (amount, "Pujador N", time) names nobody.
 */
export const receiptLinkPath = async (db: TDb, bidId: number) =>
  `/api/frontend/bids/${bidId}/receipt?t=${linkToken(await loadLinkSecret(db), bidId)}`;

export const isReceiptLinkValid = async (db: TDb, bidId: number, token: string) => {
  const expected = Buffer.from(linkToken(await loadLinkSecret(db), bidId));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
};

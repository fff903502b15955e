import {
  createHash,
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  type KeyObject,
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

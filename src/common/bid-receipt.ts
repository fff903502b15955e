/**
 * The receipt of an accepted bid (docs/bid-receipts.md): what the bidder keeps and anyone can check with the
 * house's published key, in the browser or in Node, with WebCrypto only. One definition for the server that
 * signs it and the page (/verificar-puja) that checks it.
 */
export type TBidReceiptBody = {
  format: 'lonja-bid-receipt/1';
  site: string;
  auctionId: number;
  lotId: number;
  lotTitle: string;
  bidId: number;
  /** Cents. */
  amount: number;
  /** The hidden maximum committed with the bid, in cents; null without one. */
  maximum: number | null;
  /** The bidder's public name on the lot. */
  bidder: string;
  isAuto: boolean;
  /** The server's time of the bid, UTC with milliseconds. */
  serverTime: string;
  /** The link's input: `bid_canonical` of the database (drizzle/0041). */
  canonical: string;
  /** The lot's previous link (or its genesis) and this bid's link: chainHash = SHA-256(previousHash "\n" canonical). */
  previousHash: string;
  chainHash: string;
  keyId: string;
};
export type TBidReceipt = TBidReceiptBody & { signature: string };

/** The bytes that are signed: the body's fields in alphabetical order, JSON without spaces. */
export const receiptSigningText = (body: TBidReceiptBody) =>
  JSON.stringify(Object.fromEntries(Object.entries(body).sort(([a], [b]) => (a < b ? -1 : 1))));

const hex = (bytes: ArrayBuffer) =>
  [...new Uint8Array(bytes)].map((b) => b.toString(16).padStart(2, '0')).join('');
const fromBase64Url = (text: string) => {
  const base64 = text
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(text.length / 4) * 4, '=');
  return Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
};

export const sha256Hex = async (text: string) =>
  hex(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));

/** The published key: an Ed25519 public key as a JWK, with the id receipts name it by. */
export type TBidReceiptKey = {
  keyId: string;
  algorithm: 'Ed25519';
  jwk: { kty: 'OKP'; crv: 'Ed25519'; x: string };
};

export type TReceiptCheck =
  | { isValid: true }
  | { isValid: false; problem: 'format' | 'key' | 'signature' | 'link' | 'fields' };

const fieldsAgree = (receipt: TBidReceipt) => {
  const [version, lot, bid, amount, maximum, bidder, kind, time] = receipt.canonical.split('|');
  return (
    version === 'v1' &&
    Number(lot) === receipt.lotId &&
    Number(bid) === receipt.bidId &&
    Number(amount) === receipt.amount &&
    (maximum === '-' ? receipt.maximum === null : Number(maximum) === receipt.maximum) &&
    receipt.bidder === `Pujador ${bidder}` &&
    (kind === 'auto') === receipt.isAuto &&
    time === receipt.serverTime
  );
};

/**
 * Checks a receipt: made for the key given, signed by it, its link computed from its own bid, and the
 * readable fields the same as those the link holds. Says which check failed.
 */
export const checkBidReceipt = async (receipt: unknown, key: TBidReceiptKey): Promise<TReceiptCheck> => {
  const candidate = receipt as Partial<TBidReceipt> | null;
  if (
    typeof candidate !== 'object' ||
    candidate === null ||
    candidate.format !== 'lonja-bid-receipt/1' ||
    typeof candidate.signature !== 'string' ||
    typeof candidate.canonical !== 'string'
  )
    return { isValid: false, problem: 'format' };
  const { signature, ...body } = candidate as TBidReceipt;
  if (body.keyId !== key.keyId) return { isValid: false, problem: 'key' };
  const publicKey = await crypto.subtle.importKey('jwk', key.jwk, { name: 'Ed25519' }, false, ['verify']);
  let signed = false;
  try {
    signed = await crypto.subtle.verify(
      { name: 'Ed25519' },
      publicKey,
      fromBase64Url(signature),
      new TextEncoder().encode(receiptSigningText(body)),
    );
  } catch {
    signed = false;
  }
  if (!signed) return { isValid: false, problem: 'signature' };
  if ((await sha256Hex(`${body.previousHash}\n${body.canonical}`)) !== body.chainHash)
    return { isValid: false, problem: 'link' };
  if (!fieldsAgree(candidate as TBidReceipt)) return { isValid: false, problem: 'fields' };
  return { isValid: true };
};

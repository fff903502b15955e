import { createDecipheriv, createECDH, createPublicKey, hkdfSync, randomBytes, verify } from 'node:crypto';
import { createServer as createHttpServer } from 'node:http';
import { createServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import selfsigned from 'selfsigned';

/**
 * A local Web Push service, written from the RFCs and not from the library under test: it checks each
 * request's VAPID signature (RFC 8292) against the key it carries and that key against the one the browser
 * subscribed with, then decrypts the aes128gcm payload (RFC 8188, RFC 8291) with the browser's private key.
 * A payload it cannot decrypt or a signature it cannot verify is answered 400 and recorded as refused.
 */
export type TPushed = { endpoint: string; payload: unknown; ttl: number; urgency: string | undefined };

const b64url = (buffer: Buffer) => buffer.toString('base64url');

/** One browser: its key pair and auth secret, as a PushSubscription would hold them. */
const createBrowser = (endpoint: string) => {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const authSecret = randomBytes(16);
  return {
    ecdh,
    authSecret,
    subscription: {
      endpoint,
      keys: { p256dh: b64url(ecdh.getPublicKey()), auth: b64url(authSecret) },
    },
  };
};

type TBrowser = ReturnType<typeof createBrowser>;

/** RFC 8291 §3.4 and RFC 8188 §2: one record, padding delimiter 0x02 then zeros. */
const decrypt = (browser: TBrowser, body: Buffer) => {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const senderPublicKey = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  const receiverPublicKey = browser.ecdh.getPublicKey();
  const ecdhSecret = browser.ecdh.computeSecret(senderPublicKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), receiverPublicKey, senderPublicKey]);
  const ikm = Buffer.from(hkdfSync('sha256', ecdhSecret, browser.authSecret, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error('not the last record');
  return padded.subarray(0, end).toString('utf8');
};

/** RFC 8292: `vapid t=<ES256 JWT>, k=<P-256 public key>`, audience the endpoint's origin, not expired. */
const verifyVapid = (authorization: string | undefined, endpoint: string, expectedKey?: string) => {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(authorization ?? '');
  if (!match) throw new Error('no VAPID authorization');
  const [, jwt, key] = match as unknown as [string, string, string];
  if (expectedKey && key !== expectedKey) throw new Error('signed with another application server key');
  const raw = Buffer.from(key, 'base64url');
  const publicKey = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: b64url(raw.subarray(1, 33)), y: b64url(raw.subarray(33, 65)) },
    format: 'jwk',
  });
  const [header, claims, signature] = jwt.split('.') as [string, string, string];
  const valid = verify(
    'sha256',
    Buffer.from(`${header}.${claims}`),
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!valid) throw new Error('bad VAPID signature');
  const payload = JSON.parse(Buffer.from(claims, 'base64url').toString()) as {
    aud: string;
    exp: number;
    sub: string;
  };
  if (payload.aud !== new URL(endpoint).origin) throw new Error('wrong audience');
  if (payload.exp * 1000 < Date.now() || payload.exp * 1000 > Date.now() + 24 * 3_600_000)
    throw new Error('expired or too long');
  if (!/^(mailto:|https:)/.test(payload.sub)) throw new Error('no contact in sub');
};

/**
 * Push services speak HTTPS only (web-push refuses anything else), so this one has a certificate of its
 * own for 127.0.0.1; the app under test trusts it through PUSH_CA_CERT.
 */
export const startPushService = async () => {
  const tls = await selfsigned.generate([{ name: 'commonName', value: '127.0.0.1' }], {
    keyType: 'ec',
    algorithm: 'sha256',
    extensions: [{ name: 'subjectAltName', altNames: [{ type: 7, ip: '127.0.0.1' }] }],
  });
  const browsers = new Map<string, TBrowser>();
  const received: TPushed[] = [];
  const refused: string[] = [];
  /** Endpoints the service says are gone (410), as when a user revokes permission. */
  const gone = new Set<string>();
  let applicationServerKey: string | undefined;

  const server = createServer({ key: tls.private, cert: tls.cert }, (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const endpoint = `${origin}${request.url}`;
      const browser = browsers.get(endpoint);
      if (!browser || gone.has(endpoint)) {
        response.writeHead(410).end();
        return;
      }
      try {
        if (request.headers['content-encoding'] !== 'aes128gcm') throw new Error('not aes128gcm');
        verifyVapid(request.headers.authorization, endpoint, applicationServerKey);
        const text = decrypt(browser, Buffer.concat(chunks));
        received.push({
          endpoint,
          payload: JSON.parse(text),
          ttl: Number(request.headers.ttl),
          urgency: request.headers.urgency as string | undefined,
        });
        response.writeHead(201).end();
      } catch (error) {
        refused.push(error instanceof Error ? error.message : String(error));
        response.writeHead(400).end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const subscribe = (serverKey?: string) => {
    applicationServerKey = serverKey;
    const browser = createBrowser(`${origin}/push/${randomBytes(8).toString('hex')}`);
    browsers.set(browser.subscription.endpoint, browser);
    return browser.subscription;
  };

  /**
   * For browser tests, whose test code runs in another process: plain HTTP on another port, `POST
   * /subscribe?key=` makes a browser and answers its subscription, `GET /received` lists what arrived.
   */
  const control = createHttpServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://control');
    const answer = (body: unknown) =>
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (request.method === 'POST' && url.pathname === '/subscribe')
      return answer(subscribe(url.searchParams.get('key') ?? undefined));
    if (url.pathname === '/received') return answer({ received, refused });
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => control.listen(0, '127.0.0.1', resolve));
  const controlUrl = `http://127.0.0.1:${(control.address() as AddressInfo).port}`;

  return {
    controlUrl,
    /** The certificate to trust (PUSH_CA_CERT). */
    certificate: tls.cert,
    /** Where it listens, `127.0.0.1:port`: the app must be told it may reach it (OUTBOUND_ALLOWED_HOSTS). */
    host: new URL(origin).host,
    received,
    refused,
    /** A new browser's subscription, as `pushManager.subscribe()` would give it for `serverKey`. */
    subscribe,
    forget: (endpoint: string) => gone.add(endpoint),
    close: async () => {
      await new Promise<void>((resolve) => control.close(() => resolve()));
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
};

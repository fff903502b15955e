import { createHash, createHmac } from 'node:crypto';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SignatureV4 } from '@smithy/signature-v4';
// @ts-expect-error s3rver ships no types
import S3rver from 's3rver';

/** The one account the stand-in accepts (s3rver's own, which it also looks up). */
export const s3Credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

/** SHA-256 and HMAC-SHA-256 in the shape @smithy/signature-v4 asks for, from node:crypto. */
class Sha256 {
  private readonly hash;
  constructor(secret?: string | ArrayBuffer | ArrayBufferView) {
    this.hash =
      secret === undefined
        ? createHash('sha256')
        : createHmac('sha256', typeof secret === 'string' ? secret : Buffer.from(secret as ArrayBuffer));
  }
  update(data: string | ArrayBuffer | ArrayBufferView) {
    this.hash.update(typeof data === 'string' ? data : Buffer.from(data as ArrayBuffer));
  }
  async digest() {
    return new Uint8Array(this.hash.digest());
  }
}

const signer = (region: string) =>
  new SignatureV4({
    credentials: s3Credentials,
    region,
    service: 's3',
    sha256: Sha256,
    // S3 signs the path as sent, without encoding it a second time.
    uriEscapePath: false,
  });

/** Whether a request's SigV4 signature is the one our secret makes of what it signed. */
const hasValidSignature = async (request: http.IncomingMessage, body: Buffer) => {
  const authorization = request.headers.authorization ?? '';
  const parts =
    /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([^,]+), ?Signature=([0-9a-f]{64})$/.exec(
      authorization,
    );
  if (!parts || parts[1] !== s3Credentials.accessKeyId) return false;
  const [, , , region, signedHeaders, signature] = parts;
  const url = new URL(request.url!, 'http://stand-in');
  const headers = Object.fromEntries(
    signedHeaders!.split(';').map((name) => [name, String(request.headers[name] ?? '')]),
  );
  const amzDate = String(request.headers['x-amz-date']);
  const signingDate = new Date(
    `${amzDate.slice(0, 4)}-${amzDate.slice(4, 6)}-${amzDate.slice(6, 8)}T${amzDate.slice(9, 11)}:${amzDate.slice(11, 13)}:${amzDate.slice(13, 15)}Z`,
  );
  const query: Record<string, string | string[]> = {};
  for (const [key, value] of url.searchParams) query[key] = value;
  const expected = await signer(region!).sign(
    {
      method: request.method!,
      protocol: 'http:',
      hostname: url.hostname,
      path: url.pathname,
      query,
      headers,
      body,
    },
    { signingDate },
  );
  return String(expected.headers.authorization).endsWith(`Signature=${signature}`);
};

/**
 * A local S3-speaking server for tests: s3rver keeps buckets and objects in a temporary folder, and a
 * front of ours refuses, as S3 does (403 SignatureDoesNotMatch), every request whose SigV4 signature
 * @smithy/signature-v4 does not reproduce with the account's secret (s3rver checks only V2 signatures).
 * The application talks to it through the AWS SDK as it would to AWS or MinIO.
 */
export const startS3Server = async (bucket = 'lonja-media') => {
  const directory = await mkdtemp(join(tmpdir(), 'lonja-s3-'));
  const backend = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port: backendPort } = (await backend.run()) as AddressInfo;
  const refused: string[] = [];
  const front = http.createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    if (!(await hasValidSignature(request, body))) {
      refused.push(`${request.method} ${request.url}`);
      response
        .writeHead(403, { 'content-type': 'application/xml' })
        .end(
          '<?xml version="1.0" encoding="UTF-8"?><Error><Code>SignatureDoesNotMatch</Code><Message>The request signature we calculated does not match the signature you provided.</Message></Error>',
        );
      return;
    }
    const forwarded = http.request(
      {
        host: '127.0.0.1',
        port: backendPort,
        method: request.method,
        path: request.url,
        headers: request.headers,
      },
      (answer) => {
        response.writeHead(answer.statusCode!, answer.headers);
        answer.pipe(response);
      },
    );
    forwarded.end(body);
  });
  front.listen(0, '127.0.0.1');
  await once(front, 'listening');
  const endpoint = `http://127.0.0.1:${(front.address() as AddressInfo).port}`;
  return {
    bucket,
    endpoint,
    /** Requests turned away for their signature. */
    refused,
    /** The settings that point the application at this bucket. */
    env: {
      MEDIA_STORAGE: 's3',
      MEDIA_S3_BUCKET: bucket,
      MEDIA_S3_ENDPOINT: endpoint,
      MEDIA_S3_ACCESS_KEY_ID: s3Credentials.accessKeyId,
      MEDIA_S3_SECRET_ACCESS_KEY: s3Credentials.secretAccessKey,
      MEDIA_S3_FORCE_PATH_STYLE: 'true',
    },
    close: async () => {
      await new Promise((resolve) => front.close(resolve));
      await backend.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
};

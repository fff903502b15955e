/** Posts a SOAP message to the AEAT's web service over mutual TLS with the issuer's certificate. */
import { readFile } from 'node:fs/promises';
import { request } from 'node:https';
import type { TIssuerCertificate } from './issuer-certificate.ts';

/** A failure worth retrying later: the network, a timeout, the service busy or down. */
export class AeatTransportError extends Error {}

export const postToAeat = async ({
  endpoint,
  certificate,
  caFile,
  body,
  timeoutMs = 60_000,
}: {
  endpoint: string;
  certificate: TIssuerCertificate;
  caFile?: string;
  body: string;
  timeoutMs?: number;
}) => {
  const ca = caFile ? await readFile(caFile) : undefined;
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = request(
      endpoint,
      {
        method: 'POST',
        pfx: certificate.pfx,
        passphrase: certificate.password,
        ...(ca ? { ca } : {}),
        headers: {
          'Content-Type': 'text/xml; charset=utf-8',
          SOAPAction: '""',
          'Content-Length': Buffer.byteLength(body),
        },
        timeout: timeoutMs,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
        );
        res.on('error', (error) => reject(new AeatTransportError(error.message)));
      },
    );
    req.on('timeout', () => req.destroy(new Error(`sin respuesta en ${timeoutMs / 1000} s`)));
    req.on('error', (error) =>
      reject(new AeatTransportError(`No se pudo conectar con la AEAT: ${error.message}`)),
    );
    req.end(body);
  });
};

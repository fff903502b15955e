/** The certificate billing records are signed and sent with, read once from its PKCS#12 file. */
import { createPrivateKey } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import forge from 'node-forge';
import { apiText } from '@/common/i18n/api/index.ts';
import { AppError } from '@/server/lib/app-error.ts';

export type TIssuerCertificate = {
  /** The PKCS#12 file as read, for mutual TLS (node:https's `pfx`). */
  pfx: Buffer;
  password: string;
  /** The private key as PKCS#8 DER, for WebCrypto. */
  privateKeyPkcs8: Buffer;
  /** The certificate as base64 DER (X509Certificate in the signature). */
  certificateBase64: string;
  subject: string;
  notAfter: Date;
};

/** Reads a PKCS#12 (.p12/.pfx) file: its first private key and the certificate that goes with it. */
export const loadIssuerCertificate = async (file: string, password: string): Promise<TIssuerCertificate> => {
  const pfx = await readFile(file);
  let p12: forge.pkcs12.Pkcs12Pfx;
  try {
    p12 = forge.pkcs12.pkcs12FromAsn1(forge.asn1.fromDer(pfx.toString('binary')), password);
  } catch {
    throw new AppError('BUSINESS_RULE', apiText.invoices.certificateUnreadable(file));
  }
  const bagOf = (type: string) => p12.getBags({ bagType: type })[type]?.[0];
  const keyBag = bagOf(forge.pki.oids.pkcs8ShroudedKeyBag!) ?? bagOf(forge.pki.oids.keyBag!);
  const certBag = bagOf(forge.pki.oids.certBag!);
  if (!keyBag?.key || !certBag?.cert)
    throw new AppError('BUSINESS_RULE', apiText.invoices.certificateIncomplete(file));
  const privateKeyPkcs8 = createPrivateKey(forge.pki.privateKeyToPem(keyBag.key)).export({
    type: 'pkcs8',
    format: 'der',
  });
  const der = forge.asn1.toDer(forge.pki.certificateToAsn1(certBag.cert)).getBytes();
  return {
    pfx,
    password,
    privateKeyPkcs8,
    certificateBase64: Buffer.from(der, 'binary').toString('base64'),
    subject: certBag.cert.subject.attributes
      .map((a: forge.pki.CertificateField) => `${a.shortName}=${a.value}`)
      .join(', '),
    notAfter: certBag.cert.validity.notAfter,
  };
};

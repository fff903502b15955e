/**
 * Signs a billing record with XAdES (enveloped XAdES-BES: the ds:Signature is the record's last child, where
 * SuministroInformacion.xsd places it), as a no-VERI*FACTU system must (RD 1007/2023, art. 12), through
 * xadesjs on Node's WebCrypto.
 */
import { DOMImplementation, DOMParser, XMLSerializer } from '@xmldom/xmldom';
import * as xadesjs from 'xadesjs';
import xpath from 'xpath';
import type { TIssuerCertificate } from './issuer-certificate.ts';

xadesjs.setNodeDependencies({ DOMParser, XMLSerializer, DOMImplementation, xpath });
xadesjs.Application.setEngine('NodeJS', crypto);

const algorithm = { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' };

/** The record's XML with its enveloped XAdES signature. */
export const signRecordXml = async (xml: string, certificate: TIssuerCertificate, signedAt: Date) => {
  const document = xadesjs.Parse(xml);
  const key = await crypto.subtle.importKey(
    'pkcs8',
    new Uint8Array(certificate.privateKeyPkcs8),
    algorithm,
    false,
    ['sign'],
  );
  const signedXml = new xadesjs.SignedXml();
  const signature = await signedXml.Sign(algorithm, key, document, {
    references: [{ hash: 'SHA-256', transforms: ['enveloped', 'c14n'] }],
    x509: [certificate.certificateBase64],
    signingCertificate: certificate.certificateBase64,
    signingTime: { value: signedAt },
  });
  document.documentElement.appendChild(signature.GetXml()!);
  return new XMLSerializer().serializeToString(document as never);
};

/** Whether a signed record's signature holds (the record untouched since it was signed). */
export const verifyRecordSignature = async (signed: string) => {
  const document = xadesjs.Parse(signed);
  const [element] = Array.from(
    document.getElementsByTagNameNS('http://www.w3.org/2000/09/xmldsig#', 'Signature'),
  );
  if (!element) return false;
  const signedXml = new xadesjs.SignedXml(document);
  signedXml.LoadXml(element);
  // A digest that no longer matches is thrown, not answered: either way the record was changed.
  return signedXml.Verify().catch(() => false);
};

import { generateKeyPairSync } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import forge from 'node-forge';

const keyPair = () => {
  // Node makes the keys (fast); forge only writes certificates and the PKCS#12 file.
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const pem = privateKey.export({ type: 'pkcs1', format: 'pem' }) as string;
  const key = forge.pki.privateKeyFromPem(pem) as forge.pki.rsa.PrivateKey;
  return { key, publicKey: forge.pki.setRsaPublicKey(key.n, key.e), pem };
};

let serial = 1;
const certificate = (options: {
  subject: { name: string; value: string }[];
  publicKey: forge.pki.PublicKey;
  signer: { key: forge.pki.rsa.PrivateKey; subject: forge.pki.CertificateField[] } | null;
  signKey: forge.pki.rsa.PrivateKey;
  extensions: object[];
}) => {
  const cert = forge.pki.createCertificate();
  cert.publicKey = options.publicKey;
  cert.serialNumber = String(++serial).padStart(2, '0');
  cert.validity.notBefore = new Date(Date.now() - 86_400_000);
  cert.validity.notAfter = new Date(Date.now() + 365 * 86_400_000);
  cert.setSubject(options.subject);
  cert.setIssuer(options.signer?.subject ?? options.subject);
  cert.setExtensions(options.extensions);
  cert.sign(options.signKey, forge.md.sha256.create());
  return cert;
};

export type TTestPki = {
  dir: string;
  caPem: string;
  server: { keyPem: string; certPem: string };
  /** The issuer's certificate as a PKCS#12 file (AEAT_CERT_FILE) and its password. */
  client: { file: string; password: string; certPem: string };
  /** A certificate the stand-in's CA never signed, to be refused. */
  stranger: { file: string; password: string };
  close: () => Promise<void>;
};

const p12 = (key: forge.pki.rsa.PrivateKey, cert: forge.pki.Certificate, password: string) =>
  Buffer.from(
    forge.asn1.toDer(forge.pkcs12.toPkcs12Asn1(key, [cert], password, { algorithm: '3des' })).getBytes(),
    'binary',
  );

/** A test CA, a server certificate for 127.0.0.1 and client certificates, in a temporary folder. */
export const createTestPki = async (): Promise<TTestPki> => {
  const dir = await mkdtemp(join(tmpdir(), 'lonja-pki-'));
  const ca = keyPair();
  const caSubject = [{ name: 'commonName', value: 'Lonja test CA' }];
  const caCert = certificate({
    subject: caSubject,
    publicKey: ca.publicKey,
    signer: null,
    signKey: ca.key,
    extensions: [
      { name: 'basicConstraints', cA: true },
      { name: 'keyUsage', keyCertSign: true },
    ],
  });
  const signer = { key: ca.key, subject: caCert.subject.attributes };
  const server = keyPair();
  const serverCert = certificate({
    subject: [{ name: 'commonName', value: 'localhost' }],
    publicKey: server.publicKey,
    signer,
    signKey: ca.key,
    extensions: [
      {
        name: 'subjectAltName',
        altNames: [
          { type: 7, ip: '127.0.0.1' },
          { type: 2, value: 'localhost' },
        ],
      },
    ],
  });
  const client = keyPair();
  const clientCert = certificate({
    subject: [
      { name: 'commonName', value: 'TALLERES TURIA SL - B98765431' },
      { name: 'serialNumber', value: 'VATES-B98765431' },
    ],
    publicKey: client.publicKey,
    signer,
    signKey: ca.key,
    extensions: [{ name: 'keyUsage', digitalSignature: true }],
  });
  const stranger = keyPair();
  const strangerCert = certificate({
    subject: [{ name: 'commonName', value: 'Nobody' }],
    publicKey: stranger.publicKey,
    signer: null,
    signKey: stranger.key,
    extensions: [],
  });
  const password = 'clave-del-certificado';
  const clientFile = join(dir, 'issuer.p12');
  const strangerFile = join(dir, 'stranger.p12');
  await writeFile(clientFile, p12(client.key, clientCert, password));
  await writeFile(strangerFile, p12(stranger.key, strangerCert, password));
  return {
    dir,
    caPem: forge.pki.certificateToPem(caCert),
    server: { keyPem: server.pem, certPem: forge.pki.certificateToPem(serverCert) },
    client: { file: clientFile, password, certPem: forge.pki.certificateToPem(clientCert) },
    stranger: { file: strangerFile, password },
    close: () => rm(dir, { recursive: true, force: true }),
  };
};

/** The app's settings to sign billing records with the PKI's client certificate, as the billing tests run it. */
export const billingConfig = (pki: TTestPki) => ({
  AEAT_CERT_FILE: pki.client.file,
  AEAT_CERT_PASSWORD: pki.client.password,
  VERIFACTU_PRODUCER_NIF: 'B12345674',
});

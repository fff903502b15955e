import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aeatSchemaErrors } from '../../../../../test/aeat-xsd.ts';
import { createTestPki, type TTestPki } from '../../../../../test/test-pki.ts';
import { loadIssuerCertificate } from './issuer-certificate.ts';
import { recordXml, sfNamespace } from './record-xml.ts';
import { signRecordXml, verifyRecordSignature } from './xades-signature.ts';

let pki: TTestPki;
beforeAll(async () => {
  pki = await createTestPki();
});
afterAll(() => pki.close());

const record = recordXml('sf:RegistroAnulacion', {
  'sf:IDVersion': '1.0',
  'sf:IDFactura': {
    'sf:IDEmisorFacturaAnulada': 'B98765431',
    'sf:NumSerieFacturaAnulada': 'TT2026/000012',
    'sf:FechaExpedicionFacturaAnulada': '02-03-2026',
  },
  'sf:Encadenamiento': { 'sf:PrimerRegistro': 'S' },
  'sf:SistemaInformatico': {
    'sf:NombreRazon': 'Lonja Subastas, S.L.',
    'sf:NIF': 'B12345674',
    'sf:NombreSistemaInformatico': 'Lonja',
    'sf:IdSistemaInformatico': 'LJ',
    'sf:Version': '1.0.0',
    'sf:NumeroInstalacion': 'test',
    'sf:TipoUsoPosibleSoloVerifactu': 'N',
    'sf:TipoUsoPosibleMultiOT': 'S',
    'sf:IndicadorMultiplesOT': 'S',
  },
  'sf:FechaHoraHusoGenRegistro': '2026-03-03T09:00:00+01:00',
  'sf:TipoHuella': '01',
  'sf:Huella': 'B'.repeat(64),
});

describe('XAdES signature of a billing record', () => {
  it('signs with the issuer’s PKCS#12 certificate, stays valid against the schema and detects tampering', async () => {
    const certificate = await loadIssuerCertificate(pki.client.file, pki.client.password);
    expect(certificate.subject).toContain('B98765431');
    const signed = await signRecordXml(record, certificate, new Date('2026-03-03T08:00:01Z'));
    expect(signed).toContain('xades:SigningCertificate');
    expect(signed).toContain(certificate.certificateBase64.slice(0, 40));
    expect(signed).toContain(`xmlns:sf="${sfNamespace}"`);
    expect(await aeatSchemaErrors(signed, 'SuministroInformacion.xsd')).toEqual([]);
    expect(await verifyRecordSignature(signed)).toBe(true);
    expect(await verifyRecordSignature(signed.replace('TT2026/000012', 'TT2026/000013'))).toBe(false);
  });

  it('refuses a certificate file with the wrong password in Spanish', async () => {
    await expect(loadIssuerCertificate(pki.client.file, 'otra')).rejects.toThrow(/no se puede abrir/);
  });
});

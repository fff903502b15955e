import { describe, expect, it } from 'vitest';
import type { invoices } from '@/server/db/schema/index.ts';
import { aeatSchemaErrors } from '../../../../../test/aeat-xsd.ts';
import { billingFingerprint, cancellationFingerprint } from '../verifactu.ts';
import { cancellationTree, recordXml, registrationTree, type TComputerSystem } from './record-xml.ts';

const system: TComputerSystem = {
  producerName: 'Lonja Subastas, S.L.',
  producerNif: 'B12345674',
  version: '1.0.0',
  installation: 'lonja-produccion-1',
};

const invoice = (overrides: Partial<typeof invoices.$inferSelect> = {}): typeof invoices.$inferSelect => {
  const row = {
    id: 7,
    kind: 'F1' as const,
    issuerNif: 'B98765431',
    series: 'TT2026',
    number: 12,
    fullNumber: 'TT2026/000012',
    issueDate: '2026-03-02',
    settlementId: 1,
    userId: 1,
    auctionId: 1,
    rectifiedInvoiceId: null,
    rectificationReason: null,
    issuer: {
      name: 'Talleres Turia, S.L. & Cía <en liquidación>',
      nif: 'B98765431',
      address: 'Calle de Colón 1',
    },
    recipient: { name: 'Ana Ruiz Soler', nif: '12345678Z', address: 'Calle Mayor 3', idType: 'nif' as const },
    lines: [
      { description: 'Lote 1: torno', base: 100_000, vatPercent: 21, vat: 21_000 },
      { description: 'Lote 2: libros', base: 5_000, vatPercent: null, vat: 0 },
    ],
    taxBreakdown: [
      { vatPercent: 21, base: 100_000, vat: 21_000 },
      { vatPercent: null, base: 5_000, vat: 0 },
    ],
    taxTotal: 21_000,
    total: 126_000,
    recordedAt: '2026-03-02T10:15:00+01:00',
    previousInvoiceId: 6,
    previousFingerprint: 'A'.repeat(64),
    fingerprint: '',
    issuedBy: null,
    createdOn: new Date(),
    ...overrides,
  };
  return { ...row, fingerprint: billingFingerprint(row) };
};

const previous = {
  issuerNif: 'B98765431',
  fullNumber: 'TT2026/000011',
  issueDate: '2026-03-01',
  fingerprint: 'A'.repeat(64),
};

describe('billing records as the AEAT’s XML', () => {
  it('writes an F1 alta that the official schema accepts, with its breakdown, recipient and chain', async () => {
    const xml = recordXml(
      'sf:RegistroAlta',
      registrationTree({ invoice: invoice(), previous, rectified: null, system }),
    );
    expect(await aeatSchemaErrors(xml, 'SuministroInformacion.xsd')).toEqual([]);
    expect(xml).toContain('<sf:NombreRazonEmisor>Talleres Turia, S.L. &amp; Cía &lt;en liquidación&gt;');
    expect(xml).toContain(
      '<sf:CalificacionOperacion>S1</sf:CalificacionOperacion><sf:TipoImpositivo>21</sf:TipoImpositivo>',
    );
    expect(xml).toContain('<sf:OperacionExenta>E1</sf:OperacionExenta>');
    expect(xml).toContain('<sf:FechaExpedicionFactura>01-03-2026</sf:FechaExpedicionFactura>');
    expect(xml).toContain(`<sf:Huella>${invoice().fingerprint}</sf:Huella>`);
  });

  it('writes a rectificativa by differences, negative amounts, and a foreign recipient as IDOtro', async () => {
    const xml = recordXml(
      'sf:RegistroAlta',
      registrationTree({
        invoice: invoice({
          kind: 'R3',
          recipient: {
            name: 'John Smith',
            nif: 'X1234567',
            address: 'London',
            idType: 'passport',
            country: 'GB',
          },
          taxBreakdown: [{ vatPercent: 21, base: -100_000, vat: -21_000 }],
          taxTotal: -21_000,
          total: -121_000,
        }),
        previous: null,
        rectified: { issuerNif: 'B98765431', fullNumber: 'TT2026/000001', issueDate: '2026-01-10' },
        system,
      }),
    );
    expect(await aeatSchemaErrors(xml, 'SuministroInformacion.xsd')).toEqual([]);
    expect(xml).toContain(
      '<sf:TipoFactura>R3</sf:TipoFactura><sf:TipoRectificativa>I</sf:TipoRectificativa>',
    );
    expect(xml).toContain(
      '<sf:IDOtro><sf:CodigoPais>GB</sf:CodigoPais><sf:IDType>03</sf:IDType><sf:ID>X1234567</sf:ID></sf:IDOtro>',
    );
    expect(xml).toContain('<sf:ImporteTotal>-1210.00</sf:ImporteTotal>');
    expect(xml).toContain('<sf:PrimerRegistro>S</sf:PrimerRegistro>');
  });

  it('writes an anulación with its own fingerprint that the official schema accepts', async () => {
    const cancelled = invoice();
    const recordedAt = '2026-03-03T09:00:00+01:00';
    const fingerprint = cancellationFingerprint({
      ...cancelled,
      previousFingerprint: cancelled.fingerprint,
      recordedAt,
    });
    const xml = recordXml(
      'sf:RegistroAnulacion',
      cancellationTree({
        invoice: cancelled,
        record: { fingerprint, recordedAt },
        previous: { ...cancelled, fingerprint: cancelled.fingerprint },
        system,
      }),
    );
    expect(await aeatSchemaErrors(xml, 'SuministroInformacion.xsd')).toEqual([]);
    expect(xml).toContain('<sf:NumSerieFacturaAnulada>TT2026/000012</sf:NumSerieFacturaAnulada>');
    expect(fingerprint).not.toBe(cancelled.fingerprint);
  });

  it('is refused by the schema when a field breaks it', async () => {
    const xml = recordXml(
      'sf:RegistroAlta',
      registrationTree({ invoice: invoice({ issuerNif: 'B9876543' }), previous, rectified: null, system }),
    );
    expect((await aeatSchemaErrors(xml, 'SuministroInformacion.xsd')).join()).toMatch(/IDEmisorFactura/);
  });
});

/**
 * Billing records as the AEAT's XML (SuministroInformacion.xsd, in ./xsd): RegistroAlta for an issued invoice,
 * RegistroAnulacion for a cancelled one. Built as element trees for fast-xml-parser's builder, so the SOAP
 * envelope (submission-envelope.ts) nests the same trees and text is always escaped.
 */
import { XMLBuilder } from 'fast-xml-parser';
import { isRectification } from '@/common/schemas/invoices.ts';
import { lineTaxTreatment } from '@/common/tax-treatment.ts';
import type { invoices, TInvoiceParty } from '@/server/db/schema/index.ts';
import { aeatAmount, aeatDate } from '../verifactu.ts';

type TInvoiceRow = typeof invoices.$inferSelect;
export type TXmlTree = Record<string, unknown>;

export const sfNamespace =
  'https://www2.agenciatributaria.gob.es/static_files/common/internet/dep/aplicaciones/es/aeat/tike/cont/ws/SuministroInformacion.xsd';
export const sfLrNamespace =
  'https://www2.agenciatributaria.gob.es/static_files/common/internet/dep/aplicaciones/es/aeat/tike/cont/ws/SuministroLR.xsd';

/** SistemaInformatico: who made the software and which installation wrote the record. */
export type TComputerSystem = {
  producerName: string;
  producerNif: string;
  version: string;
  installation: string;
};

/** The record before this one in the issuer's chain: its invoice's IDFactura and its own fingerprint. */
export type TChainLink = {
  issuerNif: string;
  fullNumber: string;
  issueDate: string;
  fingerprint: string;
} | null;

const chaining = (previous: TChainLink) =>
  previous
    ? {
        'sf:RegistroAnterior': {
          'sf:IDEmisorFactura': previous.issuerNif,
          'sf:NumSerieFactura': previous.fullNumber,
          'sf:FechaExpedicionFactura': aeatDate(previous.issueDate),
          'sf:Huella': previous.fingerprint,
        },
      }
    : { 'sf:PrimerRegistro': 'S' };

const systemTree = (system: TComputerSystem) => ({
  'sf:NombreRazon': system.producerName,
  'sf:NIF': system.producerNif,
  'sf:NombreSistemaInformatico': 'Lonja',
  'sf:IdSistemaInformatico': 'LJ',
  'sf:Version': system.version,
  'sf:NumeroInstalacion': system.installation,
  'sf:TipoUsoPosibleSoloVerifactu': 'N',
  // One installation invoices for many issuers (each auction's consignor and the house).
  'sf:TipoUsoPosibleMultiOT': 'S',
  'sf:IndicadorMultiplesOT': 'S',
});

/** IDOtro's IDType for identifiers that are not a Spanish NIF: 02 NIF-IVA, 03 passport. */
const otherIdTypes = { 'eu-vat': '02', passport: '03' } as const;

/** A recipient as PersonaFisicaJuridicaType: a Spanish NIF/NIE/CIF as NIF, anything else as IDOtro. */
export const partyTree = (party: TInvoiceParty) => {
  const idType = party.idType ?? 'nif';
  const id =
    idType === 'eu-vat' || idType === 'passport'
      ? {
          'sf:IDOtro': {
            ...(party.country ? { 'sf:CodigoPais': party.country } : {}),
            'sf:IDType': otherIdTypes[idType],
            'sf:ID': party.nif,
          },
        }
      : { 'sf:NIF': party.nif };
  return { 'sf:NombreRazon': party.name.slice(0, 120), ...id };
};

/**
 * Desglose: one DetalleDesglose per group of the invoice's tax breakdown, its keys from the group's tax
 * treatment (`lineTaxTreatment`, docs/after-the-hammer.md, "Tax treatment"): subject at a rate (S1, regime
 * 01), exempt (E1), not subject (N1/N2, no rate or quota) or REBU (regime 03: the invoice shows no quota,
 * so the record carries the total as the base at rate 0, as the SII's REBU guidance does).
 */
const breakdownTree = (invoice: TInvoiceRow) => ({
  'sf:DetalleDesglose': invoice.taxBreakdown.map((group) => {
    const keys = lineTaxTreatment(group);
    const base = { 'sf:BaseImponibleOimporteNoSujeto': aeatAmount(group.base) };
    if (keys.exemptionCause)
      return {
        'sf:Impuesto': '01',
        'sf:ClaveRegimen': keys.regimeKey,
        'sf:OperacionExenta': keys.exemptionCause,
        ...base,
      };
    if (keys.qualification !== 'S1')
      return {
        'sf:Impuesto': '01',
        'sf:ClaveRegimen': keys.regimeKey,
        'sf:CalificacionOperacion': keys.qualification,
        ...base,
      };
    return {
      'sf:Impuesto': '01',
      'sf:ClaveRegimen': keys.regimeKey,
      'sf:CalificacionOperacion': 'S1',
      'sf:TipoImpositivo': String(group.vatPercent ?? 0),
      ...base,
      'sf:CuotaRepercutida': aeatAmount(group.vat),
    };
  }),
});

/** What the invoice is for, as DescripcionOperacion (at most 500 characters). */
const operationDescription = (invoice: TInvoiceRow) => {
  const text = `${isRectification(invoice.kind) ? 'Rectificación: ' : ''}${invoice.lines
    .map((line) => line.description)
    .join('; ')}`;
  return text.length > 500 ? `${text.slice(0, 497)}...` : text || 'Venta en subasta';
};

/** RegistroAlta of an issued invoice (F1, or R1–R4 rectifying `rectified` by differences). */
export const registrationTree = ({
  invoice,
  previous,
  rectified,
  system,
}: {
  invoice: TInvoiceRow;
  previous: TChainLink;
  rectified: Pick<TInvoiceRow, 'issuerNif' | 'fullNumber' | 'issueDate'> | null;
  system: TComputerSystem;
}): TXmlTree => ({
  'sf:IDVersion': '1.0',
  'sf:IDFactura': {
    'sf:IDEmisorFactura': invoice.issuerNif,
    'sf:NumSerieFactura': invoice.fullNumber,
    'sf:FechaExpedicionFactura': aeatDate(invoice.issueDate),
  },
  'sf:NombreRazonEmisor': invoice.issuer.name.slice(0, 120),
  'sf:TipoFactura': invoice.kind,
  ...(isRectification(invoice.kind)
    ? {
        // Lonja rectifies by differences: the rectificativa carries the negated amounts (art. 15 RD 1619/2012).
        'sf:TipoRectificativa': 'I',
        ...(rectified
          ? {
              'sf:FacturasRectificadas': {
                'sf:IDFacturaRectificada': {
                  'sf:IDEmisorFactura': rectified.issuerNif,
                  'sf:NumSerieFactura': rectified.fullNumber,
                  'sf:FechaExpedicionFactura': aeatDate(rectified.issueDate),
                },
              },
            }
          : {}),
      }
    : {}),
  'sf:DescripcionOperacion': operationDescription(invoice),
  ...(invoice.recipient.nif
    ? { 'sf:Destinatarios': { 'sf:IDDestinatario': partyTree(invoice.recipient) } }
    : {}),
  'sf:Desglose': breakdownTree(invoice),
  'sf:CuotaTotal': aeatAmount(invoice.taxTotal),
  'sf:ImporteTotal': aeatAmount(invoice.total),
  'sf:Encadenamiento': chaining(previous),
  'sf:SistemaInformatico': systemTree(system),
  'sf:FechaHoraHusoGenRegistro': invoice.recordedAt,
  'sf:TipoHuella': '01',
  'sf:Huella': invoice.fingerprint,
});

/** RegistroAnulacion: cancels the invoice's alta; its own fingerprint and place in the chain. */
export const cancellationTree = ({
  invoice,
  record,
  previous,
  system,
}: {
  invoice: Pick<TInvoiceRow, 'issuerNif' | 'fullNumber' | 'issueDate'>;
  record: { fingerprint: string; recordedAt: string };
  previous: TChainLink;
  system: TComputerSystem;
}): TXmlTree => ({
  'sf:IDVersion': '1.0',
  'sf:IDFactura': {
    'sf:IDEmisorFacturaAnulada': invoice.issuerNif,
    'sf:NumSerieFacturaAnulada': invoice.fullNumber,
    'sf:FechaExpedicionFacturaAnulada': aeatDate(invoice.issueDate),
  },
  'sf:Encadenamiento': chaining(previous),
  'sf:SistemaInformatico': systemTree(system),
  'sf:FechaHoraHusoGenRegistro': record.recordedAt,
  'sf:TipoHuella': '01',
  'sf:Huella': record.fingerprint,
});

const builder = new XMLBuilder({ ignoreAttributes: false, attributeNamePrefix: '@_', format: false });

/** An element tree as an XML document. */
export const toXml = (tree: TXmlTree) =>
  `<?xml version="1.0" encoding="UTF-8"?>${builder.build(tree) as string}`;

/** A record on its own, as kept and signed: `<sf:RegistroAlta xmlns:sf="…">…`. */
export const recordXml = (element: 'sf:RegistroAlta' | 'sf:RegistroAnulacion', tree: TXmlTree) =>
  toXml({ [element]: { '@_xmlns:sf': sfNamespace, ...tree } });

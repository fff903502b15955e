import { createHash } from 'node:crypto';
import type { TInvoiceKind } from '@/common/schemas/invoices.ts';

/**
 * VERI*FACTU billing records (RD 1007/2023, Orden HAC/1177/2024): each issued invoice is a record whose
 * fingerprint (*huella*) chains it to the issuer's previous record, and whose PDF carries a QR code the
 * buyer can check against the AEAT. Field names, order and formats follow the AEAT's "Detalle de las
 * especificaciones técnicas para generación de la huella o hash de los registros de facturación".
 */

export type TBillingRecord = {
  /** IDEmisorFactura: the issuer's NIF. */
  issuerNif: string;
  /** NumSerieFactura: series and number as printed. */
  fullNumber: string;
  /** FechaExpedicionFactura, `YYYY-MM-DD` (printed dd-mm-yyyy). */
  issueDate: string;
  /** TipoFactura. */
  kind: TInvoiceKind;
  /** CuotaTotal and ImporteTotal, in cents. */
  taxTotal: number;
  total: number;
  /** The issuer's previous record's fingerprint; empty for the first record of a chain. */
  previousFingerprint: string | null;
  /** FechaHoraHusoGenRegistro: ISO 8601 with the offset, e.g. 2024-01-01T19:20:30+01:00. */
  recordedAt: string;
};

/** dd-mm-yyyy, the date format of the fingerprint and the QR. */
export const aeatDate = (isoDate: string) => {
  const [year, month, day] = isoDate.slice(0, 10).split('-');
  return `${day}-${month}-${year}`;
};

/** Cents as the specification writes amounts: a dot and two decimals, minus sign when negative. */
export const aeatAmount = (cents: number) => {
  const sign = cents < 0 ? '-' : '';
  const absolute = Math.abs(cents);
  return `${sign}${Math.floor(absolute / 100)}.${String(absolute % 100).padStart(2, '0')}`;
};

/** The fingerprint of a registration record (*RegistroAlta*): uppercase hex SHA-256 of its fields. */
export const billingFingerprint = (record: TBillingRecord) => {
  const fields = [
    ['IDEmisorFactura', record.issuerNif],
    ['NumSerieFactura', record.fullNumber],
    ['FechaExpedicionFactura', aeatDate(record.issueDate)],
    ['TipoFactura', record.kind],
    ['CuotaTotal', aeatAmount(record.taxTotal)],
    ['ImporteTotal', aeatAmount(record.total)],
    ['Huella', record.previousFingerprint ?? ''],
    ['FechaHoraHusoGenRegistro', record.recordedAt],
  ];
  // Values are trimmed: the specification hashes them without leading or trailing spaces.
  const text = fields.map(([name, value]) => `${name}=${value!.trim()}`).join('&');
  return createHash('sha256').update(text, 'utf8').digest('hex').toUpperCase();
};

/** The fingerprint of a cancellation record (*RegistroAnulacion*), from its own field list. */
export const cancellationFingerprint = (record: {
  issuerNif: string;
  fullNumber: string;
  issueDate: string;
  previousFingerprint: string | null;
  recordedAt: string;
}) => {
  const fields = [
    ['IDEmisorFacturaAnulada', record.issuerNif],
    ['NumSerieFacturaAnulada', record.fullNumber],
    ['FechaExpedicionFacturaAnulada', aeatDate(record.issueDate)],
    ['Huella', record.previousFingerprint ?? ''],
    ['FechaHoraHusoGenRegistro', record.recordedAt],
  ];
  const text = fields.map(([name, value]) => `${name}=${value!.trim()}`).join('&');
  return createHash('sha256').update(text, 'utf8').digest('hex').toUpperCase();
};

const madridOffset = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Madrid',
  timeZoneName: 'longOffset',
});
const madridClock = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Madrid',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** An instant as FechaHoraHusoGenRegistro: Madrid's wall clock with its offset (+01:00 or +02:00). */
export const madridTimestamp = (instant: Date) => {
  const values: Record<string, string> = {};
  for (const part of madridClock.formatToParts(instant)) values[part.type] = part.value;
  const zone =
    madridOffset.formatToParts(instant).find((part) => part.type === 'timeZoneName')?.value ?? 'GMT+01:00';
  const offset = zone === 'GMT' ? '+00:00' : zone.replace('GMT', '');
  return `${values.year}-${values.month}-${values.day}T${values.hour}:${values.minute}:${values.second}${offset}`;
};

/**
 * The AEAT's verification URL printed as the invoice's QR code: `nif`, `numserie`, `fecha` (dd-mm-yyyy) and
 * `importe` (the total), URL-encoded.
 */
export const verificationUrl = (
  baseUrl: string,
  record: Pick<TBillingRecord, 'issuerNif' | 'fullNumber' | 'issueDate' | 'total'>,
) => {
  const query = new URLSearchParams({
    nif: record.issuerNif,
    numserie: record.fullNumber,
    fecha: aeatDate(record.issueDate),
    importe: aeatAmount(record.total),
  });
  return `${baseUrl}?${query.toString()}`;
};

/**
 * What the invoice prints for the buyer to check it: the QR's address and the legend. Only a record sent to
 * the AEAT (VERI*FACTU mode) may carry the "VERI*FACTU" legend and the ValidarQR address; otherwise the QR
 * goes to ValidarQRNoVerifactu with the same parameters, and no legend.
 */
export const invoiceVerification = (
  record: Pick<TBillingRecord, 'issuerNif' | 'fullNumber' | 'issueDate' | 'total'>,
  mode: 'verifactu' | 'no-verifactu',
  urls: { verifactu: string; noVerifactu: string },
) => ({
  qrUrl: verificationUrl(mode === 'verifactu' ? urls.verifactu : urls.noVerifactu, record),
  legend: mode === 'verifactu' ? 'VERI*FACTU' : null,
});

import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { aeatAmount, billingFingerprint, madridTimestamp, verificationUrl } from './verifactu.ts';

/** The worked examples of the AEAT's "especificaciones técnicas para generación de la huella". */
const first = {
  issuerNif: '89890001K',
  fullNumber: '12345678/G33',
  issueDate: '2024-01-01',
  kind: 'F1' as const,
  taxTotal: 1235,
  total: 12345,
  previousFingerprint: null,
  recordedAt: '2024-01-01T19:20:30+01:00',
};

describe('VERI*FACTU billing records', () => {
  it('fingerprints the specification’s first record exactly', () => {
    expect(billingFingerprint(first)).toBe(
      '3C464DAF61ACB827C65FDA19F352A4E3BDC2C640E9E9FC4CC058073F38F12F60',
    );
  });

  it('chains the second record to the first', () => {
    const second = {
      ...first,
      fullNumber: '12345679/G34',
      previousFingerprint: billingFingerprint(first),
      recordedAt: '2024-01-01T19:20:35+01:00',
    };
    expect(billingFingerprint(second)).toBe(
      'F7B94CFD8924EDFF273501B01EE5153E4CE8F259766F88CF6ACB8935802A2B97',
    );
  });

  it('fingerprints a rectifying record (R1) of negative amounts, chained to the invoice it corrects', () => {
    const invoice = billingFingerprint(first);
    const rectifying = {
      issuerNif: '89890001K',
      fullNumber: 'R2024/7',
      issueDate: '2024-01-02',
      kind: 'R1' as const,
      taxTotal: -1235,
      total: -12345,
      previousFingerprint: invoice,
      recordedAt: '2024-01-02T10:00:00+01:00',
    };
    // The string the specification hashes, written out by hand: minus signs kept, two decimals, a dot.
    const text = `IDEmisorFactura=89890001K&NumSerieFactura=R2024/7&FechaExpedicionFactura=02-01-2024&TipoFactura=R1&CuotaTotal=-12.35&ImporteTotal=-123.45&Huella=${invoice}&FechaHoraHusoGenRegistro=2024-01-02T10:00:00+01:00`;
    expect(billingFingerprint(rectifying)).toBe(
      createHash('sha256').update(text, 'utf8').digest('hex').toUpperCase(),
    );
    expect(billingFingerprint({ ...rectifying, taxTotal: -5, total: -100 })).toBe(
      createHash('sha256')
        .update(
          text
            .replace('CuotaTotal=-12.35', 'CuotaTotal=-0.05')
            .replace('ImporteTotal=-123.45', 'ImporteTotal=-1.00'),
        )
        .digest('hex')
        .toUpperCase(),
    );
  });

  it('writes amounts with a dot and two decimals, negative ones with a minus', () => {
    expect(aeatAmount(12345)).toBe('123.45');
    expect(aeatAmount(5)).toBe('0.05');
    expect(aeatAmount(-12000)).toBe('-120.00');
  });

  it('stamps records in Madrid time with its offset, winter and summer', () => {
    expect(madridTimestamp(new Date('2024-01-01T18:20:30Z'))).toBe('2024-01-01T19:20:30+01:00');
    expect(madridTimestamp(new Date('2024-07-01T18:20:30Z'))).toBe('2024-07-01T20:20:30+02:00');
  });

  it('builds the QR’s verification URL with the four fields, encoded', () => {
    const url = new URL(
      verificationUrl('https://www2.agenciatributaria.gob.es/wlpl/TIKE-CONT/ValidarQR', {
        issuerNif: '89890001K',
        fullNumber: '12345678&G33',
        issueDate: '2024-01-01',
        total: 24140,
      }),
    );
    expect(url.searchParams.get('nif')).toBe('89890001K');
    expect(url.searchParams.get('numserie')).toBe('12345678&G33');
    expect(url.searchParams.get('fecha')).toBe('01-01-2024');
    expect(url.searchParams.get('importe')).toBe('241.40');
    expect(url.search).toContain('numserie=12345678%26G33');
  });
});

import { describe, expect, it } from 'vitest';
import { lineTaxTreatment } from '@/common/tax-treatment.ts';
import type { invoices } from '@/server/db/schema/index.ts';
import type { TPdfDefinition } from '@/server/documents/pdf.ts';
import { releaseNoteDefinition } from '@/server/modules/collections/release-note-pdf.ts';
import { invoiceDefinition } from '@/server/modules/invoices/invoice-pdf.ts';
import { withdrawalDefinition } from '@/server/modules/withdrawals/withdrawal-pdf.ts';
import { en } from './en.ts';
import { es } from './es.ts';

/** Every string a pdfmake definition prints, one a line, as the other PDF tests read them. */
const printed = (definition: TPdfDefinition) => {
  const texts: string[] = [];
  const walk = (node: unknown): void => {
    if (typeof node === 'string') texts.push(node);
    else if (Array.isArray(node)) node.forEach(walk);
    else if (node && typeof node === 'object')
      for (const [key, value] of Object.entries(node))
        if (['text', 'stack', 'columns', 'table', 'body', 'content'].includes(key)) walk(value);
  };
  walk(definition.content);
  return texts.join('\n');
};

/** Lines under every case of tax treatment an invoice can print, each with its note. */
const lines = [
  {
    description: 'Nave industrial',
    base: 150_050,
    vatPercent: null,
    vat: 0,
    treatment: 'exempt',
    provision: '20.1.22',
  },
  {
    description: 'Mobiliario de un particular',
    base: 10_000,
    vatPercent: null,
    vat: 0,
    treatment: 'not-subject',
    provision: '4',
  },
  { description: 'Cuadro', base: 20_000, vatPercent: null, vat: 0, treatment: 'rebu' },
  {
    description: 'Torno a Francia',
    base: 30_000,
    vatPercent: null,
    vat: 0,
    treatment: 'exempt',
    provision: '25',
  },
  {
    description: 'Fresadora a Suiza',
    base: 40_000,
    vatPercent: null,
    vat: 0,
    treatment: 'exempt',
    provision: '21',
  },
  {
    description: 'Comisión (UE)',
    base: 5_000,
    vatPercent: null,
    vat: 0,
    treatment: 'not-subject',
    provision: '69-eu',
  },
  {
    description: 'Comisión (fuera de la UE)',
    base: 4_000,
    vatPercent: null,
    vat: 0,
    treatment: 'not-subject',
    provision: '69',
  },
  { description: 'Carretilla', base: 100_000, vatPercent: 21, vat: 21_000, treatment: 'general' },
] as const;

const invoice = {
  id: 1,
  kind: 'R2',
  series: 'LJ2026',
  fullNumber: 'LJ2026-000042',
  issueDate: '2026-11-27',
  rectificationReason: 'Concurso del comprador',
  issuer: { name: 'Lonja Subastas S.L.', nif: 'B98765431', address: 'Calle de Colón 1, Valencia' },
  recipient: {
    name: 'Société Exemple',
    nif: 'FR40303265045',
    address: '1 rue de la Paix, Paris',
    idType: 'eu-vat',
    country: 'FR',
  },
  lines: lines.map((line) => ({ ...line })),
  taxBreakdown: [{ vatPercent: 21, base: 100_000, vat: 21_000 }],
  taxTotal: 21_000,
  total: 380_050,
  fingerprint: 'ABC123',
} as unknown as typeof invoices.$inferSelect;

describe("an English-speaking buyer's invoice", () => {
  const english = printed(
    invoiceDefinition(invoice, { qr: '<svg/>', language: 'en', rectifiedNumber: 'LJ2026-000041' }),
  );
  const spanish = printed(invoiceDefinition(invoice, { qr: '<svg/>', rectifiedNumber: 'LJ2026-000041' }));

  it('puts the English beside every Spanish label, the Spanish kept whole', () => {
    for (const label of [
      'corrective',
      'number',
      'series',
      'issueDate',
      'corrects',
      'reason',
      'legalGround',
      'byDifferences',
      'taxQr',
      'issuer',
      'recipient',
      'description',
      'taxableBase',
      'vat',
      'vatAmount',
      'amount',
      'vatRate',
      'totalVat',
      'total',
      'fingerprint',
      'exempt',
      'notSubject',
    ] as const)
      expect(english).toContain(`${es.invoice[label]} / ${en.invoice[label]}`);
    expect(english).toContain('NIF-IVA / VAT no.: FR40303265045 (FR)');
    expect(english).toContain(
      `${es.invoice.rectificationGrounds.R2} / ${en.invoice.rectificationGrounds.R2}`,
    );
  });

  it('words every tax note in Spanish, as the law asks, and in English under it', () => {
    for (const line of lines) {
      const legend = lineTaxTreatment(line).legend;
      if (legend) expect(english).toContain(legend);
    }
    for (const note of [
      'Exempt from VAT (art. 20.Uno.22º Ley 37/1992).',
      'Not subject to VAT (art. 4 Ley 37/1992).',
      'Margin scheme for second-hand goods',
      'Intra-Community supply exempt from VAT (art. 25.Uno Ley 37/1992; Article 138 of Directive 2006/112/EC)',
      'Export exempt from VAT (art. 21.1º Ley 37/1992), proven by the customs document.',
      'Reverse charge: the customer accounts for the VAT.',
      'the customer is established outside the EU.',
    ])
      expect(english).toContain(note);
  });

  it('shows amounts and the date as an English reader reads them', () => {
    expect(english).toContain('€1,500.50');
    expect(english).toContain('€3,800.50');
    expect(english).toContain('27 Nov 2026');
    expect(english).not.toMatch(/\d\u00a0€|27\/11\/2026/);
  });

  it("leaves a Spanish buyer's invoice as it always was", () => {
    expect(spanish).toContain('Factura rectificativa (R2)');
    expect(spanish).toContain('1.500,50\u00a0€');
    expect(spanish).toContain('27/11/2026');
    expect(spanish).not.toMatch(/Invoice|Exempt|Reverse charge|VAT no\./);
  });
});

describe("an English-speaking buyer's release note", () => {
  const note = {
    siteName: 'Lonja',
    auctionTitle: 'Maquinaria de Talleres Ibarra',
    address: null,
    buyerName: 'Emily Carter',
    buyerNif: 'X1234567L',
    reference: 'LQ-000123',
    code: 'ABCDEFGHJK',
    slot: { startsAt: '2026-11-27T17:00:00Z', endsAt: '2026-11-27T17:30:00Z' },
    lastCollectionDate: '2026-12-10T17:00:00Z',
    lines: [{ title: 'Lot 3: Lagun mill', description: 'Lagun mill', collectedOn: '2026-11-27T17:10:00Z' }],
    scanUrl: 'http://localhost/admin/retiradas?codigo=ABCDEFGHJK',
    language: 'en' as const,
  };
  const text = printed(releaseNoteDefinition(note, '<svg xmlns="http://www.w3.org/2000/svg"/>'));

  it('is in English, dates named with their zone', () => {
    for (const word of ['Release note', 'Buyer', 'Tax ID: X1234567L', 'Collection address: the one given'])
      expect(text).toContain(word);
    expect(text).toContain('Booked slot: 27 Nov 2026, 18:00 CET – 27 Nov 2026, 18:30 CET');
    expect(text).toContain('Collection deadline: 10 Dec 2026, 18:00 CET');
    expect(text).toContain('27 Nov 2026, 18:10 CET');
    expect(text).not.toMatch(/Albarán|Comprador|NIF|Turno|h$/m);
  });
});

describe("an English-speaking consumer's withdrawal form", () => {
  const text = printed(
    withdrawalDefinition({
      siteName: 'Lonja',
      trader: {
        name: 'Lonja Subastas S.L.',
        address: 'Calle de Colón 1, Valencia',
        email: 'hola@lonja.test',
      },
      declaration: {
        consumerName: 'Emily Carter',
        consumerAddress: '10 High Street, Bristol',
        goods: 'Lot 3: Lagun mill',
        awardedOn: '2026-11-02T12:00:00Z',
        receivedOn: '2026-11-20T12:00:00Z',
        declaredOn: '2026-11-27T12:00:00Z',
      },
      language: 'en',
    }),
  );

  it('is in English, dates with the month named', () => {
    for (const word of [
      'Withdrawal form',
      'I hereby give notice that I withdraw',
      'Won on',
      '2 Nov 2026',
      'Received (collected) on',
      '20 Nov 2026',
      '27 Nov 2026',
      'Submitted online from the consumer’s account',
    ])
      expect(text).toContain(word);
    expect(text).not.toMatch(/desist|Adjudicado|\d\d\/\d\d\/\d{4}/);
  });
});

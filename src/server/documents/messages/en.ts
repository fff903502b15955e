import type { TDocumentMessages } from './shape.ts';

/**
 * The documents in English (docs/product.md#languages), British English: the same keys as es.ts, so a
 * missing one fails tsc. On the invoice these words go beside the Spanish ones, never instead of them.
 */
export const en: TDocumentMessages = {
  invoice: {
    title: 'Invoice',
    corrective: 'Corrective invoice',
    number: 'Number',
    series: 'Series',
    issueDate: 'Date of issue',
    corrects: 'Corrects invoice',
    reason: 'Reason',
    legalGround: 'Legal ground',
    byDifferences: 'Correction by differences: cancels the amounts of the original invoice.',
    taxQr: 'Tax QR code:',
    issuer: 'Issuer',
    recipient: 'Recipient',
    description: 'Description',
    taxableBase: 'Taxable base',
    vat: 'VAT',
    vatAmount: 'VAT amount',
    amount: 'Amount',
    vatRate: 'VAT rate',
    base: 'Base',
    totalVat: 'Total VAT',
    total: 'Invoice total',
    fingerprint: 'Billing record fingerprint',
    exempt: 'Exempt',
    notSubject: 'Not subject to VAT',
    idLabels: {
      nif: 'Tax ID',
      nie: 'Foreigner ID',
      cif: 'Company tax ID',
      'eu-vat': 'VAT no.',
      passport: 'Passport',
    },
    rectificationGrounds: {
      R1: 'an error in law or the cancellation of the sale',
      R2: 'the customer is in insolvency proceedings',
      R3: 'an uncollectable debt',
      R4: 'other causes',
    },
    taxNote: ({ kind, article }) => {
      switch (kind) {
        case 'rebu':
          return 'Margin scheme for second-hand goods, works of art, antiques and collectors’ items: no VAT is shown on this invoice.';
        case 'exempt':
          return `Exempt from VAT (${article ?? 'art. 20 Ley 37/1992'}).`;
        case 'not-subject':
          return `Not subject to VAT (${article ?? 'Ley 37/1992'}).`;
        case 'intra-eu-supply':
          return 'Intra-Community supply exempt from VAT (art. 25.Uno Ley 37/1992; Article 138 of Directive 2006/112/EC): the goods are transported to the buyer’s member state.';
        case 'export':
          return 'Export exempt from VAT (art. 21.1º Ley 37/1992), proven by the customs document.';
        case 'reverse-charge':
          return 'Not subject to Spanish VAT (art. 69.Uno.1º Ley 37/1992; Article 44 of Directive 2006/112/EC). Reverse charge: the customer accounts for the VAT.';
        case 'outside-eu-service':
          return 'Not subject to Spanish VAT (art. 69.Uno.1º Ley 37/1992): the customer is established outside the EU.';
      }
    },
  },
  releaseNote: {
    title: 'Release note',
    fileName: (code) => `release-note-${code}.pdf`,
    buyer: 'Buyer',
    taxId: 'Tax ID',
    settlement: 'Statement',
    place: 'Collection address',
    placeUnknown: 'the one given in the auction',
    slot: 'Booked slot',
    noSlot: 'No slot booked: book one in your account before you come.',
    deadline: 'Collection deadline',
    code: 'Collection code',
    scan: 'Scan at the warehouse',
    lot: 'Lot',
    delivered: 'Handed over',
    bring:
      'Bring this release note and your identity document. Anyone collecting on your behalf, a signed authorisation.',
    buyerSignature: 'Buyer’s signature',
    deliveredBy: 'Handed over by (warehouse)',
  },
  withdrawalForm: {
    title: 'Withdrawal form',
    fileName: (id) => (id === undefined ? 'withdrawal-form.pdf' : `withdrawal-${id}.pdf`),
    intro: (days) =>
      `Complete and return this form only if you bought as a consumer and wish to withdraw from the purchase. You have ${days} days from the day you collected the lot. You can also do it in your account, under "Won lots".`,
    to: 'To',
    notice: 'I hereby give notice that I withdraw from my contract of sale of the following goods:',
    goods: 'Goods (lot)',
    awardedOn: 'Won on',
    receivedOn: 'Received (collected) on',
    name: 'Name of consumer',
    address: 'Address of consumer',
    signature: 'Signature of consumer (only if this form is sent on paper)',
    online: 'Submitted online from the consumer’s account',
    date: 'Date',
  },
};

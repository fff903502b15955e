import type { invoices as es } from '../es/invoices.ts';

export const invoices: typeof es = {
  notFound: 'The invoice does not exist.',
  rectificationCauseMissing: 'Choose why it is corrected: error, insolvency, bad debt or other.',
  rectificationReasonMissing: 'Please give the reason for the correction.',
  rectificationReasonTooShort: 'Please give the reason for the correction (at least 5 characters).',
  reasonTooLong: 'The reason cannot exceed 500 characters.',
  annulmentReasonMissing: 'Please give the reason for the cancellation.',
  rectificationNotRectified: 'A corrective invoice cannot itself be corrected: issue a new invoice.',
  alreadyRectified: (invoice, rectification) =>
    `Invoice ${invoice} has already been corrected by ${rectification}.`,
  alreadyAnnulled: (invoice) => `Invoice ${invoice} has already been cancelled.`,
  rectifiedNotAnnulled: (invoice, rectification) =>
    `Invoice ${invoice} has already been corrected by ${rectification}: it cannot be cancelled.`,
  billingRecordNotFound: 'The billing record does not exist.',
  billingRecordWithoutXml: 'The record has no XML yet: it is being signed or sent.',
  certificateUnreadable: (file) => `Certificate ${file} cannot be opened: check the file and its password.`,
  certificateIncomplete: (file) => `Certificate ${file} does not contain a private key and its certificate.`,
  issuerNameMissing: 'the issuer’s name is missing',
  issuerNifMissing: 'the issuer’s NIF is missing',
  issuerNifInvalid: 'the issuer’s NIF is not valid',
  issuerAddressMissing: 'the issuer’s address is missing',
  seriesTooLong: 'the series exceeds 20 characters',
  auctionInvoicingIncomplete: (auctionTitle, problems) =>
    `The auction “${auctionTitle}” has incomplete invoicing data (${problems}): complete it before issuing invoices.`,
  houseInvoicingIncomplete: (problems) =>
    `The house’s invoicing data (Configuración → Facturación de la casa) is incomplete: ${problems}`,
  recipientNifMissing: (buyer) =>
    `${buyer} has no NIF or other identity document in their account, and a full invoice must carry one: ask them for it and issue the invoice from Facturas.`,
  recipientNifMissingField: 'The buyer’s NIF or identity document is missing.',
};

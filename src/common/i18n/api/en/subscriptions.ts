import type { subscriptions as es } from '../es/subscriptions.ts';

const professionalsOnly = 'This auction is for professionals only';

export const subscriptions: typeof es = {
  ibanMissing: 'Please write the account’s IBAN.',
  ibanTooLong: 'The IBAN is too long.',
  ibanInvalid: 'The IBAN is not valid: please check its check digits.',
  bulkActionInvalid: 'Invalid action: accept, reject or deposit-received.',
  bulkIdInvalid: 'Invalid identifier.',
  bulkIdsMissing: 'Please give the registrations.',
  bulkIdsEmpty: 'Select at least one registration.',
  bulkIdsTooMany: 'At most 200 registrations at a time.',
  auctionNotPublished: 'The auction does not exist or is not published.',
  registrationClosed: 'Registration for this auction is closed.',
  subscriptionMissing: 'The registration does not exist.',
  depositSettled: 'The deposit has already been settled: the account can no longer be changed.',
  alreadyDecided: (accepted) =>
    `This registration has already been ${accepted ? 'accepted' : 'rejected'}: to change it, say that you are changing the decision.`,
  noEuVatId: 'The buyer has no EU VAT number (NIF-IVA) in their account.',
  professionalsNotCompany: `${professionalsOnly}: tick that you are buying as a company and give its registered name and EU VAT number (NIF-IVA).`,
  markCompany: 'Tick that you are buying as a company.',
  professionalsNoCompanyName: `${professionalsOnly}: the company’s registered name is missing.`,
  companyNameMissing: 'Please write the company’s registered name.',
  professionalsNoTaxId: `${professionalsOnly}: the company’s NIF or EU VAT number is missing (a passport will not do).`,
  companyTaxIdMissing: 'Please write the company’s NIF or EU VAT number.',
  professionalsNotInVies: (vatId) =>
    `${professionalsOnly}: the VAT number ${vatId} is not in the EU’s VIES register.`,
  professionalsViesUnanswered: (vatId) =>
    `${professionalsOnly}: we could not check the VAT number ${vatId} in the EU’s VIES register. Please try again in a few minutes.`,
  companyVatIdMissing: 'Please write the company’s EU VAT number.',
};

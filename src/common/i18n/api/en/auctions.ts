import { icuIn } from '../../icu.ts';
import type { auctions as es } from '../es/auctions.ts';

export const auctions: typeof es = {
  titleMissing: 'Please enter the title.',
  titleTooShort: 'The title must be at least 3 characters long.',
  slugInvalid: 'Lower-case letters, numbers and hyphens only.',
  commissionMissing: 'Please enter the commission.',
  commissionNegative: 'The commission cannot be negative.',
  commissionTooHigh: 'The commission cannot exceed 100%.',
  goodsVatMissing: 'Please enter the VAT rate on the goods.',
  goodsVatNegative: 'VAT cannot be negative.',
  goodsVatTooHigh: 'VAT cannot exceed 100%.',
  depositInCents: 'The deposit is given in cents.',
  depositTooLarge: 'The deposit is too large.',
  lotIntervalNegative: 'The interval cannot be negative.',
  mapUrlInvalid: 'The map address is not a valid URL.',
  taxTreatmentMissing: 'Please choose how the goods are taxed.',
  buyersMissing: 'Please choose who may buy.',
  depositRefundDaysMissing: 'Please enter within how many working days deposits are refunded.',
  depositRefundDaysWhole: 'Days must be a whole number.',
  depositRefundDaysTooFew: 'Deposits must be refunded within at least 1 working day.',
  depositRefundDaysTooMany: 'Deposits must be refunded within 60 working days at most.',
  formatMissing: 'Please choose whether the auction is timed or live.',
  liveStartMissing: 'Please enter when the live sale begins.',
  endBeforeStart: 'The close must come after the start.',
  withdrawalExclusionReasonMissing:
    'Please explain why these goods carry no right of withdrawal (property, for instance).',
  taxProvisionInvalid: 'Please choose the exact provision cited (only for exempt or not-subject sales).',
  goodsVatOrTreatmentMissing:
    'Please enter the VAT rate on the goods, or choose another treatment (exempt, not subject, REBU).',
  issuerNameMissing: 'Please enter who issues the invoices.',
  issuerVatIdMissing: "Please enter the issuer's NIF.",
  issuerVatIdInvalid: "The issuer's NIF is not valid: please check the letter or the check digit.",
  issuerAddressMissing: "Please enter the issuer's address: every invoice must show it.",
  notFound: 'This auction does not exist.',
  notFoundOrUnpublished: 'This auction does not exist or is not published.',
  deleteWithBids: (count: number) =>
    icuIn(
      'en',
      'It cannot be deleted: the auction has {count, plural, one {# bid} other {# bids}}. You can unpublish it or close it.',
      { count },
    ),
  closeWithOpenLots: (count: number) =>
    icuIn(
      'en',
      'There {count, plural, one {is still # open lot} other {are still # open lots}}: the auction closes once they have all ended.',
      { count },
    ),
};

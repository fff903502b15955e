import { formatDate } from '../../../format.ts';
import type { fairPlay as es } from '../es/fair-play.ts';

const verb = (doing: 'pujar' | 'inscribirte') => (doing === 'pujar' ? 'bid' : 'register');

export const fairPlay: typeof es = {
  consignorNifMissing: 'Please write the consignor’s NIF.',
  consignorNifInvalid: 'The consignor’s NIF has only letters and digits (5 to 20 of them).',
  bannedAccountMissing: 'Please say which blocked account.',
  buyerMissing: 'Please choose the buyer.',
  reasonMissing: 'Please write the reason.',
  reasonTooShort:
    'Please write the reason (at least 5 characters), e.g. “secured creditor buying its own collateral”.',
  reasonTooLong: 'The reason cannot be longer than 500 characters.',
  staffConflict: (doing) =>
    `You may not ${verb(doing)} in this auction: you are on the auction house’s staff, and staff may not bid in the auctions they run.`,
  consignorConflict: (doing, nif) =>
    `You may not ${verb(doing)} in this auction: your account is linked to the consignor (NIF ${nif}) selling its lots, and sellers may not bid for their own goods.`,
  sameDevice: (bannedName, bannedOn) =>
    `same device as ${bannedName} (blocked on ${formatDate(bannedOn, 'en')})`,
  sameSignupIp: (bannedName, bannedOn) =>
    `same sign-up IP address as ${bannedName} (blocked on ${formatDate(bannedOn, 'en')})`,
  reviewGone: 'This account is no longer awaiting review.',
  cannotBanYourself: 'You cannot block yourself.',
  userMissing: 'The user does not exist.',
  alreadyLinked: (nif) => `This person is already linked to consignor ${nif}.`,
  alreadyLinkedField: (nif) => `Already linked to consignor ${nif}.`,
  linkMissing: 'The link does not exist.',
  auctionMissing: 'The auction does not exist.',
  buyerNotFound: 'The buyer does not exist.',
  premiumAlreadyWaived: 'This buyer already pays no premium in this auction.',
  premiumAlreadyWaivedField: 'The premium is already waived.',
  premiumNotWaived: 'This buyer’s premium is not waived in this auction.',
};

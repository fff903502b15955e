import { apiText } from '@/common/i18n/api/index.ts';
import type { TProfile } from '@/common/schemas/auth.ts';
import type { TVatCheck } from '@/common/schemas/vat.ts';
import type { auctions } from '@/server/db/schema/index.ts';
import { AppError } from '@/server/lib/app-error.ts';
import type { TOutboundPolicy } from '@/server/lib/outbound.ts';
import { checkVat, type TViesRequester } from '../vat/vat.service.ts';

export type TViesOptions = { viesUrl: string; timeoutMs: number; outbound: TOutboundPolicy };

const refuse = (message: string, fields: Record<string, string>) =>
  new AppError('BUSINESS_RULE', message, { fields });

/** A VAT number as typed, compact and upper case ("FR 403 032 650 45" → "FR40303265045"). */
const compactVatId = (vatId: string) => vatId.replace(/[\s.-]/g, '').toUpperCase();

/**
 * The buyer's EU VAT number checked in VIES with the house as requester, so VIES returns its consultation
 * number (docs/after-the-hammer.md, "VIES and the consultation number"); kept with the subscription, it is
 * what the invoice later relies on for an intra-Community supply. Null when the buyer gave no EU VAT number.
 */
export const checkBuyerVat = async (
  profile: { vatIdType: TProfile['vatIdType']; vatId: string | null },
  vies: TViesOptions,
  requester: TViesRequester | null,
  { fresh = false } = {},
): Promise<TVatCheck | null> => {
  if (profile.vatIdType !== 'eu-vat' || !profile.vatId?.trim()) return null;
  const compact = compactVatId(profile.vatId);
  return checkVat({
    countryCode: compact.slice(0, 2),
    vatNumber: compact.slice(2),
    requester,
    fresh,
    ...vies,
  });
};

/**
 * An auction for professionals only (docs/after-the-hammer.md, "Consumers and the right of withdrawal")
 * admits the invoicing data of a company: razón social and a tax id; a European VAT id must be in VIES
 * (`vatCheck`, from `checkBuyerVat`). Throws a 422 naming what is missing; does nothing for an auction open
 * to everyone.
 */
export const assertMayBuy = (
  auction: Pick<typeof auctions.$inferSelect, 'buyers'>,
  profile: Pick<TProfile, 'isCompany' | 'companyName' | 'vatIdType' | 'vatId'>,
  vatCheck: TVatCheck | null,
) => {
  if (auction.buyers !== 'professionals') return;
  const t = apiText.subscriptions;
  if (!profile.isCompany) throw refuse(t.professionalsNotCompany, { 'user.isCompany': t.markCompany });
  if (!profile.companyName?.trim())
    throw refuse(t.professionalsNoCompanyName, { 'user.companyName': t.companyNameMissing });
  if (!profile.vatId?.trim() || profile.vatIdType === 'passport')
    throw refuse(t.professionalsNoTaxId, { 'user.vatId': t.companyTaxIdMissing });
  if (profile.vatIdType !== 'eu-vat' || vatCheck?.valid === true) return;
  const compact = compactVatId(profile.vatId);
  throw refuse(
    vatCheck?.valid === false ? t.professionalsNotInVies(compact) : t.professionalsViesUnanswered(compact),
    { 'user.vatId': vatCheck?.message ?? t.companyVatIdMissing },
  );
};

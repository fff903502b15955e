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
  const prefix = 'Esta subasta es solo para profesionales';
  if (!profile.isCompany)
    throw refuse(`${prefix}: marca que compras como empresa e indica su razón social y su NIF-IVA.`, {
      'user.isCompany': 'Marca que compras como empresa.',
    });
  if (!profile.companyName?.trim())
    throw refuse(`${prefix}: falta la razón social de la empresa.`, {
      'user.companyName': 'Escribe la razón social de la empresa.',
    });
  if (!profile.vatId?.trim() || profile.vatIdType === 'passport')
    throw refuse(`${prefix}: falta el NIF o NIF-IVA de la empresa (un pasaporte no sirve).`, {
      'user.vatId': 'Escribe el NIF o NIF-IVA de la empresa.',
    });
  if (profile.vatIdType !== 'eu-vat' || vatCheck?.valid === true) return;
  const compact = compactVatId(profile.vatId);
  throw refuse(
    vatCheck?.valid === false
      ? `${prefix}: el NIF-IVA ${compact} no figura en el censo VIES de la UE.`
      : `${prefix}: no hemos podido comprobar el NIF-IVA ${compact} en el censo VIES de la UE. Inténtalo de nuevo en unos minutos.`,
    { 'user.vatId': vatCheck?.message ?? 'Escribe el NIF-IVA de la empresa.' },
  );
};

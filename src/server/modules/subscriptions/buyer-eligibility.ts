import type { TProfile } from '@/common/schemas/auth.ts';
import type { auctions } from '@/server/db/schema/index.ts';
import { AppError } from '@/server/lib/app-error.ts';
import type { TOutboundPolicy } from '@/server/lib/outbound.ts';
import { checkVat } from '../vat/vat.service.ts';

export type TViesOptions = { viesUrl: string; timeoutMs: number; outbound: TOutboundPolicy };

const refuse = (message: string, fields: Record<string, string>) =>
  new AppError('BUSINESS_RULE', message, { fields });

/**
 * An auction for professionals only (docs/after-the-hammer.md, "Consumers and the right of withdrawal")
 * admits the invoicing data of a company: razón social and a tax id; a European VAT id must be in VIES.
 * Throws a 422 naming what is missing; does nothing for an auction open to everyone.
 */
export const assertMayBuy = async (
  auction: Pick<typeof auctions.$inferSelect, 'buyers'>,
  profile: Pick<TProfile, 'isCompany' | 'companyName' | 'vatIdType' | 'vatId'>,
  vies: TViesOptions,
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
  if (profile.vatIdType !== 'eu-vat') return;
  const compact = profile.vatId.replace(/[\s.-]/g, '').toUpperCase();
  const check = await checkVat({ countryCode: compact.slice(0, 2), vatNumber: compact.slice(2), ...vies });
  if (check.valid === true) return;
  throw refuse(
    check.valid === false
      ? `${prefix}: el NIF-IVA ${compact} no figura en el censo VIES de la UE.`
      : `${prefix}: no hemos podido comprobar el NIF-IVA ${compact} en el censo VIES de la UE. Inténtalo de nuevo en unos minutos.`,
    { 'user.vatId': check.message },
  );
};

/** Who an invoice is from and to: the seller or the house, and the buyer's fiscal data. */
import { desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { apiText } from '@/common/i18n/api/index.ts';
import { ZHouseInvoicingSchema } from '@/common/schemas/config-data.ts';
import { isValidSpanishTaxId, normaliseTaxId } from '@/common/validation/spanish-ids.ts';
import type { TTx } from '@/server/db/client.ts';
import {
  type auctions,
  configData,
  countries,
  erasures,
  invoices,
  provinces,
  type TInvoiceParty,
  users,
} from '@/server/db/schema/index.ts';
import { AppError } from '@/server/lib/app-error.ts';
import { buyerName } from '@/server/modules/users/user-brief.ts';

/**
 * The auction's `invoiceData` (admin "Datos de facturación"): who issues the invoices of its lots. An
 * invoice must carry its issuer's name, tax id and address (docs/after-the-hammer.md, "Invoices").
 */
const t = apiText.invoices;

const ZInvoicingSchema = z.object({
  issuerName: z
    .string()
    .trim()
    .min(1, { error: () => t.issuerNameMissing }),
  issuerVatId: z
    .string()
    .trim()
    .min(1, { error: () => t.issuerNifMissing })
    .refine(isValidSpanishTaxId, { error: () => t.issuerNifInvalid }),
  issuerAddress: z
    .string()
    .trim()
    .min(1, { error: () => t.issuerAddressMissing }),
  invoiceSeries: z
    .string()
    .trim()
    .max(20, { error: () => t.seriesTooLong })
    .default(''),
});

export const issuerOf = (auction: typeof auctions.$inferSelect): TIssuer => {
  const parsed = ZInvoicingSchema.safeParse(auction.invoiceData ?? {});
  if (!parsed.success) {
    const problems = [...new Set(parsed.error.issues.map((issue) => issue.message))].join(', ');
    throw new AppError('BUSINESS_RULE', t.auctionInvoicingIncomplete(auction.title, problems), {
      fields: { invoiceData: problems },
    });
  }
  const { issuerName, issuerVatId, issuerAddress, invoiceSeries } = parsed.data;
  return {
    party: {
      name: issuerName,
      nif: normaliseTaxId(issuerVatId),
      address: issuerAddress,
    },
    // Letters and digits only: the series is part of NumSerieFactura and of the QR.
    prefix: invoiceSeries.toUpperCase().replace(/[^0-9A-Z]/g, '') || 'F',
  };
};

type TIssuer = { party: TInvoiceParty; prefix: string };

/**
 * The house's own identity (setting `houseInvoicing`), read in the issuing transaction: it invoices every
 * buyer's premium under its NIF and premium series, and the goods of auctions it sells in its own name.
 */
export const houseOf = async (tx: TTx) => {
  const [row] = await tx
    .select({ value: configData.value })
    .from(configData)
    .where(eq(configData.key, 'houseInvoicing'));
  const parsed = ZHouseInvoicingSchema.safeParse(row?.value ?? {});
  if (!parsed.success) {
    const problems = [...new Set(parsed.error.issues.map((issue) => issue.message))].join(' ');
    throw new AppError('BUSINESS_RULE', t.houseInvoicingIncomplete(problems), {
      fields: { houseInvoicing: problems },
    });
  }
  const { name, nif, address, premiumSeries, goodsSeries } = parsed.data;
  const party = { name, nif: normaliseTaxId(nif), address };
  return {
    premium: { party, prefix: premiumSeries } satisfies TIssuer,
    goods: { party, prefix: goodsSeries } satisfies TIssuer,
  };
};

/** Who invoices an auction's goods: the house when it sells in its own name, otherwise the seller. */
export const goodsIssuerOf = async (tx: TTx, auction: typeof auctions.$inferSelect): Promise<TIssuer> =>
  auction.houseSells ? (await houseOf(tx)).goods : issuerOf(auction);

export const recipientOf = async (tx: TTx, userId: number): Promise<TInvoiceParty> => {
  // An erased person's account is emptied, but their fiscal data stays, as issued, on their invoices
  // (docs/privacy.md): an invoice issued again (after a rectification) takes it from the last one.
  const [kept] = await tx
    .select({ recipient: invoices.recipient })
    .from(invoices)
    .innerJoin(erasures, eq(erasures.userId, invoices.userId))
    .where(eq(invoices.userId, userId))
    .orderBy(desc(invoices.id))
    .limit(1);
  if (kept) return kept.recipient;
  const [row] = await tx
    .select({ user: users, province: provinces.name, country: countries.name, iso2: countries.iso2 })
    .from(users)
    .leftJoin(provinces, eq(provinces.id, users.provinceId))
    .leftJoin(countries, eq(countries.id, users.countryId))
    .where(eq(users.id, userId));
  const { user, province, country, iso2 } = row!;
  const nif = normaliseTaxId(user.vatId ?? '');
  // A complete invoice (F1, and its rectification) names its recipient by a tax id; the AEAT refuses one
  // without. The buyer is asked for it; the invoice is issued from the back office once it is there.
  if (!nif)
    throw new AppError('BUSINESS_RULE', t.recipientNifMissing(buyerName(user)), {
      fields: { recipient: t.recipientNifMissingField },
    });
  const place = [user.postalCode, user.city].filter(Boolean).join(' ');
  const isForeign = user.vatIdType === 'eu-vat' || user.vatIdType === 'passport';
  return {
    name: buyerName(user),
    nif,
    address: [user.address, place, province, country].filter(Boolean).join(', '),
    idType: user.vatIdType,
    // An EU VAT number starts with its country; a passport is of the country the buyer lives in.
    ...(isForeign ? { country: user.vatIdType === 'eu-vat' ? nif.slice(0, 2) : (iso2 ?? undefined) } : {}),
  };
};

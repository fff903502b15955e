/** Who an invoice is from and to: the auction's issuer data and the buyer's fiscal data. */
import { desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { TTx } from '@/server/db/client.ts';
import {
  type auctions,
  countries,
  erasures,
  invoices,
  provinces,
  type TInvoiceParty,
  users,
} from '@/server/db/schema/index.ts';
import { AppError } from '@/server/lib/app-error.ts';
import { buyerName } from '@/server/modules/users/user-brief.ts';

/** The auction's `invoiceData` (admin "Datos de facturación"): who issues the invoices of its lots. */
const ZInvoicingSchema = z.object({
  issuerName: z.string().trim().min(1),
  issuerVatId: z.string().trim().min(1),
  issuerAddress: z.string().trim().default(''),
  invoiceSeries: z.string().trim().max(10).default(''),
});

export const issuerOf = (auction: typeof auctions.$inferSelect) => {
  const parsed = ZInvoicingSchema.safeParse(auction.invoiceData ?? {});
  if (!parsed.success) {
    throw new AppError(
      'BUSINESS_RULE',
      `La subasta «${auction.title}» no tiene datos de facturación completos (emisor y NIF): complétalos antes de emitir facturas.`,
      { fields: { invoiceData: 'Faltan el emisor o su NIF.' } },
    );
  }
  const { issuerName, issuerVatId, issuerAddress, invoiceSeries } = parsed.data;
  return {
    party: {
      name: issuerName,
      nif: issuerVatId.toUpperCase().replace(/[\s.-]/g, ''),
      address: issuerAddress,
    },
    // Letters and digits only: the series is part of NumSerieFactura and of the QR.
    prefix: invoiceSeries.toUpperCase().replace(/[^0-9A-Z]/g, '') || 'F',
  };
};

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
    .select({ user: users, province: provinces.name, country: countries.name })
    .from(users)
    .leftJoin(provinces, eq(provinces.id, users.provinceId))
    .leftJoin(countries, eq(countries.id, users.countryId))
    .where(eq(users.id, userId));
  const { user, province, country } = row!;
  const place = [user.postalCode, user.city].filter(Boolean).join(' ');
  return {
    name: buyerName(user),
    nif: user.vatId ?? '',
    address: [user.address, place, province, country].filter(Boolean).join(', '),
  };
};

/** A settlement line as invoice lines: its goods on the goods invoice, its premium on the house's. */
import type { settlementLines, TInvoiceLine, TTaxBreakdown } from '@/server/db/schema/index.ts';

type TLineRow = typeof settlementLines.$inferSelect;

/**
 * The hammer, taxed as the lot is (rate, exemption, not subject or REBU), unless where the goods go exempts
 * them (`borderExemption`: an intra-EU supply or a proven export, docs/after-the-hammer.md "Buyers abroad").
 */
export const goodsInvoiceLine = (line: TLineRow): TInvoiceLine =>
  line.borderExemption
    ? {
        description: line.description,
        base: line.hammer,
        vatPercent: null,
        vat: 0,
        treatment: 'exempt',
        provision: line.borderExemption,
      }
    : {
        description: line.description,
        base: line.hammer,
        vatPercent: line.taxTreatment === 'general' ? line.goodsVatPercent : null,
        vat: line.taxTreatment === 'general' ? line.goodsVat : 0,
        treatment: line.taxTreatment,
        provision: line.taxProvision,
        // The REBU margin is taxed at the general rate, the one the premium carries (art. 136 Ley 37/1992).
        ...(line.taxTreatment === 'rebu'
          ? { purchasePrice: line.purchasePrice, marginVatPercent: line.premiumVatPercent }
          : {}),
      };

/**
 * The buyer's premium: the house's own service, at the general rate, or not subject to Spanish IVA when the
 * buyer is a business established abroad (`premiumTaxProvision`, art. 69 Ley 37/1992).
 */
export const premiumInvoiceLine = (line: TLineRow): TInvoiceLine => ({
  description: `Comisión de la casa de subastas (${line.premiumPercent} %): ${line.description}`,
  base: line.premium,
  vatPercent: line.premiumTaxProvision ? null : line.premiumVatPercent,
  vat: line.premiumTaxProvision ? 0 : line.premiumVat,
  treatment: line.premiumTaxProvision ? 'not-subject' : 'general',
  provision: line.premiumTaxProvision,
});

/**
 * The invoice's tax bases (RD 1619/2012 art. 6.1.g–h): one group per rate, and one per treatment and
 * provision for lines without quota, so an exempt base never adds up with a REBU one. Quotas are the sum of
 * the rounded line quotas.
 */
export const invoiceTaxBreakdown = (lines: readonly TInvoiceLine[]): TTaxBreakdown[] => {
  const groups = new Map<string, TTaxBreakdown>();
  for (const line of lines) {
    const key =
      line.vatPercent === null
        ? `${line.treatment ?? 'exempt'}:${line.provision ?? ''}`
        : `rate:${line.vatPercent}`;
    const group = groups.get(key) ?? {
      vatPercent: line.vatPercent,
      base: 0,
      vat: 0,
      ...(line.vatPercent === null ? { treatment: line.treatment, provision: line.provision ?? null } : {}),
    };
    group.base += line.base;
    group.vat += line.vat;
    groups.set(key, group);
  }
  return [...groups.values()].sort((a, b) => (a.vatPercent ?? -1) - (b.vatPercent ?? -1));
};

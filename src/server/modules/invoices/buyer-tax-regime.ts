/**
 * The buyer's side of the tax (docs/after-the-hammer.md, "Buyers abroad"), decided for each sale when it is
 * invoiced: an intra-EU business buyer's goods exempt (art. 25) and premium not subject (art. 69, reverse
 * charge); an export's goods exempt (art. 21) only once the customs proof is recorded.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { percentOf } from '@/common/settlement-money.ts';
import {
  buyerTaxRegime,
  type TBuyerTaxRegime,
  type TCrossBorderExemption,
  type TPremiumNotSubjectProvision,
} from '@/common/tax-treatment.ts';
import type { TDb, TTx } from '@/server/db/client.ts';
import { readTogether } from '@/server/db/read-together.ts';
import {
  countries,
  settlementLines,
  type settlements,
  subscriptions,
  users,
} from '@/server/db/schema/index.ts';

type TLineRow = typeof settlementLines.$inferSelect;
type TSettlementRow = typeof settlements.$inferSelect;

/**
 * The buyer's regime of each settlement (keyed by its id), from their account and the VIES check kept with
 * their subscription to the auction; one query for the buyers, one for the subscriptions.
 */
export const settlementTaxRegimes = async (
  db: TDb | TTx,
  rows: TSettlementRow[],
): Promise<Map<number, TBuyerTaxRegime>> => {
  if (rows.length === 0) return new Map();
  const userIds = [...new Set(rows.map((row) => row.userId))];
  const auctionIds = [...new Set(rows.flatMap((row) => (row.auctionId ? [row.auctionId] : [])))];
  const [buyers, checks] = await readTogether(db, [
    db
      .select({
        id: users.id,
        isCompany: users.isCompany,
        vatIdType: users.vatIdType,
        vatId: users.vatId,
        country: countries.iso2,
        countryInEu: countries.vies,
      })
      .from(users)
      .leftJoin(countries, eq(countries.id, users.countryId))
      .where(inArray(users.id, userIds)),
    auctionIds.length
      ? db
          .select({
            auctionId: subscriptions.auctionId,
            userId: subscriptions.userId,
            vatNumber: subscriptions.viesVatNumber,
            valid: subscriptions.viesValid,
          })
          .from(subscriptions)
          .where(and(inArray(subscriptions.auctionId, auctionIds), inArray(subscriptions.userId, userIds)))
      : [],
  ]);
  return new Map(
    rows.map((row) => {
      const buyer = buyers.find((candidate) => candidate.id === row.userId)!;
      const check = checks.find(
        (candidate) => candidate.auctionId === row.auctionId && candidate.userId === row.userId,
      );
      return [
        row.id,
        buyerTaxRegime(buyer, check?.vatNumber ? { vatNumber: check.vatNumber, valid: check.valid } : null),
      ];
    }),
  );
};

/** The buyer's regime for one settlement. */
export const settlementTaxRegime = async (db: TDb | TTx, settlement: TSettlementRow) =>
  (await settlementTaxRegimes(db, [settlement])).get(settlement.id)!;

/**
 * What a line's goods and premium become under the buyer's regime. REBU goods keep the margin scheme: an
 * intra-Community supply under it is not exempt (art. 139.3 Directiva 2006/112/CE), but an export is.
 */
export const lineBorderTax = (
  line: Pick<TLineRow, 'taxTreatment'>,
  regime: TBuyerTaxRegime,
  {
    isCompany,
    customsProof,
    exemptionLapsed = false,
  }: { isCompany: boolean; customsProof: boolean; exemptionLapsed?: boolean },
): {
  borderExemption: TCrossBorderExemption | null;
  premiumTaxProvision: TPremiumNotSubjectProvision | null;
} => {
  // The premium's place of supply is the business's state whatever happens to the goods: only they lose the
  // exemption when the transport proof never came.
  if (regime === 'intra-eu-business')
    return {
      borderExemption: line.taxTreatment === 'general' && !exemptionLapsed ? '25' : null,
      premiumTaxProvision: '69-eu',
    };
  if (regime === 'export')
    return {
      borderExemption:
        customsProof && (line.taxTreatment === 'general' || line.taxTreatment === 'rebu') ? '21' : null,
      premiumTaxProvision: isCompany ? '69' : null,
    };
  return { borderExemption: null, premiumTaxProvision: null };
};

/**
 * Applies the buyer's regime to the lines about to be invoiced (goods, premium or both), in the issuing
 * transaction, so the settlement's totals and the invoices agree: the quotas are recomputed from the rates
 * fixed at award time. Returns the lines as they now are.
 */
export const applyBuyerTaxRegime = async (
  tx: TTx,
  settlement: TSettlementRow,
  lines: TLineRow[],
  pending: { goods: Set<number>; premiums: Set<number> },
): Promise<TLineRow[]> => {
  if (lines.length === 0) return lines;
  const regime = await settlementTaxRegime(tx, settlement);
  const [buyer] = await tx
    .select({ isCompany: users.isCompany })
    .from(users)
    .where(eq(users.id, settlement.userId));
  const context = {
    isCompany: buyer!.isCompany,
    customsProof: settlement.borderProofKind === 'customs',
    exemptionLapsed: settlement.borderExemptionLapsedOn !== null,
  };
  const updated: TLineRow[] = [];
  for (const line of lines) {
    const target = lineBorderTax(line, regime, context);
    const borderExemption = pending.goods.has(line.id) ? target.borderExemption : line.borderExemption;
    const premiumTaxProvision = pending.premiums.has(line.id)
      ? target.premiumTaxProvision
      : line.premiumTaxProvision;
    if (borderExemption === line.borderExemption && premiumTaxProvision === line.premiumTaxProvision) {
      updated.push(line);
      continue;
    }
    const goodsVat =
      borderExemption || line.taxTreatment !== 'general' || line.goodsVatPercent === null
        ? 0
        : percentOf(line.hammer, line.goodsVatPercent);
    const premiumVat = premiumTaxProvision ? 0 : percentOf(line.premium, line.premiumVatPercent);
    const [row] = await tx
      .update(settlementLines)
      .set({
        borderExemption,
        premiumTaxProvision,
        goodsVat,
        premiumVat,
        total: line.hammer + line.premium + goodsVat + premiumVat,
      })
      .where(inArray(settlementLines.id, [line.id]))
      .returning();
    updated.push(row!);
  }
  return updated;
};

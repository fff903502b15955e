/**
 * The money of a sale after the hammer, in integer cents. Percentages arrive with at most two decimals
 * (numeric(5,2) in the database) and are turned into basis points, so no amount ever passes through a
 * float: each line is rounded once, half away from zero, to the cent, and an invoice's quota is the sum of
 * its rounded lines, so every figure printed adds up to the total (docs/after-the-hammer.md, "Who owes
 * what").
 */

/** 21.5 → 2150 basis points; refuses what numeric(5,2) could not hold. */
export const toBasisPoints = (percent: number) => {
  const basisPoints = Math.round(percent * 100);
  if (!Number.isFinite(percent) || basisPoints < 0 || basisPoints > 99_999) {
    throw new RangeError(`Porcentaje no válido: ${percent}`);
  }
  return basisPoints;
};

/** `cents × percent / 100`, rounded half away from zero, with integers only. */
export const percentOf = (cents: number, percent: number) => {
  const product = BigInt(Math.abs(cents)) * BigInt(toBasisPoints(percent));
  const rounded = Number((product * 2n + 10_000n) / 20_000n);
  return cents < 0 && rounded !== 0 ? -rounded : rounded;
};

export type TLineInput = {
  hammer: number;
  /** Buyer's premium (auction `commissionPercent`). */
  premiumPercent: number;
  /** IVA on the premium (config `vatPercent`). */
  premiumVatPercent: number;
  /** IVA on the hammer price; null when the goods are exempt. */
  goodsVatPercent: number | null;
};

export type TLineAmounts = TLineInput & {
  premium: number;
  premiumVat: number;
  goodsVat: number;
  total: number;
};

/** One awarded lot: hammer, premium, IVA on each, and the line's total. */
export const lineAmounts = (input: TLineInput): TLineAmounts => {
  const premium = percentOf(input.hammer, input.premiumPercent);
  const premiumVat = percentOf(premium, input.premiumVatPercent);
  const goodsVat = input.goodsVatPercent === null ? 0 : percentOf(input.hammer, input.goodsVatPercent);
  return { ...input, premium, premiumVat, goodsVat, total: input.hammer + premium + premiumVat + goodsVat };
};

export type TSettlementTotals = {
  hammer: number;
  premium: number;
  vat: number;
  total: number;
  /** Sum of payments: money in (deposit applied included) less refunds. */
  paid: number;
  /** What is still owed; negative when the buyer paid more than owed (to refund). */
  balance: number;
};

/** Totals of a settlement from its lines and its signed payments. */
export const settlementTotals = (
  lines: readonly Pick<TLineAmounts, 'hammer' | 'premium' | 'premiumVat' | 'goodsVat' | 'total'>[],
  payments: readonly { amount: number }[],
): TSettlementTotals => {
  const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
  const total = sum(lines.map((line) => line.total));
  const paid = sum(payments.map((payment) => payment.amount));
  return {
    hammer: sum(lines.map((line) => line.hammer)),
    premium: sum(lines.map((line) => line.premium)),
    vat: sum(lines.map((line) => line.premiumVat + line.goodsVat)),
    total,
    paid,
    balance: total - paid,
  };
};

export type TTaxGroup = { vatPercent: number | null; base: number; vat: number };

/**
 * An invoice's tax bases per rate (RD 1619/2012 art. 6.1.g–h): the hammer is taxed at the goods rate (or
 * exempt), the premium at the premium rate; quotas are the sum of the rounded line quotas.
 */
export const taxBreakdown = (lines: readonly TLineAmounts[]): TTaxGroup[] => {
  const groups = new Map<string, TTaxGroup>();
  const add = (vatPercent: number | null, base: number, vat: number) => {
    const key = vatPercent === null ? 'exempt' : String(toBasisPoints(vatPercent));
    const group = groups.get(key) ?? { vatPercent, base: 0, vat: 0 };
    group.base += base;
    group.vat += vat;
    groups.set(key, group);
  };
  for (const line of lines) {
    add(line.goodsVatPercent, line.hammer, line.goodsVat);
    if (line.premium !== 0) add(line.premiumVatPercent, line.premium, line.premiumVat);
  }
  return [...groups.values()].sort((a, b) => (a.vatPercent ?? -1) - (b.vatPercent ?? -1));
};

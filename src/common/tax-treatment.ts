/**
 * How the goods of a lot are taxed, chosen per auction and overridable per lot (docs/after-the-hammer.md,
 * "Tax treatment"). One place for the choices, the exact provision each cites, the wording the invoice
 * prints and the VERI*FACTU keys its record carries, so the forms, the PDF and the AEAT record agree.
 */

/**
 * `general`: IVA at the auction's rate; `exempt`: an exemption of art. 20.Uno Ley 37/1992, the exact one
 * chosen; `not-subject`: outside IVA (a private seller, a business as a going concern, goods outside Spain);
 * `rebu`: the special scheme for second-hand goods, art and antiques (art. 135–139 Ley 37/1992).
 */
export const taxTreatments = ['general', 'exempt', 'not-subject', 'rebu'] as const;
export type TTaxTreatment = (typeof taxTreatments)[number];

type TProvision = {
  /** The article as the invoice cites it. */
  article: string;
  /** What it covers, for the clerk choosing it. */
  covers: string;
};

/** The exemptions of art. 20.Uno Ley 37/1992 an auction meets (art. 21 and 25, exports and EU, are apart). */
export const exemptionProvisions = {
  '20.1.20': {
    article: 'art. 20.Uno.20º Ley 37/1992',
    covers: 'Terrenos rústicos y no edificables',
  },
  '20.1.22': {
    article: 'art. 20.Uno.22º Ley 37/1992',
    covers: 'Segundas y ulteriores entregas de edificaciones',
  },
  '20.1.24': {
    article: 'art. 20.Uno.24º Ley 37/1992',
    covers: 'Bienes usados solo en actividades exentas',
  },
  '20.1.25': {
    article: 'art. 20.Uno.25º Ley 37/1992',
    covers: 'Bienes cuya adquisición no dio derecho a deducir el IVA',
  },
} as const satisfies Record<string, TProvision>;
export type TExemptionProvision = keyof typeof exemptionProvisions;

/** Why a sale is outside IVA: N1 by its nature (art. 4 and 7), N2 by where it takes place (art. 68). */
export const notSubjectProvisions = {
  '4': {
    article: 'art. 4 Ley 37/1992',
    covers: 'El vendedor no es empresario ni profesional (particular)',
    qualification: 'N1',
  },
  '7.1': {
    article: 'art. 7.1º Ley 37/1992',
    covers: 'Transmisión de una unidad económica autónoma (unidad productiva)',
    qualification: 'N1',
  },
  '68': {
    article: 'art. 68 Ley 37/1992',
    covers: 'Bienes que no están en el territorio de aplicación del IVA',
    qualification: 'N2',
  },
} as const satisfies Record<string, TProvision & { qualification: 'N1' | 'N2' }>;
export type TNotSubjectProvision = keyof typeof notSubjectProvisions;

export type TTaxProvision = TExemptionProvision | TNotSubjectProvision;

/** The provisions a treatment chooses among (none for `general` and `rebu`). */
export const provisionsOf = (treatment: TTaxTreatment): Record<string, TProvision> =>
  treatment === 'exempt' ? exemptionProvisions : treatment === 'not-subject' ? notSubjectProvisions : {};

/** The REBU's own wording, printed on its invoices (docs/after-the-hammer.md, "Invoices"). */
export const rebuLegend =
  'Régimen especial de los bienes usados, objetos de arte, antigüedades y objetos de colección';

export type TTaxedLine = { treatment?: TTaxTreatment; provision?: string | null; vatPercent: number | null };

export type TLineTaxTreatment = {
  /** ClaveRegimen: 01 general, 03 REBU. */
  regimeKey: '01' | '03';
  /** CalificacionOperacion: S1 subject, N1/N2 not subject; null when exempt (OperacionExenta instead). */
  qualification: 'S1' | 'N1' | 'N2' | null;
  /** OperacionExenta: E1 for every exemption of art. 20. */
  exemptionCause: 'E1' | null;
  /** The sentence the invoice prints for this line's treatment, citing its article; null for `general`. */
  legend: string | null;
};

/**
 * A line's VERI*FACTU keys and the wording its invoice prints. Lines written before treatments were kept
 * (no `treatment`) are `general` when they carry a rate and exempt under art. 20 otherwise.
 */
export const lineTaxTreatment = (line: TTaxedLine): TLineTaxTreatment => {
  const treatment = line.treatment ?? (line.vatPercent === null ? 'exempt' : 'general');
  if (treatment === 'rebu')
    return { regimeKey: '03', qualification: 'S1', exemptionCause: null, legend: rebuLegend };
  if (treatment === 'exempt') {
    const provision = exemptionProvisions[line.provision as TExemptionProvision];
    return {
      regimeKey: '01',
      qualification: null,
      exemptionCause: 'E1',
      legend: `Operación exenta de IVA (${provision?.article ?? 'art. 20 Ley 37/1992'}).`,
    };
  }
  if (treatment === 'not-subject') {
    const provision = notSubjectProvisions[line.provision as TNotSubjectProvision];
    return {
      regimeKey: '01',
      qualification: provision?.qualification ?? 'N1',
      exemptionCause: null,
      legend: `Operación no sujeta al IVA (${provision?.article ?? 'art. 7 Ley 37/1992'}).`,
    };
  }
  return { regimeKey: '01', qualification: 'S1', exemptionCause: null, legend: null };
};

/**
 * The IVA rate a lot's hammer bears, so every all-in total shown to a bidder is what the buyer will owe: a
 * lot may override its auction's treatment (null: the auction's); only `general` bears a rate.
 */
export const lotGoodsVatPercent = (
  lotTreatment: TTaxTreatment | null,
  auctionGoodsVatPercent: number | null,
): number | null =>
  lotTreatment === null
    ? auctionGoodsVatPercent
    : lotTreatment === 'general'
      ? (auctionGoodsVatPercent ?? 21)
      : null;

/** Whether a provision is one the treatment may cite; `general` and `rebu` cite none. */
export const isProvisionOf = (treatment: TTaxTreatment, provision: string | null | undefined) =>
  treatment === 'exempt' || treatment === 'not-subject'
    ? !!provision && provision in provisionsOf(treatment)
    : !provision;

/**
 * The margin a REBU sale is taxed on (art. 136–137 Ley 37/1992): sale price less purchase price, never
 * below zero, with the IVA inside it (base = margin × 100 / (100 + rate)), in integer cents.
 */
export const rebuMargin = ({
  salePrice,
  purchasePrice,
  vatPercent,
}: {
  salePrice: number;
  purchasePrice: number;
  vatPercent: number;
}) => {
  const sign = salePrice < 0 ? -1 : 1;
  const margin = Math.max(0, Math.abs(salePrice) - Math.abs(purchasePrice));
  const basisPoints = Math.round(vatPercent * 100);
  // Half away from zero, in integers: margin × 10000 / (10000 + bp).
  const base = Math.floor((margin * 20_000 + (10_000 + basisPoints)) / (2 * (10_000 + basisPoints)));
  return { margin: sign * margin, base: sign * base, vat: sign * (margin - base) };
};

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

/**
 * Exemptions decided by where the goods go, not chosen in the lot form (docs/after-the-hammer.md, "Buyers
 * abroad"): an intra-Community supply to a business buyer (art. 25, OperacionExenta E5) and an export out
 * of the EU once its customs proof is recorded (art. 21, E2).
 */
export const crossBorderExemptions = {
  '25': {
    article: 'art. 25.Uno Ley 37/1992',
    covers: 'Entrega intracomunitaria a un empresario de otro Estado miembro',
    cause: 'E5',
    legend:
      'Entrega intracomunitaria exenta de IVA (art. 25.Uno Ley 37/1992; art. 138 Directiva 2006/112/CE): los bienes se transportan al Estado miembro del adquirente.',
  },
  '21': {
    article: 'art. 21.1º Ley 37/1992',
    covers: 'Exportación fuera de la Unión Europea',
    cause: 'E2',
    legend: 'Exportación exenta de IVA (art. 21.1º Ley 37/1992), acreditada con el documento aduanero.',
  },
} as const satisfies Record<string, TProvision & { cause: 'E2' | 'E5'; legend: string }>;
export type TCrossBorderExemption = keyof typeof crossBorderExemptions;

/**
 * Why the buyer's premium, the house's service, is outside Spanish IVA: a service to a business is taxed
 * where the business is established (art. 69.Uno.1º Ley 37/1992, CalificacionOperacion N2). A business of
 * another member state pays its own IVA by reverse charge; one outside the EU, under its own law.
 */
export const premiumNotSubjectProvisions = {
  '69-eu': {
    article: 'art. 69.Uno.1º Ley 37/1992',
    covers: 'Servicio a un empresario establecido en otro Estado miembro',
    legend:
      'Operación no sujeta al IVA español (art. 69.Uno.1º Ley 37/1992; art. 44 Directiva 2006/112/CE). Inversión del sujeto pasivo.',
  },
  '69': {
    article: 'art. 69.Uno.1º Ley 37/1992',
    covers: 'Servicio a un empresario establecido fuera de la Unión Europea',
    legend:
      'Operación no sujeta al IVA español (art. 69.Uno.1º Ley 37/1992): destinatario establecido fuera de la UE.',
  },
} as const satisfies Record<string, TProvision & { legend: string }>;
export type TPremiumNotSubjectProvision = keyof typeof premiumNotSubjectProvisions;

export type TTaxProvision = TExemptionProvision | TNotSubjectProvision;

/** The provisions a treatment chooses among (none for `general` and `rebu`). */
export const provisionsOf = (treatment: TTaxTreatment): Record<string, TProvision> =>
  treatment === 'exempt' ? exemptionProvisions : treatment === 'not-subject' ? notSubjectProvisions : {};

/** The REBU's own wording, printed on its invoices (docs/after-the-hammer.md, "Invoices"). */
export const rebuLegend =
  'Régimen especial de los bienes usados, objetos de arte, antigüedades y objetos de colección';

export type TTaxedLine = { treatment?: TTaxTreatment; provision?: string | null; vatPercent: number | null };

export type TLineTaxTreatment = {
  /** ClaveRegimen: 01 general, 02 export, 03 REBU. */
  regimeKey: '01' | '02' | '03';
  /** CalificacionOperacion: S1 subject, N1/N2 not subject; null when exempt (OperacionExenta instead). */
  qualification: 'S1' | 'N1' | 'N2' | null;
  /** OperacionExenta: E1 for every exemption of art. 20, E2 an export (art. 21), E5 an intra-EU supply (art. 25). */
  exemptionCause: 'E1' | 'E2' | 'E5' | null;
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
  if (treatment === 'exempt' && line.provision && line.provision in crossBorderExemptions) {
    const exemption = crossBorderExemptions[line.provision as TCrossBorderExemption];
    return {
      regimeKey: exemption.cause === 'E2' ? '02' : '01',
      qualification: null,
      exemptionCause: exemption.cause,
      legend: exemption.legend,
    };
  }
  if (treatment === 'not-subject' && line.provision && line.provision in premiumNotSubjectProvisions)
    return {
      regimeKey: '01',
      qualification: 'N2',
      exemptionCause: null,
      legend: premiumNotSubjectProvisions[line.provision as TPremiumNotSubjectProvision].legend,
    };
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

/**
 * The provision a line cites, whichever table it comes from: those chosen in the lot form and those the
 * buyer's regime decides (an intra-EU supply, an export, a premium outside Spanish IVA).
 */
export const citedProvision = (treatment: TTaxTreatment, provision: string | null | undefined) => {
  if (!provision) return undefined;
  const tables: Record<string, TProvision>[] =
    treatment === 'exempt'
      ? [exemptionProvisions, crossBorderExemptions]
      : treatment === 'not-subject'
        ? [notSubjectProvisions, premiumNotSubjectProvisions]
        : [];
  return tables.find((table) => provision in table)?.[provision];
};

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

/**
 * How a buyer is taxed, decided for each sale when it is invoiced (docs/after-the-hammer.md, "Buyers
 * abroad"):
 * - `intra-eu-business`: a company whose VAT number of another member state VIES found valid (the number
 *   checked is the one on the account): goods to be transported to that state, exempt (art. 25); the
 *   premium not subject (art. 69), reverse charge;
 * - `export`: a buyer who lives outside the EU: goods invoiced with Spanish IVA until the customs proof is
 *   recorded (then exempt, art. 21, by a rectifying invoice); a company's premium not subject (art. 69);
 * - `domestic`: everyone else, an EU consumer or an EU company VIES does not confirm included: Spanish IVA
 *   as the lot's treatment says (goods handed over in Spain).
 */
export const buyerTaxRegimes = ['domestic', 'intra-eu-business', 'export'] as const;
export type TBuyerTaxRegime = (typeof buyerTaxRegimes)[number];

export type TTaxBuyer = {
  isCompany: boolean;
  vatIdType: string | null;
  vatId: string | null;
  /** ISO code of the country the buyer lives in, and whether it is an EU member state; null when unknown. */
  country: string | null;
  countryInEu: boolean | null;
};

/** The VIES check kept with the subscription (null: none was made). */
export type TTaxViesCheck = { vatNumber: string; valid: boolean | null } | null;

const compactVat = (vatId: string) => vatId.replace(/[\s.-]/g, '').toUpperCase();

export const buyerTaxRegime = (buyer: TTaxBuyer, vies: TTaxViesCheck): TBuyerTaxRegime => {
  const vatId = buyer.vatId ? compactVat(buyer.vatId) : '';
  if (
    buyer.isCompany &&
    buyer.vatIdType === 'eu-vat' &&
    !vatId.startsWith('ES') &&
    vies?.valid === true &&
    compactVat(vies.vatNumber) === vatId
  )
    return 'intra-eu-business';
  if (buyer.country && buyer.countryInEu === false) return 'export';
  return 'domestic';
};

/** The member state an intra-EU business buyer's goods go to: its VAT number's (EL is Greece). */
export const intraEuDestination = (vatId: string) => {
  const code = compactVat(vatId).slice(0, 2);
  return code === 'EL' ? 'GR' : code;
};

/**
 * The country to ask VIES about a number as a buyer typed it: its own prefix ("FR 403…", EL for Greece)
 * when it has one, else the account's country (a number typed without it).
 */
export const vatNumberCountry = (vatId: string, accountCountry: string) => {
  const prefix = /^([A-Z]{2})[0-9A-Z]/.exec(compactVat(vatId))?.[1];
  if (!prefix) return accountCountry;
  return prefix === 'EL' ? 'GR' : prefix;
};

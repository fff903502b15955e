import { citedProvision, lineTaxTreatment, type TTaxedLine } from '@/common/tax-treatment.ts';

type TTaxNoteKind =
  | 'rebu'
  | 'exempt'
  | 'not-subject'
  | 'intra-eu-supply'
  | 'export'
  | 'reverse-charge'
  | 'outside-eu-service';

/**
 * What an invoice line's tax note says (docs/after-the-hammer.md, "Tax treatment" and "Buyers abroad"): the
 * Spanish legal wording as `lineTaxTreatment` gives it, the case it is and the article it cites, so each
 * catalogue words it in its own language.
 */
export type TTaxNote = {
  legend: string;
  kind: TTaxNoteKind;
  /** The provision the line cites; null when it names none (a line written before provisions were kept). */
  article: string | null;
};

const exemptionKinds = { E1: 'exempt', E2: 'export', E5: 'intra-eu-supply' } as const;
/** The premium outside Spanish IVA: reverse charge for an EU business, the buyer's own law outside the EU. */
const premiumKinds: Record<string, TTaxNoteKind> = { '69-eu': 'reverse-charge', '69': 'outside-eu-service' };

/** A line's tax note, or null for a line at the general rate (it needs none). */
export const taxNoteOf = (line: TTaxedLine): TTaxNote | null => {
  const { legend, regimeKey, exemptionCause, qualification } = lineTaxTreatment(line);
  if (legend === null) return null;
  const article = line.treatment ? (citedProvision(line.treatment, line.provision)?.article ?? null) : null;
  const premium = qualification === 'N2' && line.provision ? premiumKinds[line.provision] : undefined;
  const kind: TTaxNoteKind =
    regimeKey === '03'
      ? 'rebu'
      : exemptionCause
        ? exemptionKinds[exemptionCause]
        : (premium ?? 'not-subject');
  return { legend, kind, article };
};

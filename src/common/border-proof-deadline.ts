/**
 * How long the house waits for the proof that a buyer's goods left Spain (docs/after-the-hammer.md, "Proof
 * that never arrives"): three months from the exempt invoice's date, the term art. 21.1º Ley 37/1992 gives an
 * export and the house applies to an intra-EU supply's transport proof alike.
 */
export const borderProofMonths = 3;

/** The last day ("yyyy-mm-dd") the proof may come for an invoice issued on `issueDate`; clamped to month ends. */
export const borderProofDeadline = (issueDate: string) => {
  const [year, month, day] = issueDate.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(year, month - 1 + borderProofMonths, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target.toISOString().slice(0, 10);
};

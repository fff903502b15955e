import { asc } from 'drizzle-orm';
import type { TDb } from '@/server/db/client.ts';
import { billingChains, invoices } from '@/server/db/schema/index.ts';
import { billingFingerprint } from './verifactu.ts';

export type TBillingChainCheck = {
  issuerNif: string;
  records: number;
  isIntact: boolean;
  /** The first record that does not follow, and why. */
  brokenAt: { invoiceId: number | null; reason: string } | null;
};

/**
 * Walks every issuer's VERI*FACTU chain (docs/after-the-hammer.md): each invoice's fingerprint is
 * recomputed from its fields and must point at the one issued before it, and the chain's head must be the
 * last one. Used after a restore (scripts/restore-drill.ts) to prove the invoices came back as issued.
 */
export const checkBillingChains = async (db: TDb): Promise<TBillingChainCheck[]> => {
  const rows = await db.select().from(invoices).orderBy(asc(invoices.id));
  const heads = new Map((await db.select().from(billingChains)).map((head) => [head.issuerNif, head]));
  const byIssuer = new Map<string, typeof rows>();
  for (const row of rows) byIssuer.set(row.issuerNif, [...(byIssuer.get(row.issuerNif) ?? []), row]);
  return [...byIssuer].map(([issuerNif, chain]) => {
    const broken = (invoiceId: number | null, reason: string) => ({
      issuerNif,
      records: chain.length,
      isIntact: false,
      brokenAt: { invoiceId, reason },
    });
    let previous: (typeof chain)[number] | null = null;
    for (const invoice of chain) {
      if (
        invoice.previousInvoiceId !== (previous?.id ?? null) ||
        invoice.previousFingerprint !== (previous?.fingerprint ?? null)
      )
        return broken(invoice.id, `La factura ${invoice.fullNumber} no apunta a la anterior del emisor.`);
      const fingerprint = billingFingerprint({
        ...invoice,
        previousFingerprint: invoice.previousFingerprint,
      });
      if (fingerprint !== invoice.fingerprint)
        return broken(
          invoice.id,
          `La huella de la factura ${invoice.fullNumber} no corresponde a sus datos.`,
        );
      previous = invoice;
    }
    const head = heads.get(issuerNif);
    if (head?.lastInvoiceId !== previous?.id || head?.lastFingerprint !== previous?.fingerprint)
      return broken(null, 'La cabeza de la cadena del emisor no es su última factura.');
    return { issuerNif, records: chain.length, isIntact: true, brokenAt: null };
  });
};

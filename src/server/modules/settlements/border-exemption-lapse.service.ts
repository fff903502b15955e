/**
 * Proof that never arrives (docs/after-the-hammer.md): an intra-EU supply invoiced exempt (art. 25) whose
 * transport proof did not come within three months loses the exemption. The clerk charges the IVA: each
 * exempt goods invoice is cancelled by a rectificativa (R4) and issued again with IVA at the rate fixed at
 * award, and the buyer is asked by e-mail to pay the difference. The premium stays not subject (its place of
 * supply is the business's state, whatever happened to the goods).
 */
import { and, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import { friendlyFormatIBAN } from 'ibantools';
import { formatCents, formatDate } from '@/common/format.ts';
import { apiText } from '@/common/i18n/api/index.ts';
import { madridDay } from '@/common/madrid-time.ts';
import type { TDb, TTx } from '@/server/db/client.ts';
import { invoices, settlementLines, settlements, users } from '@/server/db/schema/index.ts';
import { AppError, notFound } from '@/server/lib/app-error.ts';
import { borderVatChargedMail } from '@/server/mail/border-templates.ts';
import { queueMail } from '@/server/mail/outbox.ts';
import { recordAudit } from '../audit/audit.service.ts';
import type { TSite } from '../auth/accounts.service.ts';
import { readBankAccount } from '../config-data/config-data.service.ts';
import { rectifyInvoice } from '../invoices/invoice-rectification.service.ts';
import { awaitedBorderProofs } from './border-proof-overdue.ts';
import { getSettlement } from './settlements.service.ts';

const refuse = (message: string) => new AppError('BUSINESS_RULE', message);

/** The goods invoices still standing that bill a line exempt as an intra-EU supply. */
const exemptGoodsInvoices = async (tx: TTx, settlementId: number) =>
  (
    await tx
      .selectDistinct({ invoiceId: settlementLines.invoiceId })
      .from(settlementLines)
      .where(
        and(
          eq(settlementLines.settlementId, settlementId),
          eq(settlementLines.borderExemption, '25'),
          isNotNull(settlementLines.invoiceId),
          isNull(settlementLines.withdrawnOn),
        ),
      )
  ).map((row) => row.invoiceId!);

/** Marks the exemption lapsed, after checking the deadline has passed; returns the invoices to rectify. */
const markLapsed = async (
  tx: TTx,
  { settlementId, adminId, now }: { settlementId: number; adminId: number; now: Date },
) => {
  const [settlement] = await tx
    .select()
    .from(settlements)
    .where(eq(settlements.id, settlementId))
    .for('update');
  if (!settlement) throw notFound(apiText.settlements.notFound);
  if (settlement.status === 'cancelled') throw refuse(apiText.settlements.cancelledNoVat);
  if (settlement.borderProofKind === 'transport') throw refuse(apiText.settlements.transportProofRecorded);
  const standing = await exemptGoodsInvoices(tx, settlementId);
  if (standing.length === 0)
    throw settlement.borderExemptionLapsedOn
      ? new AppError('CONFLICT', apiText.settlements.vatAlreadyCharged)
      : refuse(apiText.settlements.noExemptInvoice);
  // Retried after a failure half-way: the exemption has lapsed already, the invoices left are rectified.
  if (settlement.borderExemptionLapsedOn) return { standing, deadline: null };
  const [awaited] = await awaitedBorderProofs(tx, { settlementIds: [settlementId] });
  if (awaited && awaited.deadline >= madridDay(now))
    throw refuse(apiText.settlements.proofDeadlineOpen(awaited.deadline));
  await tx
    .update(settlements)
    .set({ borderExemptionLapsedOn: now, borderExemptionLapsedBy: adminId })
    .where(eq(settlements.id, settlementId));
  await recordAudit(tx, {
    actorId: adminId,
    entity: 'settlement',
    entityId: settlementId,
    action: 'border-exemption-lapse',
    changes: { deadline: awaited?.deadline ?? null, invoices: standing },
  });
  return { standing, deadline: awaited?.deadline ?? null };
};

/** Tells the buyer what the new invoices charge and what is left to pay. */
const mailBuyer = async (
  db: TDb,
  site: TSite,
  { settlementId, deadline, numbers }: { settlementId: number; deadline: string | null; numbers: string[] },
) => {
  const view = await getSettlement({ db, id: settlementId });
  const [buyer] = await db.select().from(users).where(eq(users.id, view.userId));
  const bank = await readBankAccount({ db });
  await queueMail(
    db,
    buyer!,
    borderVatChargedMail(site, buyer!, {
      auctionTitle: view.title,
      deadline: deadline ? formatDate(deadline, buyer!.language) : '—',
      invoices: numbers,
      balance: formatCents(Math.max(0, view.totals.balance), buyer!.language),
      iban: bank ? (friendlyFormatIBAN(bank.iban) ?? bank.iban) : '—',
      reference: view.reference,
      url: `${site.publicUrl}/mi-cuenta/adjudicaciones`,
    }),
  );
};

/** Charges the IVA of an intra-EU supply whose transport proof never came; returns the rectifications. */
export const lapseBorderExemption = async ({
  db,
  site,
  settlementId,
  adminId,
  now = new Date(),
}: {
  db: TDb;
  site: TSite;
  settlementId: number;
  adminId: number;
  now?: Date;
}) => {
  const { standing, deadline } = await db.transaction((tx) => markLapsed(tx, { settlementId, adminId, now }));
  const numbers = await db
    .select({ id: invoices.id, fullNumber: invoices.fullNumber })
    .from(invoices)
    .where(inArray(invoices.id, standing));
  const rectified = [];
  for (const invoiceId of standing) {
    const number = numbers.find((row) => row.id === invoiceId)?.fullNumber ?? String(invoiceId);
    rectified.push(
      await rectifyInvoice({
        db,
        invoiceId,
        cause: 'other',
        reason: `Entrega intracomunitaria sin prueba del transporte a otro Estado miembro en plazo (factura ${number}): no se aplica la exención del art. 25 Ley 37/1992 y se repercute el IVA (art. 89 Ley 37/1992).`,
        adminId,
        now,
      }),
    );
  }
  await mailBuyer(db, site, {
    settlementId,
    deadline,
    numbers: rectified.flatMap(({ rectification, replacement }) => [
      rectification.fullNumber,
      ...(replacement ? [replacement.fullNumber] : []),
    ]),
  });
  return rectified;
};

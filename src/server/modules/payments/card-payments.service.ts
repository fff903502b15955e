import { and, arrayContains, eq } from 'drizzle-orm';
import type { ResponseJSONSuccess } from 'redsys-easy';
import { apiText, apiTextIn } from '@/common/i18n/api/index.ts';
import { defaultLanguage, type TLanguage } from '@/common/language.ts';
import { pathIn } from '@/common/localized-paths.ts';
import type { TDb } from '@/server/db/client.ts';
import { cardPayments, settlements, users } from '@/server/db/schema/index.ts';
import { AppError } from '@/server/lib/app-error.ts';
import { queueMail } from '@/server/mail/outbox.ts';
import { lateCardAuthorisationMail, type TLayout } from '@/server/mail/templates.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { getSettlement } from '../settlements/settlements.service.ts';
import { addPayment } from './payments.service.ts';
import { newOrderNumber, type TRedsysGateway } from './redsys.ts';

/**
 * Starts a card payment of what the buyer still owes: one Redsys order (stored, pending) and the signed
 * form the browser posts to the gateway.
 */
export const startCardPayment = async ({
  db,
  gateway,
  publicUrl,
  settlementId,
  userId,
  language = defaultLanguage,
}: {
  db: TDb;
  gateway: TRedsysGateway | null;
  publicUrl: string;
  settlementId: number;
  userId: number;
  /** The page's language: the gateway sends the buyer back to the same page in it. */
  language?: TLanguage;
}) => {
  if (!gateway) throw new AppError('BUSINESS_RULE', apiText.payments.cardUnavailable);
  const settlement = await getSettlement({ db, id: settlementId, userId });
  if (settlement.state !== 'pending' || settlement.totals.balance <= 0)
    throw new AppError('BUSINESS_RULE', apiText.payments.nothingOwed);
  const [order] = await db
    .insert(cardPayments)
    .values({ order: newOrderNumber(), settlementId, amount: settlement.totals.balance })
    .returning();
  const back = `${publicUrl}${pathIn(language, '/mi-cuenta/adjudicaciones')}`;
  return gateway.paymentForm({
    order: order!.order,
    amount: order!.amount,
    notificationUrl: `${publicUrl}/api/payments/redsys/notification`,
    okUrl: `${back}?pago=ok`,
    koUrl: `${back}?pago=ko`,
    description: apiTextIn(language).payments.cardDescription(settlement.reference, settlement.title),
  });
};

/**
 * The gateway's notification: signature checked first (a forged one changes nothing), then the order must
 * exist, still be pending, and match amount, currency and merchant. An authorised payment becomes a `card`
 * payment of the settlement in the same transaction; a repeated notification finds the order settled and
 * records nothing twice (the database refuses a second payment from one order as well).
 *
 * An authorisation after the order was denied means the card was charged after all: it is recorded — the
 * money is the buyer's until applied or refunded — and everyone in contabilidad is told to decide which
 * (docs/after-the-hammer.md, "Card payments").
 */
export const handleRedsysNotification = async ({
  db,
  gateway,
  merchantCode,
  body,
  site,
}: {
  db: TDb;
  gateway: TRedsysGateway | null;
  merchantCode: string | undefined;
  body: ResponseJSONSuccess;
  site: TLayout;
}) => {
  if (!gateway) throw new AppError('NOT_FOUND', 'El pago con tarjeta no está configurado.');
  let notice: ReturnType<TRedsysGateway['readNotification']>;
  try {
    notice = gateway.readNotification(body);
  } catch {
    throw new AppError('VALIDATION', 'Notificación de Redsys con firma no válida.', {
      fields: { Ds_Signature: 'Firma no válida.' },
    });
  }
  return db.transaction(async (tx) => {
    const [order] = await tx
      .select()
      .from(cardPayments)
      .where(eq(cardPayments.order, notice.order))
      .for('update');
    if (!order) throw new AppError('NOT_FOUND', `No existe el pedido ${notice.order}.`);
    const isLateAuthorisation = order.status === 'denied' && notice.isAuthorised;
    if (order.status !== 'pending' && !isLateAuthorisation)
      return { order: order.order, status: order.status, isRepeated: true };
    if (notice.amount !== order.amount || notice.currency !== '978' || notice.merchantCode !== merchantCode) {
      throw new AppError(
        'VALIDATION',
        'La notificación no coincide con el pedido (importe, moneda o comercio).',
      );
    }
    const status = notice.isAuthorised ? ('authorised' as const) : ('denied' as const);
    await tx
      .update(cardPayments)
      .set({
        status,
        responseCode: notice.responseCode,
        authorisationCode: notice.authorisationCode,
        notification: notice.params,
        notifiedOn: new Date(),
      })
      .where(and(eq(cardPayments.id, order.id)));
    if (status === 'authorised') {
      const [settlement] = await tx.select().from(settlements).where(eq(settlements.id, order.settlementId));
      const note = `Redsys pedido ${order.order}, autorización ${notice.authorisationCode ?? '—'}`;
      await addPayment(tx, {
        settlementId: settlement!.id,
        amount: order.amount,
        method: 'card',
        cardPaymentId: order.id,
        note: isLateAuthorisation
          ? `${note}. Autorizado después de haberse denegado: aplícalo o devuélvelo.`
          : note,
      });
      if (isLateAuthorisation) {
        await recordAudit(tx, {
          actorId: null,
          entity: 'card-payment',
          entityId: order.id,
          action: 'late-authorisation',
          changes: {
            order: order.order,
            settlementId: settlement!.id,
            amount: order.amount,
            responseCode: { before: order.responseCode, after: notice.responseCode },
          },
        });
        const accountants = await tx
          .select()
          .from(users)
          .where(arrayContains(users.roles, ['contabilidad']));
        for (const accountant of accountants)
          await queueMail(
            tx,
            accountant,
            lateCardAuthorisationMail(site, accountant, {
              order: order.order,
              amount: order.amount,
              reference: settlement!.reference,
              url: settlement!.auctionId
                ? `${site.publicUrl}/admin/subastas/${settlement!.auctionId}/liquidacion`
                : `${site.publicUrl}/admin/cobros`,
            }),
          );
      }
    }
    return { order: order.order, status, isRepeated: false };
  });
};

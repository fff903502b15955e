import { and, arrayContains, eq } from 'drizzle-orm';
import type { ResponseJSONSuccess } from 'redsys-easy';
import { apiText, apiTextIn } from '@/common/i18n/api/index.ts';
import { defaultLanguage, type TLanguage } from '@/common/language.ts';
import { pathIn } from '@/common/localized-paths.ts';
import type { TDb, TTx } from '@/server/db/client.ts';
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

type TNotice = ReturnType<TRedsysGateway['readNotification']>;
type TCardOrder = typeof cardPayments.$inferSelect;
type TSettlement = typeof settlements.$inferSelect;

const readSignedNotice = (gateway: TRedsysGateway, body: ResponseJSONSuccess): TNotice => {
  try {
    return gateway.readNotification(body);
  } catch {
    throw new AppError('VALIDATION', 'Notificación de Redsys con firma no válida.', {
      fields: { Ds_Signature: 'Firma no válida.' },
    });
  }
};

/** The order, locked so two notifications of it are handled one after the other. */
const lockOrder = async (tx: TTx, orderNumber: string) => {
  const [order] = await tx
    .select()
    .from(cardPayments)
    .where(eq(cardPayments.order, orderNumber))
    .for('update');
  if (!order) throw new AppError('NOT_FOUND', `No existe el pedido ${orderNumber}.`);
  return order;
};

const assertNoticeMatchesOrder = (notice: TNotice, order: TCardOrder, merchantCode: string | undefined) => {
  if (notice.amount !== order.amount || notice.currency !== '978' || notice.merchantCode !== merchantCode) {
    throw new AppError(
      'VALIDATION',
      'La notificación no coincide con el pedido (importe, moneda o comercio).',
    );
  }
};

const recordNotice = (tx: TTx, order: TCardOrder, notice: TNotice, status: 'authorised' | 'denied') =>
  tx
    .update(cardPayments)
    .set({
      status,
      responseCode: notice.responseCode,
      authorisationCode: notice.authorisationCode,
      notification: notice.params,
      notifiedOn: new Date(),
    })
    .where(and(eq(cardPayments.id, order.id)));

/** Everyone in contabilidad decides whether a late authorisation is applied or refunded. */
const reportLateAuthorisation = async (
  tx: TTx,
  {
    order,
    notice,
    settlement,
    site,
  }: { order: TCardOrder; notice: TNotice; settlement: TSettlement; site: TLayout },
) => {
  await recordAudit(tx, {
    actorId: null,
    entity: 'card-payment',
    entityId: order.id,
    action: 'late-authorisation',
    changes: {
      order: order.order,
      settlementId: settlement.id,
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
        reference: settlement.reference,
        url: settlement.auctionId
          ? `${site.publicUrl}/admin/subastas/${settlement.auctionId}/liquidacion`
          : `${site.publicUrl}/admin/cobros`,
      }),
    );
};

/** An authorised order becomes a `card` payment of its settlement. */
const payAuthorisedOrder = async (
  tx: TTx,
  {
    order,
    notice,
    isLateAuthorisation,
    site,
  }: { order: TCardOrder; notice: TNotice; isLateAuthorisation: boolean; site: TLayout },
) => {
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
  if (isLateAuthorisation)
    await reportLateAuthorisation(tx, { order, notice, settlement: settlement!, site });
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
  const notice = readSignedNotice(gateway, body);
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, notice.order);
    const isLateAuthorisation = order.status === 'denied' && notice.isAuthorised;
    if (order.status !== 'pending' && !isLateAuthorisation)
      return { order: order.order, status: order.status, isRepeated: true };
    assertNoticeMatchesOrder(notice, order, merchantCode);
    const status = notice.isAuthorised ? ('authorised' as const) : ('denied' as const);
    await recordNotice(tx, order, notice, status);
    if (status === 'authorised') await payAuthorisedOrder(tx, { order, notice, isLateAuthorisation, site });
    return { order: order.order, status, isRepeated: false };
  });
};

import { compose, type TLayout } from './templates.ts';

/** The messages of the consumer's rights: withdrawal received and refunded, deposit refunds overdue. */
type TTo = { email: string; firstname: string };

/** To the buyer, at once: the withdrawal is recorded, with the form attached as a link and the refund date. */
export const withdrawalReceivedMail = (
  layout: TLayout,
  to: TTo,
  withdrawal: { lotTitle: string; declaredOn: string; refund: string | null; refundBy: string; url: string },
) =>
  compose(layout, {
    to: to.email,
    subject: `Hemos recibido tu desistimiento: ${withdrawal.lotTitle}`,
    greeting: `Hola, ${to.firstname}:`,
    paragraphs: [
      `El ${withdrawal.declaredOn} desististe de la compra del lote «${withdrawal.lotTitle}». Lo hemos registrado y anulado su venta con una factura rectificativa.`,
      withdrawal.refund
        ? `Te devolveremos ${withdrawal.refund} antes del ${withdrawal.refundBy}, por el mismo medio con el que pagaste. Te escribiremos cuando lo hagamos.`
        : 'No habías pagado nada por este lote, así que no hay nada que devolverte.',
      'Puedes descargar el formulario de desistimiento con tus datos desde «Mis adjudicaciones».',
    ],
    action: { label: 'Ver mis adjudicaciones', url: withdrawal.url },
  });

/** To the buyer, once the refunds recorded on their settlement cover what the withdrawal owed them. */
export const withdrawalRefundedMail = (
  layout: TLayout,
  to: TTo,
  withdrawal: { lotTitle: string; refund: string; url: string },
) =>
  compose(layout, {
    to: to.email,
    subject: `Te hemos devuelto ${withdrawal.refund}: ${withdrawal.lotTitle}`,
    greeting: `Hola, ${to.firstname}:`,
    paragraphs: [
      `Hemos devuelto ${withdrawal.refund} por tu desistimiento de la compra del lote «${withdrawal.lotTitle}».`,
    ],
    action: { label: 'Ver mis adjudicaciones', url: withdrawal.url },
  });

/** To the staff of contabilidad: deposits owed back whose deadline has passed. */
export const depositRefundsOverdueMail = (
  layout: TLayout,
  to: TTo,
  overdue: { lines: string[]; url: string },
) =>
  compose(layout, {
    to: to.email,
    subject: `Depósitos sin devolver fuera de plazo: ${overdue.lines.length}`,
    greeting: `Hola, ${to.firstname}:`,
    paragraphs: [
      'Estos depósitos de postores no adjudicatarios han superado el plazo de devolución que fijan las condiciones de su subasta:',
      ...overdue.lines,
    ],
    action: { label: 'Ver los depósitos fuera de plazo', url: overdue.url },
  });

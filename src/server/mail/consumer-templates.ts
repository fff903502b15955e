import { mailMessages } from './messages/index.ts';
import { addressed, compose, type TLayout, type TRecipient } from './templates.ts';

/** The messages of the consumer's rights: withdrawal received and refunded, deposit refunds overdue. */
type TTo = { email: string; firstname: string };

/** To the buyer, at once: the withdrawal is recorded, with the form attached as a link and the refund date. */
export const withdrawalReceivedMail = (
  layout: TLayout,
  to: TRecipient,
  withdrawal: { lotTitle: string; declaredOn: string; refund: string | null; refundBy: string; url: string },
) => {
  const { withdrawal: t, actions } = mailMessages(to.language);
  return compose(layout, {
    ...addressed(to),
    subject: t.receivedSubject(withdrawal.lotTitle),
    paragraphs: [
      t.recorded(withdrawal.declaredOn, withdrawal.lotTitle),
      withdrawal.refund ? t.refundBy(withdrawal.refund, withdrawal.refundBy) : t.nothingPaid,
      t.form,
    ],
    action: { label: actions.seeWonLots, url: withdrawal.url },
  });
};

/** To the buyer, once the refunds recorded on their settlement cover what the withdrawal owed them. */
export const withdrawalRefundedMail = (
  layout: TLayout,
  to: TRecipient,
  withdrawal: { lotTitle: string; refund: string; url: string },
) => {
  const { withdrawal: t, actions } = mailMessages(to.language);
  return compose(layout, {
    ...addressed(to),
    subject: t.refundedSubject(withdrawal.refund, withdrawal.lotTitle),
    paragraphs: [t.refunded(withdrawal.refund, withdrawal.lotTitle)],
    action: { label: actions.seeWonLots, url: withdrawal.url },
  });
};

/** To the staff of contabilidad, in Spanish as all mail to staff: deposits owed back whose deadline has passed. */
export const depositRefundsOverdueMail = (
  layout: TLayout,
  to: TTo,
  overdue: { lines: string[]; url: string },
) =>
  compose(layout, {
    to: to.email,
    language: 'es',
    subject: `Depósitos sin devolver fuera de plazo: ${overdue.lines.length}`,
    greeting: `Hola, ${to.firstname}:`,
    paragraphs: [
      'Estos depósitos de postores no adjudicatarios han superado el plazo de devolución que fijan las condiciones de su subasta:',
      ...overdue.lines,
    ],
    action: { label: 'Ver los depósitos fuera de plazo', url: overdue.url },
  });

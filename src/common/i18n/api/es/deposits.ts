import type { TDepositStatus } from '../../../deposit-statuses.ts';

/** A deposit's state as a sentence says it ("está pendiente de devolución"). */
const states: Record<TDepositStatus, string> = {
  pending: 'pendiente de recibir',
  received: 'recibido',
  applied: 'aplicado a la liquidación',
  'refund-due': 'pendiente de devolución',
  refunded: 'devuelto',
  forfeited: 'retenido',
};

/** What the API and the forms say about deposits, in Spanish. */
export const deposits = {
  awaitingIbanInvalid: 'awaitingIban: true o false.',
  overdueInvalid: 'overdue es true o false.',
  lateReasonTooShort: 'Escribe el motivo de la recepción tardía (al menos 5 caracteres).',
  lateReasonMissing: 'Escribe el motivo de la recepción tardía.',
  reasonMissing: 'Escribe el motivo.',
  reasonTooShort: 'Escribe el motivo (al menos 5 caracteres).',
  reasonTooLong: 'El motivo no puede pasar de 500 caracteres.',
  noteTooLong: 'La nota no puede pasar de 500 caracteres.',
  idsMissing: 'Indica las inscripciones cuyo depósito se ha recibido.',
  idsEmpty: 'Selecciona al menos un depósito.',
  idsTooMany: 'Como mucho 200 depósitos a la vez.',
  subscriptionNotFound: 'La inscripción no existe.',
  subscriptionsNotFound: (ids: string) =>
    `No existe la inscripción ${ids}: no se ha marcado ningún depósito.`,
  noDeposit: 'Esta subasta no pide depósito.',
  cannotMove: (from: TDepositStatus, to: TDepositStatus) =>
    `El depósito está ${states[from]}: no puede pasar a ${states[to]}.`,
  /** Lower case: it also follows a bidder's name in the bulk refusal. */
  lateReceiptNeeded: (auctionTitle: string) =>
    `la subasta «${auctionTitle}» ya está cerrada: márcalo como recepción tardía e indica el motivo`,
  refundIbanMissing:
    'El postor aún no ha indicado el IBAN en el que devolverle el depósito: se le ha pedido por correo y en «Mis subastas». Podrás marcarlo devuelto cuando lo indique.',
  forfeitNeedsOpenSettlement: 'Solo se retiene el depósito de un adjudicatario con la liquidación abierta.',
  forfeitAfterPayment:
    'El adjudicatario ya ha pagado parte: registra la devolución antes de retener el depósito.',
  bulkRefused: (refusals: string[]) =>
    `No se ha marcado ningún depósito como recibido. No pueden pasar a recibido: ${refusals.join('; ')}.`,
  bulkBidder: (bidder: string, auctionTitle: string) => `${bidder} en «${auctionTitle}»`,
  bulkNoDeposit: (who: string) => `${who}: la subasta no pide depósito`,
  bulkInState: (who: string, status: TDepositStatus) => `${who}: está ${states[status]}`,
};

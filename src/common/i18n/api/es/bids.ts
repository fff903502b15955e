import { formatCents } from '../../../format.ts';

/** What the API and the forms say about bids (the bidder's answers and refusals), in Spanish. */
export const bids = {
  amountNotPositive: 'El importe debe ser mayor que cero.',
  maxAmountNotPositive: 'La puja máxima debe ser mayor que cero.',
  upToAmountNotPositive: 'El límite debe ser mayor que cero.',
  maxAmountBelowAmount: 'La puja máxima no puede ser menor que la puja.',
  upToAmountBelowAmount: 'El límite no puede ser menor que la puja.',
  belowMinimum: (minimum: number) => `La puja mínima ahora es de ${formatCents(minimum, 'es')}.`,
  belowMinimumField: 'La puja es inferior a la mínima.',
  signInToBid: 'Tienes que iniciar sesión.',
  accountBanned: 'Tu cuenta está bloqueada. Si crees que es un error, contacta con nosotros.',
  accountNotActive: 'Tu cuenta no está activada todavía.',
  overdueSettlement:
    'No puedes pujar mientras tengas una liquidación vencida sin pagar. Págala desde «Mis adjudicaciones» o escríbenos si crees que es un error.',
  notSubscribed: 'Para pujar tienes que inscribirte en la subasta.',
  subscriptionPending: 'Tu inscripción está pendiente de aprobación. Te avisaremos por correo.',
  subscriptionRejected: 'Tu inscripción en esta subasta no fue aceptada.',
  depositNotReceived: 'Aún no hemos recibido tu depósito. Podrás pujar en cuanto lo confirmemos.',
  auctionClosed: 'La subasta ya está cerrada.',
  lotClosed: 'El lote ya está cerrado: no admite más pujas.',
  lotNotOpenYet: 'El lote todavía no admite pujas.',
  maxNotRaised: 'Ya vas ganando con una puja máxima igual o superior: solo puedes subirla.',
  maxNotRaisedField: 'Tu nueva puja máxima debe superar la actual.',
  leading: 'Puja aceptada. Vas ganando.',
  outbid: 'Tu puja se ha registrado, pero otro pujador tenía una puja máxima más alta. Te han superado.',
  offerRecorded:
    'Hemos registrado tu oferta por debajo del precio de salida. La valoraremos al cierre del lote.',
  maxRaised: 'Has subido tu puja máxima. Sigues ganando.',
  bidNotFound: 'La puja no existe.',
  bidNotFoundOrNotYours: 'La puja no existe o no es tuya.',
  receiptSignatureMissing: 'Falta la firma del enlace (t).',
  receiptLinkInvalid: 'El enlace del recibo no es válido.',
  chainBrokenAt: (bidId: number, position: number) =>
    `La puja ${bidId} (la ${position}.ª del lote) no se sigue de la anterior: se alteraron sus datos (importe, máximo, pujador u hora) o falta, o está fuera de orden, una puja anterior.`,
  chainHeadBroken:
    'La cabeza de la cadena del lote no es el último eslabón: falta la última puja o se alteró la cabeza.',
};

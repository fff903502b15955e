import { formatCents } from '@/common/format.ts';
import type { TMail } from './mailer.ts';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!,
  );

export type TLayout = { siteName: string; publicUrl: string };
type TAction = { label: string; url: string };

/** One Spanish layout for every message: a greeting, paragraphs, an optional button, a signature. */
export const compose = (
  layout: TLayout,
  content: {
    to: string;
    subject: string;
    greeting: string;
    paragraphs: string[];
    action?: TAction;
    closing?: string;
    /** Small links under the signature: an alert's preferences and its unsubscribe link. */
    footerLinks?: TAction[];
  },
): TMail => {
  const { siteName, publicUrl } = layout;
  const closing = content.closing ?? `Un saludo,\nEl equipo de ${siteName}`;
  const text = [
    content.greeting,
    '',
    ...content.paragraphs.flatMap((paragraph) => [paragraph, '']),
    ...(content.action ? [`${content.action.label}: ${content.action.url}`, ''] : []),
    closing,
    '',
    `${siteName} · ${publicUrl}`,
    ...(content.footerLinks ?? []).map((link) => `${link.label}: ${link.url}`),
  ].join('\n');
  const footerLinks = (content.footerLinks ?? [])
    .map((link) => ` · <a href="${escapeHtml(link.url)}">${escapeHtml(link.label)}</a>`)
    .join('');
  const button = content.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(content.action.url)}" style="background:#1c4e80;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:bold">${escapeHtml(content.action.label)}</a></p>
<p style="font-size:13px;color:#555">Si el botón no funciona, copia este enlace en tu navegador:<br>${escapeHtml(content.action.url)}</p>`
    : '';
  const html = `<!doctype html>
<html lang="es"><head><meta charset="utf-8"><title>${escapeHtml(content.subject)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;color:#1a1a1a;max-width:600px;margin:0 auto;padding:24px">
<p style="font-size:20px;font-weight:bold;color:#1c4e80">${escapeHtml(siteName)}</p>
<p>${escapeHtml(content.greeting)}</p>
${content.paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('\n')}
${button}
<p>${escapeHtml(closing).replace('\n', '<br>')}</p>
<hr style="border:none;border-top:1px solid #ddd"><p style="font-size:12px;color:#777"><a href="${escapeHtml(publicUrl)}">${escapeHtml(publicUrl)}</a>${footerLinks}</p>
</body></html>`;
  return { to: content.to, subject: content.subject, html, text };
};

export const activationMail = (layout: TLayout, to: { email: string; firstname: string }, url: string) =>
  compose(layout, {
    to: to.email,
    subject: `Activa tu cuenta de ${layout.siteName}`,
    greeting: `Hola, ${to.firstname}:`,
    paragraphs: [
      `Gracias por registrarte en ${layout.siteName}. Para empezar a participar en las subastas, confirma tu dirección de correo electrónico.`,
      'El enlace caduca en 7 días. Si no has sido tú, ignora este mensaje.',
    ],
    action: { label: 'Activar mi cuenta', url },
  });

/** A sign-in from a device the user has not used before (docs/operations.md, "Sessions"). */
export const newDeviceMail = (
  layout: TLayout,
  to: { email: string; firstname: string },
  signIn: { device: string; network: string | null; place: string | null; at: string; url: string },
) =>
  compose(layout, {
    to: to.email,
    subject: `Nuevo inicio de sesión en ${layout.siteName}`,
    greeting: `Hola, ${to.firstname}:`,
    paragraphs: [
      `Se ha iniciado sesión en tu cuenta desde un dispositivo nuevo: ${signIn.device}, ${signIn.place ? `en ${signIn.place} (red ${signIn.network})` : `red ${signIn.network ?? 'desconocida'}`}, el ${signIn.at}.`,
      'Si has sido tú, no tienes que hacer nada.',
      'Si no has sido tú, cambia tu contraseña cuanto antes y cierra esa sesión desde Mi cuenta › Sesiones.',
    ],
    action: { label: 'Ver mis sesiones', url: signIn.url },
  });

export const passwordRecoveryMail = (
  layout: TLayout,
  to: { email: string; firstname: string },
  url: string,
) =>
  compose(layout, {
    to: to.email,
    subject: `Restablece tu contraseña de ${layout.siteName}`,
    greeting: `Hola, ${to.firstname}:`,
    paragraphs: [
      'Hemos recibido una solicitud para restablecer la contraseña de tu cuenta.',
      'El enlace sirve una sola vez y caduca en 1 hora. Si no lo has pedido tú, ignora este mensaje: tu contraseña no cambiará.',
    ],
    action: { label: 'Elegir una contraseña nueva', url },
  });

export const emailChangeMail = (layout: TLayout, to: { email: string; firstname: string }, url: string) =>
  compose(layout, {
    to: to.email,
    subject: `Confirma tu nuevo correo en ${layout.siteName}`,
    greeting: `Hola, ${to.firstname}:`,
    paragraphs: [
      'Has cambiado el correo electrónico de tu cuenta. Confírmalo para seguir recibiendo nuestros avisos.',
    ],
    action: { label: 'Confirmar mi correo', url },
  });

/** A deposit the bidder still has to pay: how much, to which account and with which reference. */
export type TDepositToPay = { amount: string; iban: string | null; holder: string | null; reference: string };

/** How to pay the deposit, in one sentence, the same in every e-mail that asks for it. */
const howToPayDeposit = (deposit: TDepositToPay) =>
  deposit.iban
    ? `Ingrésalo por transferencia en la cuenta ${deposit.iban}${deposit.holder ? ` (titular: ${deposit.holder})` : ''} indicando la referencia ${deposit.reference}.`
    : `Indica la referencia ${deposit.reference} en la transferencia; en la página de la subasta tienes la cuenta donde ingresarlo.`;

/**
 * The refund account is asked for after subscribing (docs/after-the-hammer.md, "Deposits"): the same
 * sentence wherever the bidder has not given it yet.
 */
export const refundIbanRequest = (myAuctionsUrl: string) =>
  `Aún no nos has indicado la cuenta (IBAN) en la que devolverte el depósito si no resultas adjudicatario. Indícala en «Mis subastas» (${myAuctionsUrl}): sin ella no podemos devolvértelo.`;

/**
 * The request is on record: what happens next and, for an auction with a deposit, how much, to which account
 * and with which reference, so the bidder need not come back to the site to pay it.
 */
export const subscriptionRequestedMail = (
  layout: TLayout,
  to: { email: string; firstname: string },
  auction: { title: string; url: string },
  deposit: TDepositToPay | null,
  /** "Mis subastas", when the deposit's refund account is still to be given. */
  askRefundIbanAt: string | null = null,
) =>
  compose(layout, {
    to: to.email,
    subject: `Solicitud de inscripción: ${auction.title}`,
    greeting: `Hola, ${to.firstname}:`,
    paragraphs: [
      `Hemos recibido tu solicitud de inscripción en la subasta «${auction.title}». La revisaremos y te avisaremos por correo en cuanto la aceptemos o no.`,
      ...(deposit
        ? [
            `Esta subasta pide un depósito de ${deposit.amount}. ${howToPayDeposit(deposit)}`,
            'Podrás pujar cuando tu inscripción esté aceptada y hayamos recibido el depósito. Si no resultas adjudicatario, te lo devolvemos.',
          ]
        : []),
      ...(askRefundIbanAt ? [refundIbanRequest(askRefundIbanAt)] : []),
    ],
    action: { label: 'Ver la subasta', url: auction.url },
  });

/**
 * The decision; when accepted with the deposit still to pay (`deposit`), its amount, account and reference
 * again, so the bidder can pay from the e-mail.
 */
export const subscriptionDecisionMail = (
  layout: TLayout,
  to: { email: string; firstname: string },
  auction: { title: string; url: string },
  accepted: boolean,
  deposit: TDepositToPay | null,
  /** "Mis subastas", when the deposit's refund account is still to be given. */
  askRefundIbanAt: string | null = null,
) =>
  compose(layout, {
    to: to.email,
    subject: accepted
      ? `Inscripción aceptada: ${auction.title}`
      : `Inscripción no aceptada: ${auction.title}`,
    greeting: `Hola, ${to.firstname}:`,
    paragraphs: accepted
      ? [
          `Tu inscripción en la subasta «${auction.title}» ha sido aceptada.`,
          ...(deposit
            ? [
                `Podrás pujar en cuanto recibamos el depósito de ${deposit.amount}. ${howToPayDeposit(deposit)}`,
              ]
            : ['Ya puedes pujar en todos sus lotes mientras estén abiertos.']),
          ...(askRefundIbanAt ? [refundIbanRequest(askRefundIbanAt)] : []),
        ]
      : [
          `Tu inscripción en la subasta «${auction.title}» no ha sido aceptada.`,
          'Si crees que es un error o quieres saber el motivo, responde a este correo o contacta con nosotros.',
        ],
    action: { label: 'Ver la subasta', url: auction.url },
  });

export const lotWonMail = (
  layout: TLayout,
  to: { email: string; firstname: string },
  lot: {
    title: string;
    url: string;
    hammer: string;
    commission: string;
    vat: string;
    total: string;
    paymentBy: string | null;
    collectionBy: string | null;
    /** The signed receipt of the winning bid and the lot's last link (docs/bid-receipts.md). */
    receiptUrl: string | null;
    chainHead: string | null;
  },
) =>
  compose(layout, {
    to: to.email,
    subject: `Adjudicación: ${lot.title}`,
    greeting: `Hola, ${to.firstname}:`,
    paragraphs: [
      `¡Enhorabuena! Te has adjudicado el lote «${lot.title}».`,
      `Importe de remate: ${lot.hammer}. Comisión: ${lot.commission}. IVA: ${lot.vat}. Total a pagar: ${lot.total}.`,
      ...(lot.paymentBy ? [`Fecha límite de pago: ${lot.paymentBy}.`] : []),
      ...(lot.collectionBy ? [`Fecha límite de retirada: ${lot.collectionBy}.`] : []),
      'En tu cuenta, en «Mis adjudicaciones», tienes todos los detalles.',
      ...(lot.receiptUrl
        ? [
            `El recibo firmado de tu puja ganadora: ${lot.receiptUrl} . Último eslabón de la cadena de pujas del lote: ${lot.chainHead ?? ''}. Puedes comprobar el recibo en ${layout.publicUrl}/verificar-puja .`,
          ]
        : []),
    ],
    action: { label: 'Ver el lote', url: lot.url },
  });

export const lotLostMail = (
  layout: TLayout,
  to: { email: string; firstname: string },
  lot: { title: string; url: string; hammer: string },
) =>
  compose(layout, {
    to: to.email,
    subject: `Lote cerrado: ${lot.title}`,
    greeting: `Hola, ${to.firstname}:`,
    paragraphs: [
      `El lote «${lot.title}», en el que pujaste, ha cerrado y se ha adjudicado a otra persona por ${lot.hammer}.`,
      'Gracias por participar. Tienes más subastas abiertas en nuestra web.',
    ],
    action: { label: 'Ver el lote', url: lot.url },
  });

export const contactMessageMail = (
  layout: TLayout,
  to: string,
  message: { name: string; email: string; phone: string | null; subject: string; body: string },
) =>
  compose(layout, {
    to,
    subject: `Contacto web: ${message.subject}`,
    greeting: 'Nuevo mensaje desde el formulario de contacto:',
    paragraphs: [
      `De: ${message.name} <${message.email}>${message.phone ? ` · ${message.phone}` : ''}`,
      message.body,
    ],
    closing: `Responde directamente a ${message.email}.`,
  });

export const offerDecisionMail = (
  layout: TLayout,
  to: { email: string; firstname: string },
  offer: { lotTitle: string; amount: string; url: string },
  accepted: boolean,
) =>
  compose(layout, {
    to: to.email,
    subject: accepted ? `Oferta aceptada: ${offer.lotTitle}` : `Oferta no aceptada: ${offer.lotTitle}`,
    greeting: `Hola, ${to.firstname}:`,
    paragraphs: accepted
      ? [
          `Hemos aceptado tu oferta de ${offer.amount} por «${offer.lotTitle}».`,
          'Te escribiremos en breve con los pasos para el pago y la retirada.',
        ]
      : [
          `Tu oferta de ${offer.amount} por «${offer.lotTitle}» no ha sido aceptada.`,
          'Puedes presentar otra mientras el lote siga a la venta.',
        ],
    action: { label: 'Ver el lote', url: offer.url },
  });

/** Each move of a bidder's deposit: received, applied to what they owe, owed back, returned or kept. */
export const depositMovedMail = (
  layout: TLayout,
  to: { email: string; firstname: string },
  deposit: {
    auctionTitle: string;
    amount: string;
    status: string;
    refundIban: string | null;
    note: string | null;
    url: string;
  },
) => {
  const says: Record<string, string> = {
    received: `Hemos recibido tu depósito de ${deposit.amount} para la subasta «${deposit.auctionTitle}». Ya puedes pujar.`,
    pending: `Tu depósito de ${deposit.amount} para la subasta «${deposit.auctionTitle}» figura de nuevo como pendiente de recibir. Si ya lo ingresaste, responde a este correo con el justificante.`,
    applied: `Tu depósito de ${deposit.amount} se ha descontado de tu liquidación de la subasta «${deposit.auctionTitle}».`,
    'refund-due': `La subasta «${deposit.auctionTitle}» ha terminado sin que resultaras adjudicatario: te devolveremos el depósito de ${deposit.amount}${deposit.refundIban ? ` en la cuenta ${deposit.refundIban}` : ''}.`,
    refunded: `Te hemos devuelto el depósito de ${deposit.amount} de la subasta «${deposit.auctionTitle}»${deposit.refundIban ? ` en la cuenta ${deposit.refundIban}` : ''}.`,
    forfeited: `Al no haberse pagado la adjudicación de la subasta «${deposit.auctionTitle}» en plazo, el depósito de ${deposit.amount} queda retenido según sus condiciones.`,
  };
  return compose(layout, {
    to: to.email,
    subject: `Tu depósito: ${deposit.auctionTitle}`,
    greeting: `Hola, ${to.firstname}:`,
    paragraphs: [
      says[deposit.status] ?? '',
      ...(deposit.note ? [deposit.note] : []),
      // Received or owed back with nowhere to return it: the account is asked for again.
      ...(deposit.refundIban === null && ['received', 'refund-due'].includes(deposit.status)
        ? [refundIbanRequest(deposit.url)]
        : []),
    ],
    action: { label: 'Ver mis subastas', url: deposit.url },
  });
};

type TStatement = {
  auctionTitle: string;
  lots: { title: string; total: string }[];
  total: string;
  paid: string;
  balance: string;
  dueDate: string | null;
  iban: string;
  holder: string;
  reference: string;
  url: string;
  /** A card gateway is configured: the account offers to pay by card. */
  isCardEnabled: boolean;
};

/** What a buyer owes once an auction has finished, and how to pay it: only the ways the site offers. */
export const settlementStatementMail = (
  layout: TLayout,
  to: { email: string; firstname: string },
  statement: TStatement,
) =>
  compose(layout, {
    to: to.email,
    subject: `Tu liquidación: ${statement.auctionTitle}`,
    greeting: `Hola, ${to.firstname}:`,
    paragraphs: [
      `La subasta «${statement.auctionTitle}» ha terminado. Te has adjudicado:`,
      ...statement.lots.map((lot) => `· ${lot.title}: ${lot.total} (remate, comisión e IVA)`),
      `Total: ${statement.total}. Ya pagado (incluido el depósito): ${statement.paid}. Pendiente: ${statement.balance}${statement.dueDate ? `, antes del ${statement.dueDate}` : ''}.`,
      `${statement.isCardEnabled ? 'Puedes pagar con tarjeta desde tu cuenta o por transferencia' : 'Puedes pagar por transferencia'} a ${statement.iban} (${statement.holder}) indicando en el concepto la referencia ${statement.reference}.`,
      'Una vez pagado podrás reservar el turno de retirada y descargar el albarán.',
    ],
    action: { label: 'Ver mis adjudicaciones', url: statement.url },
  });

/** A buyer booked (or moved) their pick-up: when, where, how to find it and what to bring. */
export const pickupBookedMail = (
  layout: TLayout,
  to: { email: string; firstname: string },
  pickup: {
    auctionTitle: string;
    slot: string;
    address: string | null;
    mapUrl: string | null;
    code: string | null;
    url: string;
  },
) =>
  compose(layout, {
    to: to.email,
    subject: `Retirada reservada: ${pickup.auctionTitle}`,
    greeting: `Hola, ${to.firstname}:`,
    paragraphs: [
      `Has reservado la retirada de tus lotes de «${pickup.auctionTitle}»: ${pickup.slot}.`,
      `Dirección de recogida: ${pickup.address ?? 'la indicada en la subasta'}.`,
      ...(pickup.mapUrl ? [`Cómo llegar (mapa): ${pickup.mapUrl}`] : []),
      `Trae el albarán de retirada${pickup.code ? ` (código ${pickup.code})` : ''} y tu documento de identidad; quien recoja en tu nombre, una autorización firmada. Puedes cambiar el turno desde tu cuenta.`,
    ],
    action: { label: 'Ver mis adjudicaciones', url: pickup.url },
  });

/** Before the deadline, and once it has passed, while something is still owed. */
export const paymentReminderMail = (
  layout: TLayout,
  to: { email: string; firstname: string },
  reminder: {
    auctionTitle: string;
    balance: string;
    dueDate: string;
    reference: string;
    isOverdue: boolean;
    url: string;
  },
) =>
  compose(layout, {
    to: to.email,
    subject: reminder.isOverdue
      ? `Pago vencido: ${reminder.auctionTitle}`
      : `Recordatorio de pago: ${reminder.auctionTitle}`,
    greeting: `Hola, ${to.firstname}:`,
    paragraphs: [
      reminder.isOverdue
        ? `El plazo para pagar tu liquidación de la subasta «${reminder.auctionTitle}» terminó el ${reminder.dueDate} y quedan ${reminder.balance} pendientes.`
        : `Te recordamos que el ${reminder.dueDate} termina el plazo para pagar tu liquidación de la subasta «${reminder.auctionTitle}»: quedan ${reminder.balance}.`,
      `Referencia para la transferencia: ${reminder.reference}.`,
      ...(reminder.isOverdue
        ? [
            'Si no se paga, la casa de subastas puede anular la venta y retener el depósito según las condiciones de la subasta.',
          ]
        : []),
    ],
    action: { label: 'Pagar ahora', url: reminder.url },
  });

/**
 * Someone signed up with an address that already has an account. The sign-up answers as for any other
 * address (so it tells nobody who has an account here); the owner learns of it and how to get in.
 */
export const accountExistsMail = (
  layout: TLayout,
  to: { email: string; firstname: string },
  recoveryUrl: string,
) =>
  compose(layout, {
    to: to.email,
    subject: `Ya tienes una cuenta en ${layout.siteName}`,
    greeting: `Hola, ${to.firstname}:`,
    paragraphs: [
      `Alguien (quizá tú) ha intentado crear una cuenta en ${layout.siteName} con esta dirección, pero ya tienes una.`,
      'Si fuiste tú, inicia sesión; si no recuerdas la contraseña, puedes crear una nueva. Si no fuiste tú, ignora este mensaje: tu cuenta no ha cambiado.',
    ],
    action: { label: 'Crear una contraseña nueva', url: recoveryUrl },
  });

/**
 * To every administrator when the house's bank account is asked to change and when it changes: diverting
 * buyers' payments starts with that setting (docs/after-the-hammer.md, "Four eyes").
 */
export const bankAccountChangeMail = (
  layout: TLayout,
  to: { email: string; firstname: string },
  change: {
    stage: 'requested' | 'applied';
    holder: string;
    iban: string;
    requestedBy: string;
    approvedBy: string | null;
    url: string;
  },
) =>
  compose(layout, {
    to: to.email,
    subject:
      change.stage === 'requested'
        ? 'Se ha pedido cambiar la cuenta bancaria de la casa'
        : 'La cuenta bancaria de la casa ha cambiado',
    greeting: `Hola, ${to.firstname}:`,
    paragraphs: [
      change.stage === 'requested'
        ? `${change.requestedBy} ha pedido cambiar la cuenta en la que pagan los compradores a ${change.iban} (titular: ${change.holder}). No se aplicará hasta que otra persona de contabilidad lo apruebe.`
        : `La cuenta en la que pagan los compradores es ahora ${change.iban} (titular: ${change.holder}), pedida por ${change.requestedBy} y aprobada por ${change.approvedBy ?? ''}.`,
      'Si no reconoces este cambio, avisa de inmediato: así empiezan los desvíos de pagos.',
    ],
    action: { label: 'Ver las aprobaciones', url: change.url },
  });

/**
 * To everyone in contabilidad: Redsys authorised a card payment after it had said no. The money was taken
 * and is recorded on the liquidación; a person applies it or refunds it (docs/after-the-hammer.md).
 */
export const lateCardAuthorisationMail = (
  layout: TLayout,
  to: { email: string; firstname: string },
  payment: { order: string; amount: number; reference: string; url: string },
) =>
  compose(layout, {
    to: to.email,
    subject: `Pago con tarjeta autorizado después de denegarse (${payment.reference})`,
    greeting: `Hola, ${to.firstname}:`,
    paragraphs: [
      `Redsys ha autorizado el pedido ${payment.order}, de ${formatCents(payment.amount)}, después de haberlo denegado. El cargo se ha hecho en la tarjeta del comprador y el pago se ha anotado en la liquidación ${payment.reference}.`,
      'Revisa la liquidación: si ya estaba pagada por otra vía, devuelve el importe sobrante; si no, queda aplicado.',
    ],
    action: { label: 'Ver la liquidación', url: payment.url },
  });

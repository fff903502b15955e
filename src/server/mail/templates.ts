import { formatCents } from '@/common/format.ts';
import type { TLanguage } from '@/common/language.ts';
import { localisedPath } from '@/common/localized-paths.ts';
import type { TMail } from './mailer.ts';
import { mailIcu, mailMessages } from './messages/index.ts';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!,
  );

export type TLayout = { siteName: string; publicUrl: string };
type TAction = { label: string; url: string };
/** Who a message goes to: its words, formats and links follow their `language` (docs/product.md#languages). */
export type TRecipient = { email: string; firstname: string; language: TLanguage };

/**
 * One layout for every message, in the recipient's language: a greeting, paragraphs, an optional button, a
 * signature. A link to one of the site's pages (`action`, `footerLinks`) is given by its Spanish address and
 * sent at its address in `language` (src/common/localized-paths.ts).
 */
export const compose = (
  layout: TLayout,
  content: {
    to: string;
    language: TLanguage;
    subject: string;
    greeting: string;
    paragraphs: string[];
    action?: TAction;
    closing?: string;
    /** Small links under the signature: an alert's preferences and its unsubscribe link. */
    footerLinks?: TAction[];
  },
): TMail => {
  const { siteName } = layout;
  const { language } = content;
  const t = mailMessages(language).layout;
  const at = (link: TAction) => ({ ...link, url: localisedPath(language, link.url, layout.publicUrl) });
  const publicUrl = localisedPath(language, layout.publicUrl, layout.publicUrl);
  const action = content.action && at(content.action);
  const links = (content.footerLinks ?? []).map(at);
  const closing = content.closing ?? t.closing(siteName);
  const text = [
    content.greeting,
    '',
    ...content.paragraphs.flatMap((paragraph) => [paragraph, '']),
    ...(action ? [`${action.label}: ${action.url}`, ''] : []),
    closing,
    '',
    `${siteName} · ${publicUrl}`,
    ...links.map((link) => `${link.label}: ${link.url}`),
  ].join('\n');
  const footerLinks = links
    .map((link) => ` · <a href="${escapeHtml(link.url)}">${escapeHtml(link.label)}</a>`)
    .join('');
  const button = action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="background:#1c4e80;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:bold">${escapeHtml(action.label)}</a></p>
<p style="font-size:13px;color:#555">${escapeHtml(t.buttonFallback)}<br>${escapeHtml(action.url)}</p>`
    : '';
  const html = `<!doctype html>
<html lang="${language}"><head><meta charset="utf-8"><title>${escapeHtml(content.subject)}</title></head>
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

/** The envelope every message to a buyer or bidder shares: address, language and greeting. */
export const addressed = (to: TRecipient) => ({
  to: to.email,
  language: to.language,
  greeting: mailMessages(to.language).layout.greeting(to.firstname),
});

/** A page of the site at its address in the recipient's language, for a link inside a paragraph. */
export const pageUrl = (layout: TLayout, language: TLanguage, spanishPath: string) =>
  localisedPath(language, `${layout.publicUrl}${spanishPath}`, layout.publicUrl);

export const activationMail = (layout: TLayout, to: TRecipient, url: string) => {
  const t = mailMessages(to.language).activation;
  return compose(layout, {
    ...addressed(to),
    subject: t.subject(layout.siteName),
    paragraphs: [t.thanks(layout.siteName), mailIcu(to.language, t.expiry, { days: 7 })],
    action: { label: t.action, url },
  });
};

/** A sign-in from a device the user has not used before (docs/operations.md, "Sessions"). */
export const newDeviceMail = (
  layout: TLayout,
  to: TRecipient,
  signIn: { device: string; network: string | null; place: string | null; at: string; url: string },
) => {
  const t = mailMessages(to.language).newDevice;
  return compose(layout, {
    ...addressed(to),
    subject: t.subject(layout.siteName),
    paragraphs: [t.where(signIn.device, signIn.network, signIn.place, signIn.at), t.wasYou, t.wasNotYou],
    action: { label: t.action, url: signIn.url },
  });
};

export const passwordRecoveryMail = (layout: TLayout, to: TRecipient, url: string) => {
  const t = mailMessages(to.language).passwordRecovery;
  return compose(layout, {
    ...addressed(to),
    subject: t.subject(layout.siteName),
    paragraphs: [t.asked, t.once],
    action: { label: t.action, url },
  });
};

export const emailChangeMail = (layout: TLayout, to: TRecipient, url: string) => {
  const t = mailMessages(to.language).emailChange;
  return compose(layout, {
    ...addressed(to),
    subject: t.subject(layout.siteName),
    paragraphs: [t.confirm],
    action: { label: t.action, url },
  });
};

/** A deposit the bidder still has to pay: how much, to which account and with which reference. */
export type TDepositToPay = { amount: string; iban: string | null; holder: string | null; reference: string };

/** How to pay the deposit, in one sentence, the same in every e-mail that asks for it. */
const howToPayDeposit = (language: TLanguage, deposit: TDepositToPay) => {
  const t = mailMessages(language).deposit;
  return deposit.iban
    ? t.payByTransfer(deposit.iban, deposit.holder, deposit.reference)
    : t.payWithReference(deposit.reference);
};

/**
 * The refund account is asked for after subscribing (docs/after-the-hammer.md, "Deposits"): the same
 * sentence wherever the bidder has not given it yet. `myAuctionsUrl` is the Spanish address of "Mis subastas".
 */
export const refundIbanRequest = (layout: TLayout, language: TLanguage, myAuctionsUrl: string) =>
  mailMessages(language).deposit.refundIbanRequest(localisedPath(language, myAuctionsUrl, layout.publicUrl));

/**
 * The request is on record: what happens next and, for an auction with a deposit, how much, to which account
 * and with which reference, so the bidder need not come back to the site to pay it.
 */
export const subscriptionRequestedMail = (
  layout: TLayout,
  to: TRecipient,
  auction: { title: string; url: string },
  deposit: TDepositToPay | null,
  /** "Mis subastas", when the deposit's refund account is still to be given. */
  askRefundIbanAt: string | null = null,
) => {
  const { subscription: t, actions } = mailMessages(to.language);
  return compose(layout, {
    ...addressed(to),
    subject: t.requestedSubject(auction.title),
    paragraphs: [
      t.requested(auction.title),
      ...(deposit
        ? [t.depositAsked(deposit.amount, howToPayDeposit(to.language, deposit)), t.whenToBid]
        : []),
      ...(askRefundIbanAt ? [refundIbanRequest(layout, to.language, askRefundIbanAt)] : []),
    ],
    action: { label: actions.seeAuction, url: auction.url },
  });
};

/**
 * The decision; when accepted with the deposit still to pay (`deposit`), its amount, account and reference
 * again, so the bidder can pay from the e-mail.
 */
export const subscriptionDecisionMail = (
  layout: TLayout,
  to: TRecipient,
  auction: { title: string; url: string },
  accepted: boolean,
  deposit: TDepositToPay | null,
  /** "Mis subastas", when the deposit's refund account is still to be given. */
  askRefundIbanAt: string | null = null,
) => {
  const { subscription: t, actions } = mailMessages(to.language);
  return compose(layout, {
    ...addressed(to),
    subject: accepted ? t.acceptedSubject(auction.title) : t.refusedSubject(auction.title),
    paragraphs: accepted
      ? [
          t.accepted(auction.title),
          deposit ? t.bidOnceDeposit(deposit.amount, howToPayDeposit(to.language, deposit)) : t.bidNow,
          ...(askRefundIbanAt ? [refundIbanRequest(layout, to.language, askRefundIbanAt)] : []),
        ]
      : [t.refused(auction.title), t.askWhy],
    action: { label: actions.seeAuction, url: auction.url },
  });
};

export const lotWonMail = (
  layout: TLayout,
  to: TRecipient,
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
) => {
  const { lotWon: t, actions } = mailMessages(to.language);
  return compose(layout, {
    ...addressed(to),
    subject: t.subject(lot.title),
    paragraphs: [
      t.congratulations(lot.title),
      t.amounts(lot.hammer, lot.commission, lot.vat, lot.total),
      ...(lot.paymentBy ? [t.paymentBy(lot.paymentBy)] : []),
      ...(lot.collectionBy ? [t.collectionBy(lot.collectionBy)] : []),
      t.details,
      ...(lot.receiptUrl
        ? [t.receipt(lot.receiptUrl, lot.chainHead ?? '', pageUrl(layout, to.language, '/verificar-puja'))]
        : []),
    ],
    action: { label: actions.seeLot, url: lot.url },
  });
};

export const lotLostMail = (
  layout: TLayout,
  to: TRecipient,
  lot: { title: string; url: string; hammer: string },
) => {
  const { lotLost: t, actions } = mailMessages(to.language);
  return compose(layout, {
    ...addressed(to),
    subject: t.subject(lot.title),
    paragraphs: [t.lost(lot.title, lot.hammer), t.thanks],
    action: { label: actions.seeLot, url: lot.url },
  });
};

/** To the house's contact address: staff read Spanish. */
export const contactMessageMail = (
  layout: TLayout,
  to: string,
  message: { name: string; email: string; phone: string | null; subject: string; body: string },
) =>
  compose(layout, {
    to,
    language: 'es',
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
  to: TRecipient,
  offer: { lotTitle: string; amount: string; url: string },
  accepted: boolean,
) => {
  const { offer: t, actions } = mailMessages(to.language);
  return compose(layout, {
    ...addressed(to),
    subject: accepted ? t.acceptedSubject(offer.lotTitle) : t.refusedSubject(offer.lotTitle),
    paragraphs: accepted
      ? [t.accepted(offer.amount, offer.lotTitle), t.nextSteps]
      : [t.refused(offer.amount, offer.lotTitle), t.tryAgain],
    action: { label: actions.seeLot, url: offer.url },
  });
};

/** Each move of a bidder's deposit: received, applied to what they owe, owed back, returned or kept. */
export const depositMovedMail = (
  layout: TLayout,
  to: TRecipient,
  deposit: {
    auctionTitle: string;
    amount: string;
    status: string;
    refundIban: string | null;
    note: string | null;
    url: string;
  },
) => {
  const { depositMoved: t, actions } = mailMessages(to.language);
  const { amount, auctionTitle: title } = deposit;
  const inAccount = t.inAccount(deposit.refundIban);
  const says: Record<string, string> = {
    received: t.received(amount, title),
    pending: t.pending(amount, title),
    applied: t.applied(amount, title),
    'refund-due': t.refundDue(amount, title, inAccount),
    refunded: t.refunded(amount, title, inAccount),
    forfeited: t.forfeited(amount, title),
  };
  return compose(layout, {
    ...addressed(to),
    subject: t.subject(title),
    paragraphs: [
      says[deposit.status] ?? '',
      ...(deposit.note ? [deposit.note] : []),
      // Received or owed back with nowhere to return it: the account is asked for again.
      ...(deposit.refundIban === null && ['received', 'refund-due'].includes(deposit.status)
        ? [refundIbanRequest(layout, to.language, deposit.url)]
        : []),
    ],
    action: { label: actions.seeMyAuctions, url: deposit.url },
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
export const settlementStatementMail = (layout: TLayout, to: TRecipient, statement: TStatement) => {
  const { statement: t, actions } = mailMessages(to.language);
  return compose(layout, {
    ...addressed(to),
    subject: t.subject(statement.auctionTitle),
    paragraphs: [
      t.finished(statement.auctionTitle),
      ...statement.lots.map((lot) => t.lot(lot.title, lot.total)),
      t.totals(statement.total, statement.paid, statement.balance, statement.dueDate),
      t.howToPay(statement.isCardEnabled, statement.iban, statement.holder, statement.reference),
      t.thenCollect,
    ],
    action: { label: actions.seeWonLots, url: statement.url },
  });
};

/** A buyer booked (or moved) their pick-up: when, where, how to find it and what to bring. */
export const pickupBookedMail = (
  layout: TLayout,
  to: TRecipient,
  pickup: {
    auctionTitle: string;
    slot: string;
    address: string | null;
    mapUrl: string | null;
    code: string | null;
    url: string;
  },
) => {
  const { pickup: t, actions } = mailMessages(to.language);
  return compose(layout, {
    ...addressed(to),
    subject: t.subject(pickup.auctionTitle),
    paragraphs: [
      t.booked(pickup.auctionTitle, pickup.slot),
      t.address(pickup.address),
      ...(pickup.mapUrl ? [t.map(pickup.mapUrl)] : []),
      t.bring(pickup.code),
    ],
    action: { label: actions.seeWonLots, url: pickup.url },
  });
};

/** Before the deadline, and once it has passed, while something is still owed. */
export const paymentReminderMail = (
  layout: TLayout,
  to: TRecipient,
  reminder: {
    auctionTitle: string;
    balance: string;
    dueDate: string;
    reference: string;
    isOverdue: boolean;
    url: string;
  },
) => {
  const t = mailMessages(to.language).reminder;
  const { auctionTitle: title, dueDate, balance } = reminder;
  return compose(layout, {
    ...addressed(to),
    subject: reminder.isOverdue ? t.overdueSubject(title) : t.reminderSubject(title),
    paragraphs: [
      reminder.isOverdue ? t.overdue(title, dueDate, balance) : t.soon(title, dueDate, balance),
      t.reference(reminder.reference),
      ...(reminder.isOverdue ? [t.consequences] : []),
    ],
    action: { label: t.action, url: reminder.url },
  });
};

/**
 * Someone signed up with an address that already has an account. The sign-up answers as for any other
 * address (so it tells nobody who has an account here); the owner learns of it and how to get in.
 */
export const accountExistsMail = (layout: TLayout, to: TRecipient, recoveryUrl: string) => {
  const t = mailMessages(to.language).accountExists;
  return compose(layout, {
    ...addressed(to),
    subject: t.subject(layout.siteName),
    paragraphs: [t.tried(layout.siteName), t.whatToDo],
    action: { label: t.action, url: recoveryUrl },
  });
};

/**
 * In Spanish, as all mail to staff. To every administrator when the house's bank account is asked to change and when it changes: diverting
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
    language: 'es',
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
    language: 'es',
    subject: `Pago con tarjeta autorizado después de denegarse (${payment.reference})`,
    greeting: `Hola, ${to.firstname}:`,
    paragraphs: [
      `Redsys ha autorizado el pedido ${payment.order}, de ${formatCents(payment.amount)}, después de haberlo denegado. El cargo se ha hecho en la tarjeta del comprador y el pago se ha anotado en la liquidación ${payment.reference}.`,
      'Revisa la liquidación: si ya estaba pagada por otra vía, devuelve el importe sobrante; si no, queda aplicado.',
    ],
    action: { label: 'Ver la liquidación', url: payment.url },
  });

import { mailMessages } from './messages/index.ts';
import { addressed, compose, type TLayout, type TRecipient } from './templates.ts';

/** The messages of a buyer abroad whose proof of transport never came (docs/after-the-hammer.md). */
type TTo = { email: string; firstname: string };

/** To the buyer, in their language: the goods invoice now charges IVA, and what is left to pay. */
export const borderVatChargedMail = (
  layout: TLayout,
  to: TRecipient,
  charge: {
    auctionTitle: string;
    deadline: string;
    invoices: string[];
    balance: string;
    iban: string;
    reference: string;
    url: string;
  },
) => {
  const { border: t, actions } = mailMessages(to.language);
  return compose(layout, {
    ...addressed(to),
    subject: t.vatChargedSubject(charge.auctionTitle),
    paragraphs: [
      t.exemptNeedsProof(charge.deadline),
      t.reissued(charge.invoices.join(', ')),
      t.balance(charge.balance, charge.iban, charge.reference),
    ],
    action: { label: actions.seeWonLots, url: charge.url },
  });
};

/** To contabilidad, in Spanish as all mail to staff: intra-EU supplies whose transport proof is past its deadline. */
export const borderProofsOverdueMail = (
  layout: TLayout,
  to: TTo,
  overdue: { lines: string[]; url: string },
) =>
  compose(layout, {
    to: to.email,
    language: 'es',
    subject: `Pruebas de transporte intracomunitario vencidas: ${overdue.lines.length}`,
    greeting: `Hola, ${to.firstname}:`,
    paragraphs: [
      'Estas entregas intracomunitarias se facturaron exentas y el plazo para acreditar el transporte ha vencido sin que se anotara la prueba. Si no llega, hay que repercutir el IVA («Repercutir IVA» en la liquidación):',
      ...overdue.lines,
    ],
    action: { label: 'Ver las pruebas vencidas', url: overdue.url },
  });

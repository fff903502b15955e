import { compose, type TLayout } from './templates.ts';

/** The messages of a buyer abroad whose proof of transport never came (docs/after-the-hammer.md). */
type TTo = { email: string; firstname: string };

/** To the buyer: the goods invoice now charges IVA, and what is left to pay. */
export const borderVatChargedMail = (
  layout: TLayout,
  to: TTo,
  charge: {
    auctionTitle: string;
    deadline: string;
    invoices: string[];
    balance: string;
    iban: string;
    reference: string;
    url: string;
  },
) =>
  compose(layout, {
    to: to.email,
    subject: `Tu compra en «${charge.auctionTitle}» lleva IVA: falta la prueba del transporte`,
    greeting: `Hola, ${to.firstname}:`,
    paragraphs: [
      `Facturamos los bienes sin IVA como entrega intracomunitaria, que exige acreditar que llegaron a otro Estado miembro. El plazo para enviarnos esa prueba (CMR firmado a la llegada, factura del transportista o tu declaración de llegada) venció el ${charge.deadline} sin recibirla.`,
      `Por eso hemos rectificado la factura de los bienes y la hemos emitido de nuevo con el IVA español (facturas ${charge.invoices.join(', ')}).`,
      `Te queda por pagar ${charge.balance}. Puedes transferirlo a ${charge.iban} indicando la referencia ${charge.reference}, o pagarlo desde tu cuenta.`,
    ],
    action: { label: 'Ver mis adjudicaciones', url: charge.url },
  });

/** To contabilidad: intra-EU supplies whose transport proof is past its deadline. */
export const borderProofsOverdueMail = (
  layout: TLayout,
  to: TTo,
  overdue: { lines: string[]; url: string },
) =>
  compose(layout, {
    to: to.email,
    subject: `Pruebas de transporte intracomunitario vencidas: ${overdue.lines.length}`,
    greeting: `Hola, ${to.firstname}:`,
    paragraphs: [
      'Estas entregas intracomunitarias se facturaron exentas y el plazo para acreditar el transporte ha vencido sin que se anotara la prueba. Si no llega, hay que repercutir el IVA («Repercutir IVA» en la liquidación):',
      ...overdue.lines,
    ],
    action: { label: 'Ver las pruebas vencidas', url: overdue.url },
  });

import { compose, type TLayout } from './templates.ts';

/** The messages of a result that is not adjudicated at once (provisional award, rejection, en bloc). */
type TTo = { email: string; firstname: string };
type TLot = { title: string; url: string };

/** To the top bidder when the result waits for approval (the auction requires it, or the reserve was missed). */
export const lotProvisionalMail = (layout: TLayout, to: TTo, lot: TLot) =>
  compose(layout, {
    to: to.email,
    subject: `Adjudicación provisional: ${lot.title}`,
    greeting: `Hola, ${to.firstname}:`,
    paragraphs: [
      `El lote «${lot.title}» ha cerrado y tu puja es la más alta.`,
      'La adjudicación es provisional: está pendiente de aprobación. Te escribiremos en cuanto se decida; hasta entonces no tienes que pagar nada.',
    ],
    action: { label: 'Ver el lote', url: lot.url },
  });

/** To the top bidder when the admin (or the approver) rejects the result. */
export const lotRejectedMail = (layout: TLayout, to: TTo, lot: TLot) =>
  compose(layout, {
    to: to.email,
    subject: `Adjudicación no aprobada: ${lot.title}`,
    greeting: `Hola, ${to.firstname}:`,
    paragraphs: [
      `La adjudicación provisional del lote «${lot.title}» no ha sido aprobada, así que el lote no se te adjudica y no debes nada por él.`,
      'Gracias por participar. Tienes más subastas abiertas en nuestra web.',
    ],
    action: { label: 'Ver el lote', url: lot.url },
  });

/** To every bidder of the side that lost an en bloc decision. */
export const lotBlockLostMail = (layout: TLayout, to: TTo, lot: TLot & { block: boolean }) =>
  compose(layout, {
    to: to.email,
    subject: `Lote no adjudicado: ${lot.title}`,
    greeting: `Hola, ${to.firstname}:`,
    paragraphs: [
      lot.block
        ? `El lote en bloque «${lot.title}», en el que pujaste, no se adjudica: las pujas por sus lotes por separado han sido mejores.`
        : `El lote «${lot.title}», en el que pujaste, no se adjudica: se ha vendido junto con otros en un lote en bloque cuya puja ha sido mejor.`,
      'No debes nada por él. Gracias por participar.',
    ],
    action: { label: 'Ver el lote', url: lot.url },
  });

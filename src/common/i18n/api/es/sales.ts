import { formatCents } from '../../../format.ts';

/** What the API and the forms say about liquidaciones (direct sales) and the offers made on them, in Spanish. */
export const sales = {
  kindMissing: 'Elige el tipo de liquidación.',
  titleMissing: 'Escribe el título.',
  titleTooShort: 'El título debe tener al menos 3 caracteres.',
  priceMissing: 'Indica el precio.',
  priceInCents: 'El precio va en céntimos.',
  offerAmountNotPositive: 'El importe debe ser mayor que cero.',
  offerMessageTooLong: 'El mensaje no puede tener más de 1000 caracteres.',
  offerReceived: 'Hemos recibido tu oferta. Te avisaremos por correo cuando se decida.',
  offerBelowFloor: (floor: number) => `La oferta mínima para este lote es de ${formatCents(floor, 'es')}.`,
  offerBelowFloorField: (floor: number) => `Como mínimo ${formatCents(floor, 'es')}.`,
  lotAlreadySold: 'Este lote ya se ha vendido.',
  notFound: 'La liquidación no existe.',
  notFoundOrUnpublished: 'La liquidación no existe o no está publicada.',
  lotNotFound: 'El lote no existe en esta liquidación.',
};

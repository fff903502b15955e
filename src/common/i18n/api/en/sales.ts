import { formatCents } from '../../../format.ts';
import type { sales as es } from '../es/sales.ts';

export const sales: typeof es = {
  kindMissing: 'Please choose the kind of liquidation sale.',
  titleMissing: 'Please enter the title.',
  titleTooShort: 'The title must be at least 3 characters long.',
  priceMissing: 'Please enter the price.',
  priceInCents: 'The price is given in cents.',
  offerAmountNotPositive: 'The amount must be greater than zero.',
  offerMessageTooLong: 'The message cannot be longer than 1000 characters.',
  offerReceived: 'We have received your offer. We will let you know by e-mail once it has been decided.',
  offerBelowFloor: (floor: number) => `The minimum offer for this lot is ${formatCents(floor, 'en')}.`,
  offerBelowFloorField: (floor: number) => `At least ${formatCents(floor, 'en')}.`,
  lotAlreadySold: 'This lot has already been sold.',
  notFound: 'This liquidation sale does not exist.',
  notFoundOrUnpublished: 'This liquidation sale does not exist or is not published.',
  lotNotFound: 'This lot does not exist in this liquidation sale.',
};

import type { offers as es } from '../es/offers.ts';

export const offers: typeof es = {
  notFound: 'This offer does not exist.',
  alreadyDecided: 'This offer has already been decided.',
  lotNotFound: 'This lot does not exist.',
  lotAlreadySold: 'The lot has already been sold.',
  lotStillOpen: 'The lot is still open: offers are decided once it closes unsold.',
};

import type { search as es } from '../es/search.ts';

export const search: typeof es = {
  queryMissing: 'Please type what you are looking for.',
  queryTooShort: 'Please type at least 2 letters.',
  priceTooHigh: 'Price too high.',
};

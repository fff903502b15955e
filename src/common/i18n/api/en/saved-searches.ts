import type { savedSearches as es } from '../es/saved-searches.ts';

export const savedSearches: typeof es = {
  nameMissing: 'Please give the search a name.',
  nameTooLong: 'The name may not be longer than 100 characters.',
  frequencyMissing: 'Please choose when you want the alert.',
  tooMany: (maximum: number) => `You can save up to ${maximum} searches: please delete one first.`,
  notFound: 'The saved search does not exist.',
};

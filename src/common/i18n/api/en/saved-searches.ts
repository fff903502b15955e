import type { savedSearches as es } from '../es/saved-searches.ts';

export const savedSearches: typeof es = {};

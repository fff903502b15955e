import type { search as es } from '../es/search.ts';

export const search: typeof es = {};

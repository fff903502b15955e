import type { offers as es } from '../es/offers.ts';

export const offers: typeof es = {};

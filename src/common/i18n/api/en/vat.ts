import type { vat as es } from '../es/vat.ts';

export const vat: typeof es = {};

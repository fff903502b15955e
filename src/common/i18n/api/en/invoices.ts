import type { invoices as es } from '../es/invoices.ts';

export const invoices: typeof es = {};

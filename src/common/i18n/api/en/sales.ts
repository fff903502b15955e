import type { sales as es } from '../es/sales.ts';

export const sales: typeof es = {};

import type { payments as es } from '../es/payments.ts';

export const payments: typeof es = {};

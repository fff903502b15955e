import type { withdrawals as es } from '../es/withdrawals.ts';

export const withdrawals: typeof es = {};

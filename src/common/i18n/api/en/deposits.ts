import type { deposits as es } from '../es/deposits.ts';

export const deposits: typeof es = {};

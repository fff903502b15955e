import type { settlements as es } from '../es/settlements.ts';

export const settlements: typeof es = {};

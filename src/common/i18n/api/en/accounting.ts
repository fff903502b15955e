import type { accounting as es } from '../es/accounting.ts';

export const accounting: typeof es = {};

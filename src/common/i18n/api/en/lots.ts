import type { lots as es } from '../es/lots.ts';

export const lots: typeof es = {};

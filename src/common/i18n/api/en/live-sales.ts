import type { liveSales as es } from '../es/live-sales.ts';

export const liveSales: typeof es = {};

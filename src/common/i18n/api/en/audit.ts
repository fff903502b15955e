import type { audit as es } from '../es/audit.ts';

export const audit: typeof es = {};

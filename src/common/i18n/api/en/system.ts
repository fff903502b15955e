import type { system as es } from '../es/system.ts';

export const system: typeof es = {};

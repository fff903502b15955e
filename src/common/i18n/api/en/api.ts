import type { api as es } from '../es/api.ts';

export const api: typeof es = {};

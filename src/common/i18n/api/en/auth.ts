import type { auth as es } from '../es/auth.ts';

export const auth: typeof es = {};

import type { privacy as es } from '../es/privacy.ts';

export const privacy: typeof es = {};

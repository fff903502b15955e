import type { pages as es } from '../es/pages.ts';

export const pages: typeof es = {};

import type { collections as es } from '../es/collections.ts';

export const collections: typeof es = {};

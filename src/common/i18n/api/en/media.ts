import type { media as es } from '../es/media.ts';

export const media: typeof es = {};

import type { fairPlay as es } from '../es/fair-play.ts';

export const fairPlay: typeof es = {};

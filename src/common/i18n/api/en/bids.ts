import type { bids as es } from '../es/bids.ts';

export const bids: typeof es = {};

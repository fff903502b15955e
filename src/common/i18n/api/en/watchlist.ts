import type { watchlist as es } from '../es/watchlist.ts';

export const watchlist: typeof es = {};

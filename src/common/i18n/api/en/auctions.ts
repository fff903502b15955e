import type { auctions as es } from '../es/auctions.ts';

export const auctions: typeof es = {};

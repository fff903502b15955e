import type { exchangeRates as es } from '../es/exchange-rates.ts';

export const exchangeRates: typeof es = {};

import { z } from 'zod';
import { apiText } from '../i18n/api/index.ts';

const t = apiText.exchangeRates;

/**
 * Exchange rates for indicative amounts (docs/product.md#indicative-amounts): what one euro buys in another
 * currency, so a foreign visitor may see "≈ 1.080 £" beside a euro price. Never used for payment.
 */

/** ISO 4217 codes Intl can format (it knows every current one), the euro aside: it is the price itself. */
const knownCurrencies = new Set(Intl.supportedValuesOf('currency'));
export const isForeignCurrency = (code: string) => code !== 'EUR' && knownCurrencies.has(code);

export const ZCurrencySchema = z
  .string()
  .trim()
  .toUpperCase()
  .refine(isForeignCurrency, { error: () => t.currencyInvalid });

/** Units of the currency per 1 EUR; the ECB quotes at most five significant digits, we keep what is given. */
export const ZRateSchema = z
  .number({ error: () => t.rateNotNumber })
  .positive({ error: () => t.rateNotPositive })
  .max(1_000_000_000, { error: () => t.rateTooLarge });

export const ZExchangeRateSchema = z
  .object({
    currency: z.string().describe('ISO 4217 code, e.g. GBP'),
    rate: z.number().describe('Units of the currency per 1 EUR'),
    source: z.enum(['staff', 'ecb']).describe('Typed by staff or imported from the ECB reference-rate file'),
    rateDate: z.iso.date().nullable().describe('The ECB reference day of an imported rate'),
    updatedOn: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'ExchangeRate' });
export type TExchangeRate = z.infer<typeof ZExchangeRateSchema>;

export const ZExchangeRatesResponseSchema = z.object({
  data: z.object({ exchangeRates: z.array(ZExchangeRateSchema) }),
});
export type TExchangeRatesResponse = z.infer<typeof ZExchangeRatesResponseSchema>;

export const ZExchangeRateResponseSchema = z.object({
  data: z.object({ exchangeRate: ZExchangeRateSchema }),
});
export type TExchangeRateResponse = z.infer<typeof ZExchangeRateResponseSchema>;

export const ZCurrencyParamsSchema = z.object({ currency: ZCurrencySchema });

export const ZExchangeRateUpdateSchema = z.object({ exchangeRate: z.object({ rate: ZRateSchema }) });
export type TExchangeRateUpdate = z.infer<typeof ZExchangeRateUpdateSchema>;

/** The ECB's eurofxref-daily.xml as text (a few KB; the limit leaves room for the 90-day file's first day). */
export const ZEcbImportRequestSchema = z.object({
  fileName: z
    .string()
    .trim()
    .min(1, { error: () => t.fileNameMissing })
    .max(200),
  xml: z
    .string()
    .min(1, { error: () => t.fileEmpty })
    .max(2_000_000, { error: () => t.fileTooLarge }),
});
export type TEcbImportRequest = z.infer<typeof ZEcbImportRequestSchema>;

export const ZEcbImportResponseSchema = z.object({
  data: z.object({
    rateDate: z.iso.date().describe('The reference day the file quotes'),
    imported: z.number().int().describe('How many currencies were saved'),
    exchangeRates: z.array(ZExchangeRateSchema),
  }),
});
export type TEcbImportResponse = z.infer<typeof ZEcbImportResponseSchema>;

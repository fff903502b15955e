import { electronicFormatIBAN, isValidBIC, isValidIBAN } from 'ibantools';
import { z } from 'zod';
import { isValidSpanishTaxId } from '@/common/validation/spanish-ids.ts';
import { apiText } from '../i18n/api/index.ts';

const t = apiText.configData;

/** Bid ranges (docs/product.md#increments): from `value` euros upwards, each bid must add at least `increment` euros. */
export const ZBidRangeSchema = z.object({
  value: z.number().min(0).describe('Euros'),
  increment: z.number().positive().describe('Euros'),
});
export type TBidRange = z.infer<typeof ZBidRangeSchema>;
export const ZBidRangesSchema = z
  .array(ZBidRangeSchema)
  .min(1, { error: () => t.bidRangesEmpty })
  .refine((ranges) => ranges[0]?.value === 0, { error: () => t.bidRangesFromZero })
  .refine((ranges) => ranges.every((range, index) => index === 0 || range.value > ranges[index - 1]!.value), {
    error: () => t.bidRangesAscending,
  });

export const ZSoftCloseSchema = z.object({
  windowSeconds: z.number().int().min(0),
  extensionSeconds: z.number().int().min(0),
});
export type TSoftClose = z.infer<typeof ZSoftCloseSchema>;

export const ZContactSchema = z.object({
  companyName: z.string(),
  address: z.string(),
  phone: z.string(),
  email: z.email(),
  hours: z.string(),
  location: z.object({ lat: z.number(), lng: z.number() }),
});
export type TContact = z.infer<typeof ZContactSchema>;

/**
 * The house's account, where bidders transfer deposits and liquidaciones: one setting an admin keeps, the
 * IBAN checked by its control digits (ibantools) so a typo never reaches a buyer.
 */
export const ZBankAccountSchema = z.object({
  holder: z
    .string()
    .trim()
    .min(1, { error: () => t.holderMissing }),
  iban: z
    .string()
    .trim()
    .refine((value) => isValidIBAN(electronicFormatIBAN(value) ?? ''), { error: () => t.ibanInvalid }),
  bank: z.string().trim(),
  bic: z
    .string()
    .trim()
    .refine((value) => value === '' || isValidBIC(value), { error: () => t.bicInvalid })
    .optional(),
});
export type TBankAccount = z.infer<typeof ZBankAccountSchema>;

/** A series as printed in NumSerieFactura: letters and digits, upper case. */
const ZSeriesSchema = (invalid: () => string) =>
  z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[0-9A-Z]{1,10}$/, { error: invalid });

/**
 * The house's own invoicing identity (setting `houseInvoicing`): it invoices the buyer's premium, and the
 * goods when an auction says it sells in its own name (docs/after-the-hammer.md, "Who invoices what").
 */
export const ZHouseInvoicingSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, { error: () => t.houseNameMissing }),
  nif: z
    .string()
    .trim()
    .toUpperCase()
    .refine(isValidSpanishTaxId, { error: () => t.houseNifInvalid }),
  address: z
    .string()
    .trim()
    .min(1, { error: () => t.houseAddressMissing }),
  premiumSeries: ZSeriesSchema(() => t.premiumSeriesInvalid),
  goodsSeries: ZSeriesSchema(() => t.goodsSeriesInvalid),
});
export type THouseInvoicing = z.infer<typeof ZHouseInvoicingSchema>;

/** Keys anyone may read through `GET /api/frontend/config-data/{key}`; the rest are admin-only. */
export const publicConfigKeys = [
  'bidRanges',
  'softClose',
  'vatPercent',
  'contact',
  'bankAccount',
  'minimumOfferPercent',
] as const;
export type TPublicConfigKey = (typeof publicConfigKeys)[number];

export const ZConfigDataSchema = z
  .object({
    dataKey: z.string(),
    dataValue: z.string().describe('JSON text'),
  })
  .meta({ id: 'ConfigData' });
export type TConfigData = z.infer<typeof ZConfigDataSchema>;

export const ZConfigDataResponseSchema = z.object({ data: z.object({ configData: ZConfigDataSchema }) });
export type TConfigDataResponse = z.infer<typeof ZConfigDataResponseSchema>;

/** A setting as the back office sees it: public or not, and when it last changed. */
export const ZAdminConfigDataSchema = ZConfigDataSchema.extend({
  isPublic: z.boolean().describe('Readable by anyone through /api/frontend/config-data/{key}'),
  updatedOn: z.iso.datetime({ offset: true }),
}).meta({ id: 'AdminConfigData' });
export type TAdminConfigData = z.infer<typeof ZAdminConfigDataSchema>;

export const ZAdminConfigDataListResponseSchema = z.object({
  data: z.object({ configData: z.array(ZAdminConfigDataSchema) }),
});
export type TAdminConfigDataListResponse = z.infer<typeof ZAdminConfigDataListResponseSchema>;

export const ZAdminConfigDataResponseSchema = z.object({
  data: z.object({ configData: ZAdminConfigDataSchema }),
});
export type TAdminConfigDataResponse = z.infer<typeof ZAdminConfigDataResponseSchema>;

/** Known settings and the shape each must have; any other key holds free JSON. */
export const knownConfigSchemas: Record<string, z.ZodType> = {
  bidRanges: ZBidRangesSchema,
  softClose: ZSoftCloseSchema,
  vatPercent: z.number().min(0).max(100),
  minimumOfferPercent: z.number().int().min(0).max(100),
  contact: ZContactSchema,
  bankAccount: ZBankAccountSchema,
  houseInvoicing: ZHouseInvoicingSchema,
  invoicingMode: z.enum(['no-verifactu', 'verifactu']),
};

export const ZConfigDataUpdateSchema = z.object({
  configData: z.object({
    dataKey: z.string().regex(/^[a-zA-Z][a-zA-Z0-9_-]{0,63}$/, { error: () => t.keyInvalid }),
    dataValue: z.string().max(100_000).describe('JSON text'),
  }),
});

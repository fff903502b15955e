import { z } from 'zod';

export const SPAIN_COUNTRY_ID = 73;

export const ZCountrySchema = z
  .object({ id: z.number().int(), name: z.string(), iso2: z.string(), vies: z.boolean() })
  .meta({ id: 'Country' });
export type TCountry = z.infer<typeof ZCountrySchema>;

export const ZProvinceSchema = z.object({ id: z.number().int(), name: z.string() }).meta({ id: 'Province' });
export type TProvince = z.infer<typeof ZProvinceSchema>;

export const ZCountriesResponseSchema = z.object({ data: z.object({ countries: z.array(ZCountrySchema) }) });
export type TCountriesResponse = z.infer<typeof ZCountriesResponseSchema>;
export const ZProvincesResponseSchema = z.object({ data: z.object({ provinces: z.array(ZProvinceSchema) }) });
export type TProvincesResponse = z.infer<typeof ZProvincesResponseSchema>;

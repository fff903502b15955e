import { SPAIN_COUNTRY_ID, type TCountry, type TProvince } from '@/common/schemas/reference.ts';
import type { TDb } from '@/server/db/client.ts';
import { countries, provinces } from '@/server/db/schema/index.ts';

// Sorted with Spanish collation in JS: the database's collation differs between PGlite and servers.
const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, 'es');

/** España first, then the rest alphabetically in Spanish (docs/product.md#catalogue). */
export const listCountries = async ({ db }: { db: TDb }): Promise<TCountry[]> => {
  const rows = await db.select().from(countries);
  const spain = rows.filter((country) => country.id === SPAIN_COUNTRY_ID);
  return [...spain, ...rows.filter((country) => country.id !== SPAIN_COUNTRY_ID).sort(byName)];
};

export const listProvinces = async ({ db }: { db: TDb }): Promise<TProvince[]> =>
  (await db.select().from(provinces)).sort(byName);

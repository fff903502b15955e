import { sql } from 'drizzle-orm';
import { SPAIN_COUNTRY_ID } from '@/common/schemas/reference.ts';
import type { TDb } from '@/server/db/client.ts';
import { configData, countries, provinces } from '@/server/db/schema/index.ts';
import { defaultConfig } from './data/config.ts';
import { countryList, euMembers } from './data/countries.ts';
import { provinceList } from './data/provinces.ts';

/** Alphabetical ids, with España at 73 as the SPEC requires and the rest filling in around it. */
const countryRows = () => {
  const others = countryList.filter((country) => country.iso2 !== 'ES');
  const ids = others.map((_, index) => (index + 1 < SPAIN_COUNTRY_ID ? index + 1 : index + 2));
  return [
    { id: SPAIN_COUNTRY_ID, iso2: 'ES', name: 'España', vies: true },
    ...others.map((country, index) => ({ id: ids[index]!, ...country, vies: euMembers.has(country.iso2) })),
  ];
};

/**
 * Countries, provinces and default settings. Idempotent: it runs at every start and only adds what is
 * missing, so an admin's changes to settings are never overwritten.
 */
export const seedReference = async ({ db }: { db: TDb }) => {
  await db.insert(countries).values(countryRows()).onConflictDoNothing();
  await db.execute(
    sql`select setval(pg_get_serial_sequence('countries', 'id'), (select max(id) from countries))`,
  );
  await db.insert(provinces).values(provinceList).onConflictDoNothing();
  await db.insert(configData).values(defaultConfig).onConflictDoNothing();
};

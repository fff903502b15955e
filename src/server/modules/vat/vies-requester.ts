import { eq } from 'drizzle-orm';
import { normaliseTaxId } from '@/common/validation/spanish-ids.ts';
import type { TDb, TTx } from '@/server/db/client.ts';
import { configData } from '@/server/db/schema/index.ts';
import type { TViesRequester } from './vat.service.ts';

/**
 * The house's own VAT number (setting `houseInvoicing`, a Spanish NIF/CIF) as the VIES requester, so VIES
 * answers with a consultation number (docs/after-the-hammer.md, "VIES and the consultation number"). Null
 * while the house has not set it: VIES is then asked without a requester and gives no consultation number.
 */
export const houseViesRequester = async (db: TDb | TTx): Promise<TViesRequester | null> => {
  const [row] = await db
    .select({ value: configData.value })
    .from(configData)
    .where(eq(configData.key, 'houseInvoicing'));
  const nif = normaliseTaxId(String((row?.value as { nif?: unknown } | undefined)?.nif ?? ''));
  if (!nif) return null;
  return { countryCode: 'ES', vatNumber: nif.replace(/^ES/, '') };
};

/** Which invoicing mode is in force (setting `invoicingMode`), and changing it as the regulation asks. */
import { eq } from 'drizzle-orm';
import { type TInvoicingMode, ZInvoicingModeSchema } from '@/common/schemas/invoices.ts';
import type { TDb, TTx } from '@/server/db/client.ts';
import { configData } from '@/server/db/schema/index.ts';
import { forgetConfigCache, saveConfigValue } from '../../config-data/config-data.service.ts';
import { recordBillingEvent } from './billing-events.service.ts';

const modeNames: Record<TInvoicingMode, string> = {
  'no-verifactu': 'no VERI*FACTU (registros firmados y conservados)',
  verifactu: 'VERI*FACTU (registros remitidos a la AEAT)',
};

/** The mode in force; read inside the issuing transaction so a record and its mode agree. Default: no-VERI*FACTU. */
export const readInvoicingMode = async (db: TDb | TTx): Promise<TInvoicingMode> => {
  const [row] = await db
    .select({ value: configData.value })
    .from(configData)
    .where(eq(configData.key, 'invoicingMode'));
  const parsed = ZInvoicingModeSchema.safeParse(row?.value);
  return parsed.success ? parsed.data : 'no-verifactu';
};

/** Switches the mode, audited and written in the event log (type 90, and 01/02 for no-VERI*FACTU). */
export const changeInvoicingMode = async ({
  db,
  mode,
  actorId,
}: {
  db: TDb;
  mode: TInvoicingMode;
  actorId: number;
}) => {
  await db.transaction(async (tx) => {
    const before = await readInvoicingMode(tx);
    if (before === mode) return;
    await saveConfigValue(tx, { key: 'invoicingMode', value: mode, actorId });
    await recordBillingEvent(tx, {
      type: '90',
      description: `Cambio de modo de facturación: de ${modeNames[before]} a ${modeNames[mode]}.`,
      detail: { before, after: mode },
      actorId,
    });
    await recordBillingEvent(tx, {
      type: mode === 'no-verifactu' ? '01' : '02',
      description:
        mode === 'no-verifactu'
          ? 'Inicio del funcionamiento como sistema no VERI*FACTU.'
          : 'Fin del funcionamiento como sistema no VERI*FACTU.',
      actorId,
    });
  });
  forgetConfigCache(db, 'invoicingMode');
  return mode;
};

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { TConfig } from '@/server/config.ts';
import type { TBillingSettings } from './billing-record.job.ts';

/** The software's version in every record (SistemaInformatico/Version): the package's, read once. */
export const { version: softwareVersion } = JSON.parse(
  readFileSync(join(import.meta.dirname, '../../../../../package.json'), 'utf8'),
) as {
  version: string;
};

/** Who produced the software, which installation this is and how the AEAT is reached (docs/verifactu.md). */
export const billingSettingsOf = (config: TConfig): TBillingSettings => ({
  system: {
    producerName: config.VERIFACTU_PRODUCER_NAME,
    producerNif: config.VERIFACTU_PRODUCER_NIF,
    version: softwareVersion,
    installation: config.VERIFACTU_INSTALLATION,
  },
  certFile: config.AEAT_CERT_FILE,
  certPassword: config.AEAT_CERT_PASSWORD,
  endpoint: config.AEAT_ENDPOINT,
  caFile: config.AEAT_CA_FILE,
});

import type { TCatalogueShape } from '@/common/catalogue-shape.ts';
import type { es } from './es.ts';

/**
 * The shape every catalogue has (src/web/i18n/es.ts, en.ts). Its own module, so a catalogue names its type
 * without importing messages.ts, which imports the catalogues.
 */
export type TMessages = TCatalogueShape<typeof es>;

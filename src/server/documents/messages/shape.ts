import type { TCatalogueShape } from '@/common/catalogue-shape.ts';
import type { es } from './es.ts';

/** The shape every documents catalogue has; its own module, so en.ts names it without importing index.ts. */
export type TDocumentMessages = TCatalogueShape<typeof es>;

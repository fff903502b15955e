import type { TCatalogueShape } from '@/common/catalogue-shape.ts';
import type { es } from './es.ts';

/** The shape every e-mail catalogue has; its own module, so en.ts names it without importing index.ts. */
export type TMailMessages = TCatalogueShape<typeof es>;

import type { TLanguage } from '@/common/language.ts';
import { en } from './en.ts';
import { es } from './es.ts';
import type { TDocumentMessages } from './shape.ts';

export type { TDocumentMessages } from './shape.ts';
export { type TTaxNote, taxNoteOf } from './tax-note.ts';

const catalogues: Record<TLanguage, TDocumentMessages> = { es, en };

/** The documents' words in the reader's language (src/server/documents/messages/es.ts and en.ts). */
export const documentMessages = (language: TLanguage): TDocumentMessages => catalogues[language];

/** Text with its accents dropped ("Camión" → "Camion"). */
export const stripAccents = (text: string) => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '');

/** Text with its accents dropped and in lower case, so "Camión" and "camion" compare equal. */
export const foldAccents = (text: string) => stripAccents(text).toLowerCase();

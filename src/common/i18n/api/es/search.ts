/** What the API and the forms say about search, in Spanish. */
export const search = {
  queryMissing: 'Escribe qué buscas.',
  queryTooShort: 'Escribe al menos 2 letras.',
  priceTooHigh: 'Precio demasiado alto.',
};

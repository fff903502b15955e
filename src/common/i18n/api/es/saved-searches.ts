/** What the API and the forms say about saved searches, in Spanish. */
export const savedSearches = {
  nameMissing: 'Pon un nombre a la búsqueda.',
  nameTooLong: 'El nombre no puede pasar de 100 caracteres.',
  frequencyMissing: 'Elige cuándo quieres el aviso.',
  tooMany: (maximum: number) => `Puedes guardar hasta ${maximum} búsquedas: borra alguna antes.`,
  notFound: 'La búsqueda guardada no existe.',
};

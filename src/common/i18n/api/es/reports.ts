/** What the API and the forms say about the house's reports, in Spanish. */
export const reports = {
  consignorMissing: 'Elige el emisor (NIF) del informe.',
  nifTooLong: 'El NIF no puede tener más de 20 caracteres.',
  fromMissing: 'Escribe la fecha inicial (AAAA-MM-DD).',
  toMissing: 'Escribe la fecha final (AAAA-MM-DD).',
  toBeforeFrom: 'La fecha final no puede ser anterior a la inicial.',
  auctionNotFound: 'La subasta no existe.',
};

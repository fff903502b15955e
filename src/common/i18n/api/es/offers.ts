/** What the API and the forms say about offers (the back office's decisions), in Spanish. */
export const offers = {
  notFound: 'La oferta no existe.',
  alreadyDecided: 'Esta oferta ya se decidió.',
  lotNotFound: 'El lote no existe.',
  lotAlreadySold: 'El lote ya está vendido.',
  lotStillOpen: 'El lote sigue abierto: las ofertas se deciden cuando cierra sin venderse.',
};

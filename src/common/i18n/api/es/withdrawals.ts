/** What the API and the forms say about the right of withdrawal, in Spanish. */
export const withdrawals = {
  consumerNameMissing: 'Escribe tu nombre y apellidos.',
  consumerNameTooLong: 'El nombre no puede pasar de 200 caracteres.',
  consumerAddressMissing: 'Escribe tu domicilio.',
  consumerAddressTooLong: 'El domicilio no puede pasar de 300 caracteres.',
  alreadyWithdrawn: 'Ya desististe de la compra de este lote.',
  professionalsOnly: 'La subasta era solo para profesionales: no hay derecho de desistimiento.',
  /** The auction's reason, when it gave one, is its own text (written in Spanish by the house). */
  goodsExcluded: (reason: string | null) =>
    `Estos bienes no tienen derecho de desistimiento${reason ? `: ${reason}` : '.'}`,
  boughtAsCompany: 'Compraste como empresa: el derecho de desistimiento es solo de los consumidores.',
  notCollectedYet: 'El plazo de 14 días empieza cuando recoges el lote: aún no consta la entrega.',
  periodOver: 'Han pasado los 14 días desde la entrega: el plazo para desistir ha terminado.',
  notFound: 'El desistimiento no existe.',
  awardNotFound: 'La adjudicación no existe.',
  purchaseCancelled: 'Esta compra ya está anulada: no hay nada de lo que desistir.',
  relistOnlyAuctionLots: 'Solo se vuelven a subastar lotes de subasta.',
  alreadyRelisted: (lotId: number) => `El lote ya se volvió a subastar (lote ${lotId}).`,
  auctionNotFound: 'La subasta no existe.',
  relistAuctionClosed: 'Elige una subasta abierta: esta ya ha terminado.',
  relistAuctionClosedField: 'Elige una subasta abierta.',
};

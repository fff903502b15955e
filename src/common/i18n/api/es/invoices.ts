/** What the API and the forms say about invoices and their billing records, in Spanish. */
export const invoices = {
  notFound: 'La factura no existe.',
  rectificationCauseMissing: 'Elige por qué se rectifica: error, concurso, impago u otro.',
  rectificationReasonMissing: 'Escribe el motivo de la rectificación.',
  rectificationReasonTooShort: 'Escribe el motivo de la rectificación (al menos 5 caracteres).',
  reasonTooLong: 'El motivo no puede pasar de 500 caracteres.',
  annulmentReasonMissing: 'Indica el motivo de la anulación.',
  rectificationNotRectified: 'Una factura rectificativa no se rectifica: emite una nueva factura.',
  alreadyRectified: (invoice: string, rectification: string) =>
    `La factura ${invoice} ya está rectificada por la ${rectification}.`,
  alreadyAnnulled: (invoice: string) => `La factura ${invoice} ya está anulada.`,
  rectifiedNotAnnulled: (invoice: string, rectification: string) =>
    `La factura ${invoice} ya está rectificada por la ${rectification}: no se anula.`,
  billingRecordNotFound: 'El registro de facturación no existe.',
  billingRecordWithoutXml: 'El registro aún no tiene XML: se está firmando o enviando.',
  certificateUnreadable: (file: string) =>
    `El certificado ${file} no se puede abrir: revisa el fichero y su contraseña.`,
  certificateIncomplete: (file: string) =>
    `El certificado ${file} no contiene una clave privada y su certificado.`,
  /** What an auction's invoicing data lacks, in lower case: they are listed inside a sentence. */
  issuerNameMissing: 'falta el nombre del emisor',
  issuerNifMissing: 'falta el NIF del emisor',
  issuerNifInvalid: 'el NIF del emisor no es válido',
  issuerAddressMissing: 'falta la dirección del emisor',
  seriesTooLong: 'la serie pasa de 20 caracteres',
  auctionInvoicingIncomplete: (auctionTitle: string, problems: string) =>
    `La subasta «${auctionTitle}» no tiene datos de facturación completos (${problems}): complétalos antes de emitir facturas.`,
  houseInvoicingIncomplete: (problems: string) =>
    `Los datos de facturación de la casa (Configuración → Facturación de la casa) no están completos: ${problems}`,
  recipientNifMissing: (buyer: string) =>
    `${buyer} no tiene NIF ni otro documento de identidad en su cuenta, y una factura completa debe llevarlo: pídeselo y emítela desde Facturas.`,
  recipientNifMissingField: 'Falta el NIF o documento del comprador.',
};

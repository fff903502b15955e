const professionalsOnly = 'Esta subasta es solo para profesionales';

/** What the API and the forms say about subscriptions, in Spanish. */
export const subscriptions = {
  ibanMissing: 'Escribe el IBAN de la cuenta.',
  ibanTooLong: 'El IBAN es demasiado largo.',
  ibanInvalid: 'El IBAN no es válido: revisa los dígitos de control.',
  bulkActionInvalid: 'Acción no válida: accept, reject o deposit-received.',
  bulkIdInvalid: 'Identificador no válido.',
  bulkIdsMissing: 'Indica las inscripciones.',
  bulkIdsEmpty: 'Selecciona al menos una inscripción.',
  bulkIdsTooMany: 'Como mucho 200 inscripciones a la vez.',
  auctionNotPublished: 'La subasta no existe o no está publicada.',
  registrationClosed: 'Las inscripciones de esta subasta están cerradas.',
  subscriptionMissing: 'La inscripción no existe.',
  depositSettled: 'El depósito ya se ha liquidado: la cuenta ya no se puede cambiar.',
  alreadyDecided: (accepted: boolean) =>
    `Esta inscripción ya está ${accepted ? 'aceptada' : 'rechazada'}: para cambiarla, indica que cambias la decisión.`,
  noEuVatId: 'El comprador no tiene un NIF-IVA europeo en su cuenta.',
  professionalsNotCompany: `${professionalsOnly}: marca que compras como empresa e indica su razón social y su NIF-IVA.`,
  markCompany: 'Marca que compras como empresa.',
  professionalsNoCompanyName: `${professionalsOnly}: falta la razón social de la empresa.`,
  companyNameMissing: 'Escribe la razón social de la empresa.',
  professionalsNoTaxId: `${professionalsOnly}: falta el NIF o NIF-IVA de la empresa (un pasaporte no sirve).`,
  companyTaxIdMissing: 'Escribe el NIF o NIF-IVA de la empresa.',
  professionalsNotInVies: (vatId: string) =>
    `${professionalsOnly}: el NIF-IVA ${vatId} no figura en el censo VIES de la UE.`,
  professionalsViesUnanswered: (vatId: string) =>
    `${professionalsOnly}: no hemos podido comprobar el NIF-IVA ${vatId} en el censo VIES de la UE. Inténtalo de nuevo en unos minutos.`,
  companyVatIdMissing: 'Escribe el NIF-IVA de la empresa.',
};

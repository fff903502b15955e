/** What the API and the forms say about notifications (browser push, unsubscribe links), in Spanish. */
export const notifications = {
  pushAddressInvalid: 'La dirección de avisos del navegador no es válida.',
  pushAddressTooLong: 'La dirección de avisos del navegador es demasiado larga.',
  /** `problem` is a reason from `api.outbound`, which follows the address's name. */
  pushAddressRefused: (problem: string) => `La dirección de avisos del navegador ${problem}`,
  pushAddressRefusedField: (problem: string) => `La dirección de avisos ${problem}`,
  browserKeyMissing: 'Falta la clave del navegador.',
  browserKeyInvalid: 'La clave del navegador no es válida.',
  browserSecretMissing: 'Falta el secreto del navegador.',
  browserSecretInvalid: 'El secreto del navegador no es válido.',
  kindUnknown: 'El tipo de aviso no existe.',
  unsubscribeLinkInvalid: 'El enlace de baja no es válido: ábrelo tal como llegó en el correo.',
  unsubscribeSignatureWrong: 'La firma del enlace no coincide.',
};

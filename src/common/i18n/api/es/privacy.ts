/** What the API and the forms say about a bidder's privacy rights (erasure, consents), in Spanish. */
export const privacy = {
  passwordTooLong: 'La contraseña es demasiado larga.',
  confirmationMissing: (word: string) => `Escribe ${word} para confirmar.`,
  erased: 'Hemos eliminado tu cuenta. Tus datos personales se han borrado o anonimizado.',
  // Why an account cannot be erased yet (src/server/modules/privacy/erasure.service.ts).
  staffAccount: 'Las cuentas del personal de la casa no se eliminan desde aquí; pídelo a administración.',
  leadingLot: (title: string) =>
    `Vas ganando el lote «${title}» de una subasta abierta. Podrás eliminar tu cuenta cuando la subasta termine.`,
  settlementOwed: (reference: string) =>
    `Tienes una liquidación pendiente de pago (referencia ${reference}). Podrás eliminar tu cuenta cuando esté pagada.`,
  depositHeld:
    'Tenemos una fianza tuya que aún hay que aplicar o devolverte. Podrás eliminar tu cuenta cuando esté resuelta.',
};

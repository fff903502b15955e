/** What the API and the forms say about users (their identity data, and the back office's edits), in Spanish. */
export const users = {
  // Identity documents, telephones and addresses (src/common/validation/user-rules.ts).
  nifInvalid: 'El NIF no es válido: comprueba los números y la letra.',
  nieInvalid: 'El NIE no es válido: debe empezar por X, Y o Z y su letra debe ser correcta.',
  cifInvalid: 'El CIF no es válido: comprueba la letra inicial y el dígito de control.',
  euVatInvalid: 'El NIF-IVA debe empezar por el código del país (por ejemplo, FR) seguido del número.',
  passportInvalid: 'El número de pasaporte no es válido.',
  phoneInvalid: 'El teléfono no es válido. Si no es español, empieza por + y el prefijo del país.',
  provinceMissing: 'Elige la provincia.',
  postalCodeFormat: 'El código postal debe tener 5 cifras.',
  postalCodeProvince: 'El código postal no corresponde a la provincia elegida.',
  // The back office's edits (src/server/modules/users).
  notFound: 'El usuario no existe.',
  invalidUser: 'Hay datos no válidos en el usuario.',
  emailTaken: 'Ya existe otra cuenta con ese correo.',
  roleUnknown: 'Función desconocida.',
  roleTwice: 'Una función aparece dos veces.',
  cannotDropOwnAdmin: 'No puedes quitarte a ti mismo la función de administración.',
  cannotDeleteSelf: 'No puedes eliminar tu propia cuenta.',
  hasBids: (name: string, bids: number) =>
    `No se puede eliminar: ${name} tiene ${bids} pujas. Puedes desactivar o bloquear la cuenta.`,
  hasAwards: (name: string) =>
    `No se puede eliminar: ${name} tiene adjudicaciones. Puedes desactivar o bloquear la cuenta.`,
};

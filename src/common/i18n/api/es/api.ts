/**
 * What the API says about a request as such, in Spanish: malformed input, the shared field rules
 * (ids, cents, dates), the database's integrity answers, limits and outages (src/server/plugins/errors.ts).
 */
export const api = {
  // Where a request's invalid data came from (Fastify's validation context).
  sources: {
    body: 'el cuerpo de la petición',
    querystring: 'los parámetros de la consulta',
    params: 'la ruta',
    headers: 'las cabeceras',
    request: 'la petición',
  },
  invalidIn: (where: string) => `Hay datos no válidos en ${where}.`,
  invalidValue: 'Valor no válido.',
  invalidJson: 'No es un JSON válido',
  invalidJsonBody: 'El cuerpo de la petición no es un JSON válido.',
  badRequest: 'La petición no es válida.',
  badAddress: 'La dirección de la petición no es válida.',
  addressTooLong: 'La dirección es demasiado larga.',
  requestTooLarge: 'La petición es demasiado grande.',
  unsupportedContentType: 'Tipo de contenido no admitido.',
  notFound: 'No encontrado.',
  noSuchRoute: (method: string, path: string) => `No existe la ruta ${method} ${path}.`,
  tooManyRequests: 'Demasiadas peticiones. Espera un momento antes de volver a intentarlo.',
  rateLimited: 'Demasiadas peticiones seguidas. Espera unos segundos y vuelve a intentarlo.',
  csrfExpired: 'La sesión de seguridad ha caducado. Recarga la página e inténtalo de nuevo.',
  internal: 'Error interno del servidor.',
  databaseUnavailable: 'El servicio no está disponible en este momento. Inténtalo de nuevo en unos segundos.',
  // The database's integrity answers: the client's doing, never a server fault.
  stillReferenced: 'No se puede borrar: hay otros registros que dependen de este.',
  unknownReference: (field: string | null) =>
    `${field ? `«${field}»` : 'Un valor'} no corresponde a ningún registro.`,
  doesNotExist: 'No existe.',
  recordLocked: 'Este registro ya no se puede modificar.',
  duplicate: 'Ya existe un registro con ese valor.',
  outOfRange: 'Hay un valor fuera de rango o con formato no válido.',
  // Field rules every schema shares (src/common/schemas/api.ts).
  invalidId: 'Identificador no válido.',
  amountMissing: 'Escribe el importe.',
  amountNotCents: 'El importe va en céntimos, sin decimales.',
  amountTooLarge: 'El importe es demasiado grande.',
  invalidDateTime: 'Fecha y hora no válidas.',
  tooLong: (max: number) => `No puede tener más de ${max} caracteres.`,
  fromDateMissing: 'Escribe la fecha inicial (AAAA-MM-DD).',
  toDateMissing: 'Escribe la fecha final (AAAA-MM-DD).',
  toBeforeFrom: 'La fecha final no puede ser anterior a la inicial.',
  notYoutube: 'El vídeo debe ser una dirección de YouTube (youtube.com/watch?v=… o youtu.be/…).',
  // Text PostgreSQL cannot store (src/server/lib/storable-text.ts).
  nullCharacter: 'No puede contener el carácter nulo (U+0000).',
  loneSurrogate: 'Contiene un carácter Unicode no válido (suplente UTF-16 suelto).',
  // Why an address the server is given may not be fetched, after the address's name (src/server/lib/outbound.ts).
  outbound: {
    notAnAddress: 'no es una dirección web válida.',
    wrongProtocol: (protocols: string[]) => `tiene que empezar por ${protocols.join(' o ')}//.`,
    credentials: 'no puede llevar usuario ni contraseña.',
    noSuchServer: 'su servidor no existe.',
    privateNetwork: 'apunta a una red privada o a este servidor.',
  },
  // The live stream of an auction (src/server/live).
  liveAuctionNotFound: 'La subasta no existe o no está publicada.',
  tooManyLivePages: 'Tienes demasiadas páginas de subasta abiertas. Cierra alguna y vuelve a intentarlo.',
};

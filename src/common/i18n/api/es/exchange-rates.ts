/** What the API and the forms say about exchange rates, in Spanish. */
export const exchangeRates = {
  currencyInvalid: 'Escribe el código ISO 4217 de una moneda distinta del euro (p. ej. GBP).',
  rateNotNumber: 'El cambio debe ser un número.',
  rateNotPositive: 'El cambio debe ser mayor que 0.',
  rateTooLarge: 'El cambio es demasiado grande.',
  fileNameMissing: 'Falta el nombre del archivo.',
  fileEmpty: 'El archivo está vacío.',
  fileTooLarge: 'El archivo no puede pasar de 2 MB.',
  rateMissing: (currency: string) => `No hay cambio para ${currency}.`,
  /** The ECB file refused, and why: `detail` names the element at fault (one of the messages below). */
  ecbFileInvalid: (detail: string) => `El archivo no es un fichero de cambios del BCE válido: ${detail}`,
  ecbMalformed: 'XML: el archivo está mal formado o cortado; descarga de nuevo eurofxref-daily.xml.',
  ecbCurrencyInvalid: (currency: string) =>
    `Cube currency: «${currency}» no es el código ISO 4217 de una moneda distinta del euro.`,
  ecbRateInvalid: (currency: string, text: string) =>
    `Cube rate de ${currency}: «${text}» no es un cambio positivo (p. ej. 1.0512).`,
  ecbRootMissing: 'gesmes:Envelope: falta el elemento raíz del BCE.',
  ecbCubeMissing: 'Cube: falta el elemento con los cambios.',
  ecbDayMissing: 'Cube time: falta el día de los cambios.',
  ecbDateInvalid: (date: string) => `Cube time: «${date}» no es una fecha AAAA-MM-DD.`,
  ecbNoRates: (date: string) => `Cube currency: el día ${date} no trae ningún cambio.`,
  ecbCurrencyTwice: (currency: string, date: string) =>
    `Cube currency: «${currency}» aparece dos veces el ${date}.`,
};

import { formatDate } from '../../../format.ts';

/** A day of a bank statement (yyyy-mm-dd) as the clerk reads it. */
const day = (iso: string) => formatDate(`${iso}T12:00:00Z`, 'es');

/** 123456 → "1.234,56 €", as the error tells the clerk: always with the cents. */
const euros = (cents: number) =>
  `${(cents / 100).toLocaleString('de-DE', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} €`;

/** What the API and the forms say about payments (by hand, by bank statement, by card), in Spanish. */
export const payments = {
  amountMissing: 'Escribe el importe en céntimos.',
  amountNotWhole: 'El importe va en céntimos, sin decimales.',
  amountTooLarge: 'Importe demasiado grande.',
  amountZero: 'El importe no puede ser cero.',
  amountRequired: 'Escribe un importe.',
  methodMissing: 'Elige cómo se ha pagado: transferencia, efectivo u otro.',
  paidOnMissing: 'Escribe la fecha del pago (AAAA-MM-DD).',
  noteTooLong: 'La nota no puede pasar de 500 caracteres.',
  refundAbovePaid: 'No se puede devolver más de lo que se ha pagado.',
  refundAbovePaidField: 'La devolución supera lo pagado.',
  fileNameMissing: 'Falta el nombre del archivo.',
  fileEmpty: 'El archivo está vacío.',
  statementTooLarge: 'El extracto no puede pasar de 6 MB.',
  fileGarbled: 'El archivo no llegó bien (base64 no válido).',
  referenceMissing: 'Escribe la referencia de la liquidación (RF…).',
  statementOverlaps: (account: string, from: string, to: string, otherFrom: string, otherTo: string) =>
    `El extracto de la cuenta ${account} del ${day(from)} al ${day(to)} se solapa con otro ya importado (del ${day(otherFrom)} al ${day(otherTo)}): los movimientos de los días comunes se contarían dos veces. Importa solo los días que faltan.`,
  statementOverlapsField: (otherFrom: string, otherTo: string) =>
    `Se solapa con el extracto del ${day(otherFrom)} al ${day(otherTo)}.`,
  bankLineNotFound: 'El movimiento no existe.',
  bankLineAssigned: 'Este movimiento ya está asignado a una liquidación.',
  onlyCreditsAssigned: 'Solo se asignan abonos (importes positivos).',
  referenceUnknown: 'No hay ninguna liquidación con esa referencia.',
  referenceUnknownField: 'Referencia desconocida.',
  onlyUnassignedIgnored: 'Solo se ignora un movimiento sin asignar.',
  cardUnavailable: 'El pago con tarjeta no está disponible: paga por transferencia.',
  /** What the card gateway's page says the buyer pays for. */
  cardDescription: (reference: string, title: string) => `Liquidación ${reference}: ${title}`,
  nothingOwed: 'Esta liquidación no tiene nada pendiente de pago.',
  /** A CSV statement refused: the sentence, and the problem alone for the file field. */
  csvInvalid: (problem: string) => `El extracto CSV no es válido: ${problem}`,
  csvUnreadable: 'no se puede leer',
  csvColumnsMissing: 'hacen falta las columnas fecha, concepto e importe',
  csvBadDate: (row: number, text: string) => `fila ${row}: fecha «${text}» no válida`,
  csvBadAmount: (row: number, text: string, problem: 'unreadable' | 'mixed' | 'ambiguous') =>
    `fila ${row}: el importe «${text}» ${
      {
        unreadable: 'no es un importe',
        mixed: 'está escrito de otra forma que los anteriores (¿1.234,56 o 1,234.56?)',
        ambiguous:
          'puede leerse de dos formas (1.500 € o 1,50 €) y ningún otro importe del extracto lo aclara: expórtalo con los decimales (1.500,00) o en Norma 43',
      }[problem]
    }`,
  movementInvalid: (movement: number, reason: string) =>
    `El extracto no es válido: movimiento ${movement}: ${reason}`,
  movementInvalidField: (movement: number, reason: string) => `Movimiento ${movement}: ${reason}`,
  /** A Norma 43 statement refused at a line: the sentence, the field's words, and each problem. */
  norma43Invalid: (line: number, problem: string) =>
    `El extracto Norma 43 no es válido (línea ${line}): ${problem}`,
  norma43InvalidField: (line: number, problem: string) => `Línea ${line}: ${problem}`,
  norma43: {
    badDate: (text: string) => `fecha «${text}» no válida`,
    badAmount: (text: string) => `importe «${text}» no válido`,
    badDebitCreditKey: (key: string) => `clave de debe/haber «${key}» no válida`,
    notEuros: (currency: string) =>
      `la cuenta está en la divisa «${currency}»: solo se concilian cuentas en euros (978)`,
    totalsOtherAccount: (totals: string, header: string) =>
      `los totales son de la cuenta ${totals} y la cabecera de la ${header}`,
    totalsOtherCurrency: (totals: string, account: string) =>
      `los totales están en la divisa «${totals}» y la cuenta en «${account}»`,
    debitsMismatch: 'los cargos no suman lo que dice el banco',
    creditsMismatch: 'los abonos no suman lo que dice el banco',
    closingMismatch: (closing: number, opening: number, expected: number) =>
      `el saldo final (${euros(closing)}) no es el inicial (${euros(opening)}) más abonos y menos cargos (${euros(expected)})`,
    recordCountMismatch: (stated: number, actual: number) =>
      `el fichero dice tener ${stated} registros y tiene ${actual}`,
    recordsAfterEnd: 'hay registros después del registro final 88',
    headerWithoutTotals: 'cabecera de cuenta sin el registro 33 de la anterior',
    periodReversed: 'la fecha final del extracto es anterior a la inicial',
    movementOutsideAccount: 'movimiento fuera de una cuenta',
    conceptWithoutMovement: 'concepto complementario sin movimiento',
    currencyWithoutMovement: 'equivalencia de divisa sin movimiento',
    badCurrencyKey: (currency: string) => `clave de divisa «${currency}» no válida`,
    totalsWithoutHeader: 'totales sin cabecera de cuenta',
    endWithoutTotals: 'fin de fichero sin el registro 33 de la cuenta',
    unknownRecord: (kind: string) => `tipo de registro «${kind}» desconocido`,
    endMissing: 'falta el registro final 88 (¿fichero incompleto?)',
  },
};

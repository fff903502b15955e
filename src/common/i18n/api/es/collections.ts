import { icuIn } from '../../icu.ts';

/** What the API and the forms say about collections (pick-up slots, release notes, hand-over), in Spanish. */
export const collections = {
  timeInvalid: 'Escribe la hora como HH:MM.',
  fromDateMissing: 'Escribe el primer día (AAAA-MM-DD).',
  toDateMissing: 'Escribe el último día (AAAA-MM-DD).',
  slotTooShort: 'Cada turno dura al menos 5 minutos.',
  slotTooLong: 'Un turno dura como mucho 8 horas.',
  capacityTooSmall: 'Cabe al menos un comprador por turno.',
  capacityTooLarge: 'Como mucho 100 compradores por turno.',
  toDateBeforeFromDate: 'El último día no puede ser anterior al primero.',
  dayEndBeforeStart: 'La hora de fin debe ser posterior a la de inicio.',
  slotMissing: 'Elige un turno.',
  noSlotFits: 'Con esos datos no cabe ningún turno.',
  noSlotFitsField: 'El turno es más largo que la franja.',
  tooManySlots: (count: number) => `Saldrían ${count} turnos: como mucho 500 de una vez.`,
  tooManySlotsField: 'Acorta las fechas.',
  slotsAfterDeadline: 'Hay turnos después de la fecha límite de retirada de la subasta.',
  slotsAfterDeadlineField: 'Termina antes de la fecha límite de retirada.',
  slotNotFound: 'El turno no existe.',
  slotBooked: (count: number) =>
    `No se puede borrar: ${icuIn('es', '{count, plural, one {un comprador lo ha reservado} other {# compradores lo han reservado}}', { count })}.`,
  bookingNeedsPayment: 'La retirada se reserva una vez pagada la liquidación.',
  slotOfOtherAuction: 'Ese turno no es de esta subasta.',
  slotOfOtherAuctionField: 'Elige uno de los turnos ofrecidos.',
  slotPast: 'Ese turno ya ha pasado: elige otro.',
  slotFull: 'Ese turno se acaba de llenar: elige otro.',
  codeUnknown: 'No hay ninguna retirada con ese código.',
  handOverNeedsPayment: 'Esta liquidación no está pagada: no se pueden entregar los lotes.',
  lotNotInCollection: 'Ese lote no es de esta retirada.',
  releaseNoteNeedsPayment: 'El albarán de retirada está disponible una vez pagada la liquidación.',
};

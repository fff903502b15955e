import { icuIn } from '../../icu.ts';

/** What the API and the forms say about auctions, in Spanish. */
export const auctions = {
  titleMissing: 'Escribe el título.',
  titleTooShort: 'El título debe tener al menos 3 caracteres.',
  slugInvalid: 'Solo minúsculas, números y guiones.',
  commissionMissing: 'Indica la comisión.',
  commissionNegative: 'La comisión no puede ser negativa.',
  commissionTooHigh: 'La comisión no puede superar el 100 %.',
  goodsVatMissing: 'Indica el IVA de los bienes.',
  goodsVatNegative: 'El IVA no puede ser negativo.',
  goodsVatTooHigh: 'El IVA no puede superar el 100 %.',
  depositInCents: 'El depósito va en céntimos.',
  depositTooLarge: 'El depósito es demasiado grande.',
  lotIntervalNegative: 'El intervalo no puede ser negativo.',
  mapUrlInvalid: 'La dirección del mapa no es una URL válida.',
  taxTreatmentMissing: 'Elige cómo tributan los bienes.',
  buyersMissing: 'Elige quién puede comprar.',
  depositRefundDaysMissing: 'Indica en cuántos días hábiles se devuelven los depósitos.',
  depositRefundDaysWhole: 'Los días van sin decimales.',
  depositRefundDaysTooFew: 'El plazo de devolución del depósito es de al menos 1 día hábil.',
  depositRefundDaysTooMany: 'El plazo de devolución del depósito no puede pasar de 60 días hábiles.',
  formatMissing: 'Elige si la subasta es a tiempo o en vivo.',
  liveStartMissing: 'Indica cuándo empieza la venta en vivo.',
  endBeforeStart: 'El cierre debe ser posterior al inicio.',
  withdrawalExclusionReasonMissing:
    'Indica por qué estos bienes no tienen derecho de desistimiento (por ejemplo, inmuebles).',
  taxProvisionInvalid: 'Elige el precepto exacto que se cita (solo para operaciones exentas o no sujetas).',
  goodsVatOrTreatmentMissing:
    'Indica el IVA de los bienes, o elige otro tratamiento (exento, no sujeto, REBU).',
  issuerNameMissing: 'Escribe quién emite las facturas.',
  issuerVatIdMissing: 'Escribe el NIF del emisor.',
  issuerVatIdInvalid: 'El NIF del emisor no es válido: revisa la letra o el dígito de control.',
  issuerAddressMissing: 'Escribe la dirección del emisor: toda factura debe llevarla.',
  notFound: 'La subasta no existe.',
  notFoundOrUnpublished: 'La subasta no existe o no está publicada.',
  deleteWithBids: (count: number) =>
    icuIn(
      'es',
      'No se puede eliminar: la subasta tiene {count, plural, one {# puja} other {# pujas}}. Puedes despublicarla o cerrarla.',
      { count },
    ),
  closeWithOpenLots: (count: number) =>
    icuIn(
      'es',
      'Aún hay {count, plural, one {# lote abierto} other {# lotes abiertos}}: la subasta se cierra cuando terminan todos.',
      { count },
    ),
};

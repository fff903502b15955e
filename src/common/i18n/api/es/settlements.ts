import { formatDate } from '../../../format.ts';

/** What the API and the forms say about settlements, the money once fixed and the border proof, in Spanish. */
export const settlements = {
  notFound: 'La liquidación no existe.',
  lotNotFound: 'El lote no existe.',
  lotNotInSettlement: 'El lote no existe en esta liquidación.',
  auctionMoneyLocked:
    'La subasta ya tiene liquidaciones o facturas; corrígelo con una factura rectificativa.',
  lotMoneyLocked: 'El lote ya tiene liquidación o factura; corrígelo con una factura rectificativa.',
  buyerInvoiced:
    'La liquidación de este comprador en esta subasta ya está facturada; corrígelo con una factura rectificativa.',
  proofKindMissing: 'Elige el tipo de prueba: transporte intracomunitario o DUA de exportación.',
  documentMissing: 'Escribe el número del documento.',
  documentTooShort: 'Escribe el número del documento (DUA o CMR).',
  documentTooLong: 'El número del documento es demasiado largo.',
  documentDateInvalid: 'La fecha del documento no es válida (aaaa-mm-dd).',
  documentDateFuture: 'La fecha del documento no puede ser futura.',
  cancelledNothingToProve: 'La liquidación está anulada: no hay venta que acreditar.',
  customsOnlyOutsideEu:
    'El DUA de exportación solo se registra para un comprador establecido fuera de la Unión Europea.',
  transportOnlyEuBusiness:
    'La prueba del transporte intracomunitario solo se registra para una empresa de otro Estado miembro con NIF-IVA válido en VIES.',
  customsAlreadyRecorded: (document: string | null) => `El DUA ${document} ya está registrado.`,
  exitTooLate: (deadline: string) =>
    `Los bienes salieron de la UE después de los tres meses siguientes a la entrega (plazo hasta el ${formatDate(deadline, 'es')}): la exportación no queda exenta y el IVA se mantiene.`,
  cancelledNoVat: 'La liquidación está anulada: no hay IVA que repercutir.',
  transportProofRecorded: 'La prueba del transporte está anotada: la entrega sigue exenta.',
  vatAlreadyCharged: 'El IVA de esta liquidación ya se repercutió.',
  noExemptInvoice: 'Esta liquidación no tiene ninguna factura exenta por entrega intracomunitaria.',
  proofDeadlineOpen: (deadline: string) =>
    `El plazo para la prueba del transporte no ha vencido: termina el ${formatDate(deadline, 'es')}.`,
  fileMissing: 'Falta el archivo.',
  fileMissingField: 'Elige un archivo.',
  fileTooLarge: 'El documento supera el máximo de 15 MB.',
  fileTooLargeField: 'Archivo demasiado grande.',
  fileTypeRefused: 'El documento debe ser un PDF o una imagen JPEG o PNG.',
  fileContentInvalid: (type: string) => `El contenido del archivo no es un ${type} válido.`,
  proofFilesOnlyAbroad:
    'Solo se guardan pruebas de salida de los bienes para compradores de otro Estado miembro o de fuera de la UE.',
  proofFilesOnlyAbroadField: 'Esta liquidación no es de un comprador extranjero.',
  fileNotFound: 'El documento no existe.',
};

import type { TTaxNote } from './tax-note.ts';

/**
 * Every word of the documents a buyer receives (invoice, release note, withdrawal form), in Spanish
 * (docs/product.md#languages). en.ts has the same keys and signatures, so a missing one fails tsc. The
 * invoice is always in Spanish, its legal language, and an English reader gets en.ts's words beside these.
 */
export const es = {
  invoice: {
    title: 'Factura',
    corrective: 'Factura rectificativa',
    number: 'Número',
    series: 'Serie',
    issueDate: 'Fecha de expedición',
    corrects: 'Rectifica la factura',
    reason: 'Motivo',
    legalGround: 'Causa',
    byDifferences: 'Rectificación por diferencias (art. 15 RD 1619/2012): anula los importes de la original.',
    taxQr: 'QR tributario:',
    issuer: 'Emisor',
    recipient: 'Destinatario',
    description: 'Concepto',
    taxableBase: 'Base imponible',
    vat: 'IVA',
    vatAmount: 'Cuota',
    amount: 'Importe',
    vatRate: 'Tipo de IVA',
    base: 'Base',
    totalVat: 'Total IVA',
    total: 'Total factura',
    fingerprint: 'Huella del registro de facturación',
    exempt: 'Exento',
    notSubject: 'No sujeto',
    /** How the invoice names each kind of identifier. */
    idLabels: { nif: 'NIF', nie: 'NIE', cif: 'CIF', 'eu-vat': 'NIF-IVA', passport: 'Pasaporte' },
    /** The legal ground each type of rectification rests on. */
    rectificationGrounds: {
      R1: 'error fundado en derecho o resolución de la operación (art. 80.Uno, Dos y Seis de la Ley 37/1992)',
      R2: 'destinatario en concurso de acreedores (art. 80.Tres de la Ley 37/1992)',
      R3: 'crédito incobrable (art. 80.Cuatro de la Ley 37/1992)',
      R4: 'otras causas',
    },
    /**
     * A tax treatment's wording: in Spanish, the law's own, kept with the provision it cites
     * (src/common/tax-treatment.ts), so the invoice, the forms and the AEAT record agree.
     */
    taxNote: (note: TTaxNote) => note.legend,
  },
  releaseNote: {
    title: 'Albarán de retirada',
    fileName: (code: string) => `albaran-retirada-${code}.pdf`,
    buyer: 'Comprador',
    taxId: 'NIF',
    settlement: 'Liquidación',
    place: 'Lugar de recogida',
    placeUnknown: 'el indicado en la subasta',
    slot: 'Turno reservado',
    noSlot: 'Sin turno reservado: resérvalo en tu cuenta antes de venir.',
    deadline: 'Fecha límite de retirada',
    code: 'Código de retirada',
    scan: 'Escanear en el almacén',
    lot: 'Lote',
    delivered: 'Entregado',
    bring:
      'Trae este albarán y tu documento de identidad. Quien recoja en tu nombre, una autorización firmada.',
    buyerSignature: 'Firma del comprador',
    deliveredBy: 'Entregado por (almacén)',
  },
  withdrawalForm: {
    title: 'Formulario de desistimiento',
    /** The blank form's file, and a filled one's (`id`, the withdrawal's). */
    fileName: (id?: number) =>
      id === undefined ? 'formulario-desistimiento.pdf' : `desistimiento-${id}.pdf`,
    intro: (days: number) =>
      `Rellena y envía este formulario solo si compraste como consumidor y quieres desistir de la compra. Tienes ${days} días desde que recogiste el lote. También puedes hacerlo en tu cuenta, en «Mis adjudicaciones».`,
    to: 'A la atención de',
    notice: 'Por la presente te comunico que desisto de mi contrato de compra del siguiente bien:',
    goods: 'Bien (lote)',
    awardedOn: 'Adjudicado el',
    receivedOn: 'Recibido (recogido) el',
    name: 'Nombre del consumidor',
    address: 'Domicilio del consumidor',
    signature: 'Firma del consumidor (solo si envías este formulario en papel)',
    online: 'Presentado en línea desde la cuenta del consumidor',
    date: 'Fecha',
  },
};

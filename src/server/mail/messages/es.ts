/**
 * Every word of the e-mails (and their push notifications) sent to buyers and bidders, in Spanish (docs/product.md#languages). en.ts has
 * the same keys and signatures; plurals are ICU MessageFormat (`{count, plural, …}`) read through `icu`.
 * Mail to staff stays Spanish and keeps its wording in its template.
 */
export const es = {
  layout: {
    greeting: (firstname: string) => `Hola, ${firstname}:`,
    closing: (siteName: string) => `Un saludo,\nEl equipo de ${siteName}`,
    buttonFallback: 'Si el botón no funciona, copia este enlace en tu navegador:',
  },
  actions: {
    seeLot: 'Ver el lote',
    seeAuction: 'Ver la subasta',
    seeWonLots: 'Ver mis adjudicaciones',
    seeMyAuctions: 'Ver mis subastas',
  },
  activation: {
    subject: (siteName: string) => `Activa tu cuenta de ${siteName}`,
    thanks: (siteName: string) =>
      `Gracias por registrarte en ${siteName}. Para empezar a participar en las subastas, confirma tu dirección de correo electrónico.`,
    expiry:
      '{days, plural, one {El enlace caduca en # día.} other {El enlace caduca en # días.}} Si no has sido tú, ignora este mensaje.',
    action: 'Activar mi cuenta',
  },
  newDevice: {
    subject: (siteName: string) => `Nuevo inicio de sesión en ${siteName}`,
    where: (device: string, network: string | null, place: string | null, at: string) =>
      `Se ha iniciado sesión en tu cuenta desde un dispositivo nuevo: ${device}, ${place ? `en ${place} (red ${network})` : `red ${network ?? 'desconocida'}`}, el ${at}.`,
    wasYou: 'Si has sido tú, no tienes que hacer nada.',
    wasNotYou:
      'Si no has sido tú, cambia tu contraseña cuanto antes y cierra esa sesión desde Mi cuenta › Sesiones.',
    action: 'Ver mis sesiones',
  },
  passwordRecovery: {
    subject: (siteName: string) => `Restablece tu contraseña de ${siteName}`,
    asked: 'Hemos recibido una solicitud para restablecer la contraseña de tu cuenta.',
    once: 'El enlace sirve una sola vez y caduca en 1 hora. Si no lo has pedido tú, ignora este mensaje: tu contraseña no cambiará.',
    action: 'Elegir una contraseña nueva',
  },
  emailChange: {
    subject: (siteName: string) => `Confirma tu nuevo correo en ${siteName}`,
    confirm:
      'Has cambiado el correo electrónico de tu cuenta. Confírmalo para seguir recibiendo nuestros avisos.',
    action: 'Confirmar mi correo',
  },
  accountExists: {
    subject: (siteName: string) => `Ya tienes una cuenta en ${siteName}`,
    tried: (siteName: string) =>
      `Alguien (quizá tú) ha intentado crear una cuenta en ${siteName} con esta dirección, pero ya tienes una.`,
    whatToDo:
      'Si fuiste tú, inicia sesión; si no recuerdas la contraseña, puedes crear una nueva. Si no fuiste tú, ignora este mensaje: tu cuenta no ha cambiado.',
    action: 'Crear una contraseña nueva',
  },
  deposit: {
    payByTransfer: (iban: string, holder: string | null, reference: string) =>
      `Ingrésalo por transferencia en la cuenta ${iban}${holder ? ` (titular: ${holder})` : ''} indicando la referencia ${reference}.`,
    payWithReference: (reference: string) =>
      `Indica la referencia ${reference} en la transferencia; en la página de la subasta tienes la cuenta donde ingresarlo.`,
    refundIbanRequest: (myAuctionsUrl: string) =>
      `Aún no nos has indicado la cuenta (IBAN) en la que devolverte el depósito si no resultas adjudicatario. Indícala en «Mis subastas» (${myAuctionsUrl}): sin ella no podemos devolvértelo.`,
  },
  subscription: {
    requestedSubject: (title: string) => `Solicitud de inscripción: ${title}`,
    requested: (title: string) =>
      `Hemos recibido tu solicitud de inscripción en la subasta «${title}». La revisaremos y te avisaremos por correo en cuanto la aceptemos o no.`,
    depositAsked: (amount: string, howToPay: string) =>
      `Esta subasta pide un depósito de ${amount}. ${howToPay}`,
    whenToBid:
      'Podrás pujar cuando tu inscripción esté aceptada y hayamos recibido el depósito. Si no resultas adjudicatario, te lo devolvemos.',
    acceptedSubject: (title: string) => `Inscripción aceptada: ${title}`,
    refusedSubject: (title: string) => `Inscripción no aceptada: ${title}`,
    accepted: (title: string) => `Tu inscripción en la subasta «${title}» ha sido aceptada.`,
    bidOnceDeposit: (amount: string, howToPay: string) =>
      `Podrás pujar en cuanto recibamos el depósito de ${amount}. ${howToPay}`,
    bidNow: 'Ya puedes pujar en todos sus lotes mientras estén abiertos.',
    refused: (title: string) => `Tu inscripción en la subasta «${title}» no ha sido aceptada.`,
    askWhy:
      'Si crees que es un error o quieres saber el motivo, responde a este correo o contacta con nosotros.',
  },
  lotWon: {
    subject: (title: string) => `Adjudicación: ${title}`,
    congratulations: (title: string) => `¡Enhorabuena! Te has adjudicado el lote «${title}».`,
    amounts: (hammer: string, commission: string, vat: string, total: string) =>
      `Importe de remate: ${hammer}. Comisión: ${commission}. IVA: ${vat}. Total a pagar: ${total}.`,
    paymentBy: (date: string) => `Fecha límite de pago: ${date}.`,
    collectionBy: (date: string) => `Fecha límite de retirada: ${date}.`,
    details: 'En tu cuenta, en «Mis adjudicaciones», tienes todos los detalles.',
    receipt: (receiptUrl: string, chainHead: string, verifyUrl: string) =>
      `El recibo firmado de tu puja ganadora: ${receiptUrl} . Último eslabón de la cadena de pujas del lote: ${chainHead}. Puedes comprobar el recibo en ${verifyUrl} .`,
  },
  lotLost: {
    subject: (title: string) => `Lote cerrado: ${title}`,
    lost: (title: string, hammer: string) =>
      `El lote «${title}», en el que pujaste, ha cerrado y se ha adjudicado a otra persona por ${hammer}.`,
    thanks: 'Gracias por participar. Tienes más subastas abiertas en nuestra web.',
  },
  lotProvisional: {
    subject: (title: string) => `Adjudicación provisional: ${title}`,
    highest: (title: string) => `El lote «${title}» ha cerrado y tu puja es la más alta.`,
    pending:
      'La adjudicación es provisional: está pendiente de aprobación. Te escribiremos en cuanto se decida; hasta entonces no tienes que pagar nada.',
  },
  lotRejected: {
    subject: (title: string) => `Adjudicación no aprobada: ${title}`,
    rejected: (title: string) =>
      `La adjudicación provisional del lote «${title}» no ha sido aprobada, así que el lote no se te adjudica y no debes nada por él.`,
  },
  lotBlockLost: {
    subject: (title: string) => `Lote no adjudicado: ${title}`,
    blockLost: (title: string) =>
      `El lote en bloque «${title}», en el que pujaste, no se adjudica: las pujas por sus lotes por separado han sido mejores.`,
    partLost: (title: string) =>
      `El lote «${title}», en el que pujaste, no se adjudica: se ha vendido junto con otros en un lote en bloque cuya puja ha sido mejor.`,
    owesNothing: 'No debes nada por él. Gracias por participar.',
  },
  offer: {
    acceptedSubject: (title: string) => `Oferta aceptada: ${title}`,
    refusedSubject: (title: string) => `Oferta no aceptada: ${title}`,
    accepted: (amount: string, title: string) => `Hemos aceptado tu oferta de ${amount} por «${title}».`,
    nextSteps: 'Te escribiremos en breve con los pasos para el pago y la retirada.',
    refused: (amount: string, title: string) => `Tu oferta de ${amount} por «${title}» no ha sido aceptada.`,
    tryAgain: 'Puedes presentar otra mientras el lote siga a la venta.',
  },
  depositMoved: {
    subject: (title: string) => `Tu depósito: ${title}`,
    inAccount: (iban: string | null) => (iban ? ` en la cuenta ${iban}` : ''),
    received: (amount: string, title: string) =>
      `Hemos recibido tu depósito de ${amount} para la subasta «${title}». Ya puedes pujar.`,
    pending: (amount: string, title: string) =>
      `Tu depósito de ${amount} para la subasta «${title}» figura de nuevo como pendiente de recibir. Si ya lo ingresaste, responde a este correo con el justificante.`,
    applied: (amount: string, title: string) =>
      `Tu depósito de ${amount} se ha descontado de tu liquidación de la subasta «${title}».`,
    refundDue: (amount: string, title: string, inAccount: string) =>
      `La subasta «${title}» ha terminado sin que resultaras adjudicatario: te devolveremos el depósito de ${amount}${inAccount}.`,
    refunded: (amount: string, title: string, inAccount: string) =>
      `Te hemos devuelto el depósito de ${amount} de la subasta «${title}»${inAccount}.`,
    forfeited: (amount: string, title: string) =>
      `Al no haberse pagado la adjudicación de la subasta «${title}» en plazo, el depósito de ${amount} queda retenido según sus condiciones.`,
  },
  statement: {
    subject: (title: string) => `Tu liquidación: ${title}`,
    finished: (title: string) => `La subasta «${title}» ha terminado. Te has adjudicado:`,
    lot: (title: string, total: string) => `· ${title}: ${total} (remate, comisión e IVA)`,
    totals: (total: string, paid: string, balance: string, dueDate: string | null) =>
      `Total: ${total}. Ya pagado (incluido el depósito): ${paid}. Pendiente: ${balance}${dueDate ? `, antes del ${dueDate}` : ''}.`,
    howToPay: (isCardEnabled: boolean, iban: string, holder: string, reference: string) =>
      `${isCardEnabled ? 'Puedes pagar con tarjeta desde tu cuenta o por transferencia' : 'Puedes pagar por transferencia'} a ${iban} (${holder}) indicando en el concepto la referencia ${reference}.`,
    thenCollect: 'Una vez pagado podrás reservar el turno de retirada y descargar el albarán.',
  },
  pickup: {
    subject: (title: string) => `Retirada reservada: ${title}`,
    booked: (title: string, slot: string) => `Has reservado la retirada de tus lotes de «${title}»: ${slot}.`,
    address: (address: string | null) => `Dirección de recogida: ${address ?? 'la indicada en la subasta'}.`,
    map: (url: string) => `Cómo llegar (mapa): ${url}`,
    bring: (code: string | null) =>
      `Trae el albarán de retirada${code ? ` (código ${code})` : ''} y tu documento de identidad; quien recoja en tu nombre, una autorización firmada. Puedes cambiar el turno desde tu cuenta.`,
  },
  reminder: {
    overdueSubject: (title: string) => `Pago vencido: ${title}`,
    reminderSubject: (title: string) => `Recordatorio de pago: ${title}`,
    overdue: (title: string, dueDate: string, balance: string) =>
      `El plazo para pagar tu liquidación de la subasta «${title}» terminó el ${dueDate} y quedan ${balance} pendientes.`,
    soon: (title: string, dueDate: string, balance: string) =>
      `Te recordamos que el ${dueDate} termina el plazo para pagar tu liquidación de la subasta «${title}»: quedan ${balance}.`,
    reference: (reference: string) => `Referencia para la transferencia: ${reference}.`,
    consequences:
      'Si no se paga, la casa de subastas puede anular la venta y retener el depósito según las condiciones de la subasta.',
    action: 'Pagar ahora',
  },
  withdrawal: {
    receivedSubject: (title: string) => `Hemos recibido tu desistimiento: ${title}`,
    recorded: (declaredOn: string, title: string) =>
      `El ${declaredOn} desististe de la compra del lote «${title}». Lo hemos registrado y anulado su venta con una factura rectificativa.`,
    refundBy: (refund: string, refundBy: string) =>
      `Te devolveremos ${refund} antes del ${refundBy}, por el mismo medio con el que pagaste. Te escribiremos cuando lo hagamos.`,
    nothingPaid: 'No habías pagado nada por este lote, así que no hay nada que devolverte.',
    form: 'Puedes descargar el formulario de desistimiento con tus datos desde «Mis adjudicaciones».',
    refundedSubject: (refund: string, title: string) => `Te hemos devuelto ${refund}: ${title}`,
    refunded: (refund: string, title: string) =>
      `Hemos devuelto ${refund} por tu desistimiento de la compra del lote «${title}».`,
  },
  notices: {
    lotLine: (order: number, title: string) => `Lote ${order}: ${title}`,
    outbidSubject: '{count, plural, one {Te han superado en «{title}»} other {Te han superado en # lotes}}',
    outbid:
      '{count, plural, one {Otra persona ha pujado más que tú:} other {Otras personas han pujado más que tú en estos lotes:}}',
    currentBid: (line: string, amount: string) => `${line} — puja actual ${amount}`,
    bidAgain: 'Volver a pujar',
    savedSearchSubject:
      '{count, plural, one {Nuevo lote para tus búsquedas: «{title}»} other {# lotes nuevos para tus búsquedas}}',
    savedSearch: 'Se han publicado lotes que encajan con tus búsquedas guardadas:',
    newLot: (line: string, amount: string, closes: string) => `${line} — ${amount}, cierra el ${closes}`,
    seeSearches: 'Ver mis búsquedas',
    closingSubject:
      '{count, plural, one {«{title}» cierra pronto} other {# lotes que sigues cierran pronto}}',
    closing:
      '{count, plural, one {Un lote que sigues está a punto de cerrar:} other {Lotes que sigues están a punto de cerrar:}}',
    closingLot: (line: string, time: string, amount: string) =>
      `${line} — cierra a las ${time}, puja actual ${amount}`,
    softClose: 'Si alguien puja en los últimos minutos, el cierre se alarga.',
    seeFollowed: 'Ver los lotes que sigo',
    bidsSubject: '{count, plural, one {Puja registrada en «{title}»} other {Pujas registradas en # lotes}}',
    bids: '{count, plural, one {Hemos registrado tu puja:} other {Hemos registrado tus pujas:}}',
    yourBid: (line: string, amount: string) => `${line} — tu puja ${amount}`,
    receipt: (url: string) => `Recibo firmado: ${url}`,
    keepReceipt: (verifyUrl: string) =>
      `Guarda el recibo: prueba tu puja, con su hora, y cualquiera puede comprobarlo en ${verifyUrl}.`,
    downloadReceipt: 'Descargar el recibo',
    seeBids: 'Ver mis pujas y sus recibos',
    openingSubject:
      '{count, plural, one {«{title}» ya está abierta} other {# subastas que sigues ya están abiertas}}',
    opening:
      '{count, plural, one {Una subasta que sigues ya admite pujas:} other {Subastas que sigues ya admiten pujas:}}',
    openAuction: (title: string, closes: string) => `${title} — primeros cierres el ${closes}`,
    subscribeToBid: 'Para pujar, inscríbete en la subasta desde su página.',
    seeAuctions: 'Ver las subastas',
    choose: 'Elegir qué avisos recibo',
    unsubscribe: 'Darme de baja de estos avisos',
  },
  push: {
    won: (title: string) => `Has ganado «${title}»`,
    wonAmounts: (hammer: string, total: string) => `Remate ${hammer}; total ${total}.`,
    lost: (title: string) => `«${title}» se ha adjudicado a otra persona`,
    hammer: (hammer: string) => `Remate ${hammer}.`,
    provisional: (title: string) => `Adjudicación provisional de «${title}»`,
    provisionalBody: 'Pendiente de aprobación.',
    rejected: (title: string) => `«${title}» no se te adjudica`,
    rejectedBody: 'La adjudicación provisional no se ha aprobado.',
    blockLost: (title: string) => `«${title}» no se adjudica`,
    blockLostBody: 'Ha ganado la otra opción de la venta en bloque.',
    accepted: (title: string) => `Inscripción aceptada: ${title}`,
    refused: (title: string) => `Inscripción rechazada: ${title}`,
    refusedBody: 'Consulta el motivo en tu correo o en la subasta.',
    depositBody: (amount: string) => `Podrás pujar en cuanto recibamos el depósito de ${amount}.`,
    bidNowBody: 'Ya puedes pujar en sus lotes.',
    overdue: (title: string) => `Pago vencido: ${title}`,
    reminder: (title: string) => `Recuerda pagar: ${title}`,
    balance: (balance: string, dueDate: string) => `Pendiente ${balance}, plazo ${dueDate}.`,
  },
  border: {
    vatChargedSubject: (auction: string) =>
      `Tu compra en «${auction}» lleva IVA: falta la prueba del transporte`,
    exemptNeedsProof: (deadline: string) =>
      `Facturamos los bienes sin IVA como entrega intracomunitaria, que exige acreditar que llegaron a otro Estado miembro. El plazo para enviarnos esa prueba (CMR firmado a la llegada, factura del transportista o tu declaración de llegada) venció el ${deadline} sin recibirla.`,
    reissued: (invoices: string) =>
      `Por eso hemos rectificado la factura de los bienes y la hemos emitido de nuevo con el IVA español (facturas ${invoices}).`,
    balance: (balance: string, iban: string, reference: string) =>
      `Te queda por pagar ${balance}. Puedes transferirlo a ${iban} indicando la referencia ${reference}, o pagarlo desde tu cuenta.`,
  },
};

/** The information pages (docs/product.md#people) in Markdown; admins edit them later. */
export const demoPages: { slug: string; lang: 'es' | 'en'; title: string; body: string }[] = [
  {
    slug: 'acerca-de',
    lang: 'es',
    title: 'Acerca de Lonja',
    body: `Lonja es una casa de subastas online especializada en la venta de bienes procedentes de **concursos de acreedores, liquidaciones de empresas y adjudicaciones judiciales**: maquinaria industrial, vehículos, mobiliario, equipos informáticos e inmuebles.

Trabajamos con administraciones concursales, juzgados y empresas para que cada bien encuentre comprador al mejor precio posible, con un proceso **transparente, seguro y abierto a cualquier persona** desde su ordenador o su móvil.

## Qué nos diferencia

- **Pujas en directo**: los precios se actualizan al instante y cada lote muestra su cuenta atrás, sincronizada con nuestro servidor.
- **Cierre escalonado y prórroga anti-francotirador**: los lotes cierran uno tras otro y una puja en los últimos minutos amplía el plazo para que todos puedan responder.
- **Información completa**: fotografías, fichas técnicas, documentación y jornadas de visita para ver los bienes antes de pujar.
- **Precio final claro**: antes de pujar ves el total con la comisión y el IVA incluidos.

## Dónde estamos

Nuestra oficina central está en Valencia y organizamos subastas en toda España. Si quieres vender activos de una empresa o de un procedimiento concursal, [cuéntanos qué necesitas](/contacto).`,
  },
  {
    slug: 'aviso-legal',
    lang: 'es',
    title: 'Aviso legal',
    body: `## Titular del sitio web

En cumplimiento de la Ley 34/2002, de servicios de la sociedad de la información y de comercio electrónico (LSSI-CE), se informa de que este sitio web es titularidad de **Lonja Subastas S.L.**, con domicilio en Calle de Colón 18, 4ª planta, 46004 Valencia, NIF B12345674, inscrita en el Registro Mercantil de Valencia. Correo electrónico: info@lonja.example.

## Objeto

El sitio permite consultar subastas y ventas directas de bienes, registrarse como usuario, inscribirse en subastas y realizar pujas conforme a las condiciones generales y a las condiciones particulares de cada subasta.

## Condiciones de uso

El acceso es libre y gratuito. El registro exige facilitar datos veraces y mantenerlos actualizados. Cada puja es una oferta vinculante de compra: quien resulte adjudicatario se obliga a pagar el precio de remate, la comisión y los impuestos aplicables en los plazos indicados.

## Propiedad intelectual

Los contenidos del sitio (textos, fotografías, diseño y software) pertenecen a Lonja Subastas S.L. o a sus licenciantes. No se permite su reproducción sin autorización.

## Responsabilidad

Los bienes se venden en el estado en que se encuentran. Las descripciones se elaboran con la información disponible; recomendamos asistir a las jornadas de visita antes de pujar.

## Legislación aplicable

Estas condiciones se rigen por la ley española. Para cualquier controversia, las partes se someten a los juzgados y tribunales que correspondan conforme a la normativa de consumidores y usuarios.`,
  },
  {
    slug: 'privacidad',
    lang: 'es',
    title: 'Política de privacidad',
    body: `## Responsable del tratamiento

Lonja Subastas S.L., Calle de Colón 18, 4ª planta, 46004 Valencia. Contacto para protección de datos: privacidad@lonja.example.

## Qué datos tratamos y para qué

- **Datos de registro** (nombre, correo, teléfono, documento de identidad, dirección): para gestionar tu cuenta, tu inscripción en subastas, tus pujas y, en su caso, la facturación de los lotes adjudicados.
- **Datos de actividad** (pujas, inscripciones): para el desarrollo de las subastas. En el historial público de pujas nunca aparece tu nombre, solo un seudónimo por lote.
- **Comunicaciones comerciales**: solo si lo has aceptado; puedes darte de baja en cualquier momento desde *Mi cuenta*.

## Base jurídica

La ejecución del contrato (participación en subastas), el cumplimiento de obligaciones legales (fiscales y de prevención del blanqueo de capitales) y tu consentimiento para las comunicaciones comerciales.

## Conservación

Conservamos los datos mientras mantengas tu cuenta y, después, durante los plazos que exige la ley.

## Destinatarios

Administraciones concursales y órganos judiciales cuando el lote procede de un procedimiento concursal, y la Agencia Tributaria cuando sea obligatorio. No vendemos tus datos.

## Tus derechos

Puedes ejercer tus derechos de acceso, rectificación, supresión, oposición, limitación y portabilidad escribiendo a privacidad@lonja.example. También puedes reclamar ante la Agencia Española de Protección de Datos (www.aepd.es).

## Mapas

Los mapas de subastas, lotes y contacto muestran teselas de OpenStreetMap, servidas por tile.openstreetmap.org (OpenStreetMap Foundation, Reino Unido). No se carga ninguna hasta que pulsas «Mostrar el mapa»: a partir de entonces, ese servidor recibe tu dirección IP y los datos técnicos de tu navegador, como en cualquier visita a una web, y los trata según su propia política de privacidad (osmfoundation.org/wiki/Privacy_Policy). Los enlaces «Cómo llegar» abren openstreetmap.org solo si los sigues.

## Cookies

Usamos únicamente las cookies técnicas necesarias para mantener tu sesión y proteger los formularios. Los vídeos se cargan solo cuando pulsas sobre ellos.`,
  },
  {
    slug: 'servicios',
    lang: 'es',
    title: 'Servicios',
    body: `## Para administraciones concursales y juzgados

- Inventario, fotografía y catalogación de los bienes.
- Tasación orientativa y propuesta de precios de salida.
- Organización de la subasta online, con informe de pujas y resultados para el expediente.
- Gestión de cobros, fianzas y coordinación de la retirada de los bienes.

## Para empresas

- Venta de maquinaria y equipos que ya no se usan, por subasta o venta directa.
- Liquidación completa de instalaciones industriales, oficinas y almacenes.
- Venta de inmuebles: naves, locales y solares.

## Para compradores

- Avisos de nuevas subastas por sector.
- Jornadas de visita con cita previa.
- Asesoramiento sobre transporte y retirada.

¿Quieres vender con nosotros? [Contacta con nuestro equipo](/contacto).`,
  },
  {
    slug: 'como-funciona',
    lang: 'es',
    title: 'Cómo funciona',
    body: `## 1. Encuentra lo que buscas

Explora las subastas en curso y las próximas, o usa el buscador. Cada lote tiene fotografías, descripción, ficha técnica y documentación.

## 2. Regístrate e inscríbete en la subasta

Crea tu cuenta gratis y actívala desde el correo que te enviamos. Después, inscríbete en la subasta que te interesa. Algunas subastas piden una **fianza** que se devuelve si no resultas adjudicatario. Nuestro equipo revisa y acepta tu inscripción.

## 3. Puja en directo

Con la inscripción aceptada ya puedes pujar. Verás la **puja mínima siguiente**, el total con comisión e IVA y el tiempo que queda. Puedes fijar una **puja máxima**: el sistema pujará por ti lo justo para mantenerte en cabeza hasta ese importe.

## 4. Cierre escalonado

Los lotes cierran uno tras otro, con unos minutos de diferencia. Si alguien puja en los últimos minutos, el cierre de ese lote se **prorroga** para que todos puedan responder.

## 5. Paga y retira

Si ganas un lote, te enviamos la adjudicación con el importe, la forma de pago y los plazos de pago y de retirada.`,
  },
  {
    slug: 'como-funciona',
    lang: 'en',
    title: 'How it works',
    body: `## 1. Find what you are looking for

Browse the running and upcoming auctions or use the search box. Every lot has photographs, a description, technical details and documents.

## 2. Sign up and register for the auction

Create a free account and activate it from the e-mail we send you. Then register for the auction you are interested in. Some auctions require a **deposit**, which is returned if you do not win. Our team reviews and accepts your registration.

## 3. Bid live

Once accepted you can bid. You will see the **next minimum bid**, the total including commission and VAT, and the time left. You can set a **maximum bid**: the system bids for you only as much as needed to keep you in the lead, up to that amount.

## 4. Staggered closing

Lots close one after another, a few minutes apart. A bid in the last minutes **extends** that lot so that everybody can respond.

## 5. Pay and collect

If you win a lot, we send you the award with the amount due, how to pay, and the payment and collection deadlines.`,
  },
  {
    slug: 'como-participar',
    lang: 'es',
    title: 'Cómo participar',
    body: `## Requisitos

- Ser mayor de edad y tener un documento de identidad válido (NIF, NIE, CIF o pasaporte).
- Registrarse con datos reales: los usamos para facturar los lotes adjudicados.
- Aceptar las condiciones generales y las particulares de cada subasta.

## Paso a paso

1. **Regístrate** y activa tu cuenta desde el enlace que recibirás por correo.
2. **Inscríbete** en la subasta desde su página. Si hay fianza, verás el importe y la cuenta bancaria donde ingresarla.
3. **Espera la aceptación**: te avisamos por correo cuando tu inscripción esté aceptada.
4. **Puja** en los lotes que quieras mientras estén abiertos.

## Costes

Al precio de remate se suma la **comisión** de la subasta y el **IVA** de esa comisión. Algunos bienes tributan además por IVA o por el impuesto de transmisiones patrimoniales; lo indicamos en cada lote.

## Fianza

Cuando la subasta la exige, la fianza se devuelve en los días siguientes al cierre si no resultas adjudicatario, o se descuenta del pago si ganas.`,
  },
  {
    slug: 'como-participar',
    lang: 'en',
    title: 'How to take part',
    body: `## Requirements

- Be of legal age and hold a valid identity document (Spanish NIF, NIE, CIF or a passport).
- Sign up with your real details: we use them to invoice the lots you win.
- Accept the general terms and the particular terms of each auction.

## Step by step

1. **Sign up** and activate your account from the link we e-mail you.
2. **Register** for the auction on its page. If a deposit is required, you will see the amount and the bank account to pay it into.
3. **Wait for acceptance**: we e-mail you when your registration is accepted.
4. **Bid** on the lots you want while they are open.

## Costs

The hammer price is increased by the auction's **commission** and the **VAT** on that commission. Some goods are also subject to VAT or transfer tax; each lot says so.

## Deposit

Where an auction requires one, the deposit is returned in the days after closing if you do not win, or deducted from your payment if you do.`,
  },
];

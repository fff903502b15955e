/**
 * The demo catalogue: what a real Spanish liquidation auction house sells. Prices are in euros here and
 * converted to cents when seeded. `meta` values are metadata entries (field name → value).
 */
export type TDemoLot = {
  title: string;
  description: string;
  price: number;
  originalPrice?: number;
  meta: Record<string, string>;
  sublots?: { title: string; description: string; quantity?: number }[];
};

export type TDemoAuction = {
  key: 'running' | 'running-deposit' | 'upcoming' | 'closed' | 'draft';
  title: string;
  description: string;
  theme: string;
  address: string;
  location: { lat: number; lng: number };
  commissionPercent: number;
  /** IVA on the hammer; null: exempt (second-hand real estate, LIVA art. 20.Uno.22º). */
  goodsVatPercent: number | null;
  /** Who invoices the lots (the auction's `invoiceData`). */
  invoicing: {
    issuerName: string;
    issuerVatId: string;
    issuerAddress: string;
    invoiceSeries: string;
    notes: string;
  };
  caution: number | null;
  lotInterval: number;
  inspectionDates: string;
  lots: TDemoLot[];
};

/** The auction house invoices its own sales; an insolvency's auction is invoiced by the company in it. */
const houseInvoicing: TDemoAuction['invoicing'] = {
  issuerName: 'Lonja Subastas, S.L.',
  issuerVatId: 'B98765431',
  issuerAddress: 'Calle de Colón 1, 46004 Valencia',
  invoiceSeries: 'LJ',
  notes: 'Inscrita en el Registro Mercantil de Valencia.',
};

const workshop: TDemoLot[] = [
  {
    title: 'Torno paralelo Pinacho S-90/200',
    description:
      'Torno paralelo con bancada templada, distancia entre puntos 1.000 mm, volteo 400 mm. Incluye visualizador de cotas de dos ejes y juego de platos.',
    price: 4200,
    originalPrice: 6000,
    meta: { Marca: 'Pinacho', Modelo: 'S-90/200', Año: '2008', Estado: 'En funcionamiento' },
  },
  {
    title: 'Centro de mecanizado vertical Haas VF-2',
    description:
      'Centro de mecanizado CNC de 3 ejes, recorridos 762 × 406 × 508 mm, cambiador de 20 herramientas, control Haas NGC.',
    price: 28000,
    meta: { Marca: 'Haas', Modelo: 'VF-2', Año: '2016', 'Horas de uso': '11.450' },
  },
  {
    title: 'Compresor de tornillo Atlas Copco GA 22',
    description:
      'Compresor rotativo de 22 kW con secador integrado y depósito de 500 litros. Mantenimiento al día.',
    price: 3500,
    meta: { Marca: 'Atlas Copco', Modelo: 'GA 22 FF', Año: '2014', 'Horas de uso': '32.100' },
  },
  {
    title: 'Carretilla elevadora Linde H25D',
    description: 'Carretilla diésel de 2.500 kg de capacidad, mástil triplex de 4,5 m, desplazador lateral.',
    price: 6500,
    originalPrice: 8500,
    meta: { Marca: 'Linde', Modelo: 'H25D', Año: '2012', 'Horas de uso': '8.920' },
  },
  {
    title: 'Prensa plegadora hidráulica Ermaksan 3100 × 135 t',
    description:
      'Plegadora CNC con control Delem DA-52S, longitud de plegado 3.100 mm y 135 toneladas. Juego de punzones y matrices.',
    price: 18500,
    meta: { Marca: 'Ermaksan', Año: '2011', Estado: 'En funcionamiento' },
  },
  {
    title: 'Sierra de cinta automática Bomar',
    description: 'Sierra de cinta para perfiles con alimentación automática y corte en ángulo hasta 60°.',
    price: 2400,
    meta: { Marca: 'Bomar', Modelo: 'Ergonomic 320.258 DG', Año: '2010' },
  },
  {
    title: 'Taladro de columna Ibarmia',
    description: 'Taladro de columna con mesa orientable y avance automático, cono Morse 4.',
    price: 900,
    meta: { Marca: 'Ibarmia', Estado: 'En funcionamiento' },
  },
  {
    title: 'Equipos de soldadura MIG/MAG (4 unidades)',
    description: 'Cuatro equipos de soldadura semiautomática con sus carros, mangueras y antorchas.',
    price: 1600,
    meta: { Marca: 'Lincoln Electric', Estado: 'Usado' },
    sublots: [
      { title: 'Soldadora Lincoln Powertec 305C', description: 'Con devanador integrado.', quantity: 2 },
      { title: 'Soldadora ESAB Origo Mig C3000i', description: 'Equipo inverter trifásico.', quantity: 2 },
    ],
  },
  {
    title: 'Puente grúa birraíl de 5 toneladas',
    description:
      'Puente grúa con luz de 15 m, polipasto eléctrico Demag y mando por radio. Se vende para desmontar por cuenta del comprador.',
    price: 7500,
    meta: { Marca: 'Demag', Año: '2005', Ubicación: 'Nave 2' },
  },
  {
    title: 'Estanterías metálicas de carga paletizada',
    description:
      'Conjunto de 14 módulos de estantería de carga pesada, 3 niveles, con largueros y travesaños.',
    price: 1200,
    meta: { Estado: 'Usado', Ubicación: 'Almacén' },
    sublots: [
      { title: 'Módulos de 2.700 mm', description: 'Con tres niveles de largueros.', quantity: 10 },
      { title: 'Módulos de 1.800 mm', description: 'Con dos niveles de largueros.', quantity: 4 },
    ],
  },
  {
    title: 'Lote de herramienta manual y de medición',
    description:
      'Herramienta de taller en carros y armarios: llaves, calibres, micrómetros, comparadores y pequeña maquinaria portátil.',
    price: 650,
    meta: { Estado: 'Usado' },
    sublots: [
      { title: 'Carros de herramientas Facom', description: 'Con 7 cajones, completos.', quantity: 3 },
      {
        title: 'Instrumentos de medición Mitutoyo',
        description: 'Calibres, micrómetros y comparadores.',
        quantity: 1,
      },
      { title: 'Amoladoras y taladros portátiles', description: 'Makita y Bosch, 18 V.', quantity: 9 },
    ],
  },
  {
    title: 'Rectificadora plana Elite',
    description: 'Rectificadora tangencial con mesa magnética de 600 × 300 mm.',
    price: 3200,
    originalPrice: 4500,
    meta: { Marca: 'Elite', Año: '1998', Estado: 'En funcionamiento' },
  },
  {
    title: 'Cabina de pintura presurizada',
    description:
      'Cabina de pintura para piezas industriales, 6 × 4 m, con grupo de extracción y filtros nuevos.',
    price: 5200,
    meta: { Año: '2013', Ubicación: 'Nave 1' },
  },
  {
    title: 'Furgoneta taller Citroën Jumper',
    description: 'Furgoneta equipada como taller móvil, con estanterías Sortimo.',
    price: 5900,
    meta: { Marca: 'Citroën', Matrícula: '4721 HBK', Kilómetros: '214.300', Año: '2012' },
  },
];

const vehicles: TDemoLot[] = [
  {
    title: 'Excavadora de cadenas Caterpillar 320D',
    description: 'Excavadora de 20 t con cazo de 1 m³ y enganche rápido. Revisión de tren de rodaje en 2024.',
    price: 42000,
    meta: { Marca: 'Caterpillar', Modelo: '320D', Año: '2010', 'Horas de uso': '14.800' },
  },
  {
    title: 'Miniexcavadora Kubota KX057-4',
    description: 'Miniexcavadora de 5,5 t con tres cazos y martillo hidráulico.',
    price: 21000,
    originalPrice: 26000,
    meta: { Marca: 'Kubota', Modelo: 'KX057-4', Año: '2017', 'Horas de uso': '4.210' },
  },
  {
    title: 'Camión basculante Iveco Trakker 410',
    description: 'Camión 8×4 con caja basculante de 18 m³. ITV en vigor.',
    price: 38000,
    meta: { Marca: 'Iveco', Matrícula: '8834 FYD', Kilómetros: '402.000', Año: '2008' },
  },
  {
    title: 'Furgoneta Renault Master L3H2',
    description: 'Furgoneta de gran volumen, 2.3 dCi 135 CV, con baca y portaescaleras.',
    price: 9500,
    meta: { Marca: 'Renault', Matrícula: '2091 KLM', Kilómetros: '182.000', Año: '2017' },
  },
  {
    title: 'Pick-up Toyota Hilux 2.4 D-4D',
    description: 'Doble cabina 4×4 con enganche de remolque.',
    price: 16500,
    meta: { Marca: 'Toyota', Matrícula: '5560 LBC', Kilómetros: '121.500', Año: '2019' },
  },
  {
    title: 'Dúmper articulado Ausa D600',
    description: 'Dúmper de 6.000 kg con volquete giratorio.',
    price: 11000,
    meta: { Marca: 'Ausa', Año: '2015', 'Horas de uso': '3.960' },
  },
  {
    title: 'Plataforma elevadora de tijera Genie GS-3246',
    description: 'Plataforma eléctrica de 11,7 m de altura de trabajo.',
    price: 6800,
    meta: { Marca: 'Genie', Año: '2016', 'Horas de uso': '1.120' },
  },
  {
    title: 'Grupo electrógeno Himoinsa 60 kVA',
    description: 'Grupo insonorizado sobre remolque, con cuadro automático.',
    price: 7200,
    meta: { Marca: 'Himoinsa', Año: '2014', 'Horas de uso': '6.300' },
  },
  {
    title: 'Turismo Seat León 1.6 TDI',
    description: 'Vehículo de empresa con libro de mantenimiento sellado.',
    price: 6200,
    meta: { Marca: 'Seat', Matrícula: '7712 JPT', Kilómetros: '158.900', Año: '2016' },
  },
  {
    title: 'Andamio tubular europeo (350 m²)',
    description: 'Andamio homologado con plataformas, barandillas y bases regulables.',
    price: 8900,
    meta: { Estado: 'Usado', Ubicación: 'Patio' },
    sublots: [
      { title: 'Marcos y diagonales', description: 'Acero galvanizado.', quantity: 240 },
      { title: 'Plataformas de aluminio', description: 'De 3 m.', quantity: 120 },
    ],
  },
  {
    title: 'Remolque góndola Lecitrailer de 3 ejes',
    description: 'Góndola rebajada para transporte de maquinaria, rampas hidráulicas.',
    price: 19500,
    meta: { Marca: 'Lecitrailer', Matrícula: 'R-4821-BCD', Año: '2009' },
  },
  {
    title: 'Hormigoneras y pequeña maquinaria de obra',
    description: 'Lote de maquinaria auxiliar de obra en estado de uso.',
    price: 1400,
    meta: { Estado: 'Usado' },
    sublots: [
      { title: 'Hormigoneras de 160 l', description: 'Eléctricas, 230 V.', quantity: 3 },
      { title: 'Bandejas vibrantes', description: 'Motor Honda.', quantity: 2 },
      { title: 'Cortadoras de pavimento', description: 'Disco de 450 mm.', quantity: 2 },
    ],
  },
];

const office: TDemoLot[] = [
  {
    title: 'Mobiliario de dirección en nogal',
    description: 'Mesa de dirección, ala auxiliar, sillón de piel y armario bajo.',
    price: 900,
    meta: { Estado: 'Muy bueno', Ubicación: 'Planta 3' },
  },
  {
    title: 'Sillas ergonómicas Herman Miller Aeron (12 unidades)',
    description: 'Talla B, con soporte lumbar regulable.',
    price: 2400,
    originalPrice: 3600,
    meta: { Marca: 'Herman Miller', Modelo: 'Aeron', Estado: 'Bueno' },
  },
  {
    title: 'Portátiles Dell Latitude 5420 (20 unidades)',
    description: 'Intel Core i5, 16 GB, SSD de 256 GB. Discos borrados con certificado.',
    price: 3800,
    meta: { Marca: 'Dell', Modelo: 'Latitude 5420', Año: '2021' },
  },
  {
    title: 'Servidor HPE ProLiant DL380 Gen10',
    description: 'Dos procesadores Xeon Silver, 128 GB de RAM, 8 discos SAS de 1,2 TB.',
    price: 2900,
    meta: { Marca: 'HPE', Modelo: 'DL380 Gen10', Año: '2019' },
  },
  {
    title: 'Impresoras multifunción Canon imageRUNNER (3 unidades)',
    description: 'Color A3, con finalizador.',
    price: 1500,
    meta: { Marca: 'Canon', Estado: 'En funcionamiento' },
  },
  {
    title: 'Monitores de 27 pulgadas (30 unidades)',
    description: 'Monitores IPS QHD con brazo articulado.',
    price: 1800,
    meta: { Marca: 'LG', Estado: 'Bueno' },
  },
  {
    title: 'Mobiliario de sala de reuniones',
    description: 'Mesa para 14 personas, sillas confidente y credenza.',
    price: 1100,
    meta: { Estado: 'Bueno', Ubicación: 'Planta 2' },
    sublots: [
      { title: 'Mesa de reuniones de 5 m', description: 'Tablero de roble.', quantity: 1 },
      { title: 'Sillas confidente', description: 'Tapizadas en gris.', quantity: 14 },
    ],
  },
  {
    title: 'Puestos de trabajo operativos (40 puestos)',
    description: 'Bench de 4 puestos con pantallas separadoras y cajoneras.',
    price: 2600,
    meta: { Estado: 'Bueno' },
    sublots: [
      { title: 'Bench de 4 puestos', description: 'Con electrificación.', quantity: 10 },
      { title: 'Cajoneras con ruedas', description: 'Con cerradura.', quantity: 40 },
    ],
  },
  {
    title: 'Armarios archivadores metálicos',
    description: 'Armarios de persiana y archivadores de 4 cajones.',
    price: 450,
    meta: { Estado: 'Usado' },
  },
  {
    title: 'Proyector láser Epson y pantalla motorizada',
    description: 'Proyector de 6.000 lúmenes con pantalla de 3 m.',
    price: 1300,
    meta: { Marca: 'Epson', Año: '2020' },
  },
  {
    title: 'Centralita y terminales IP',
    description: 'Centralita Panasonic con 35 teléfonos IP.',
    price: 700,
    meta: { Marca: 'Panasonic' },
  },
  {
    title: 'Cafetera industrial y equipamiento de office',
    description: 'Cafetera de dos grupos, frigorífico, microondas y menaje.',
    price: 600,
    meta: { Estado: 'Bueno' },
    sublots: [
      { title: 'Cafetera de dos grupos', description: 'Con molinillo.', quantity: 1 },
      {
        title: 'Electrodomésticos de office',
        description: 'Frigorífico, microondas y lavavajillas.',
        quantity: 3,
      },
    ],
  },
];

const realEstate: TDemoLot[] = [
  {
    title: 'Nave industrial en Paterna (1.850 m²)',
    description: 'Nave diáfana con oficinas en altillo, dos muelles de carga y parcela de 2.600 m².',
    price: 620000,
    originalPrice: 780000,
    meta: {
      Superficie: '1.850 m²',
      'Referencia catastral': '8123405YJ2782S0001XQ',
      Ubicación: 'Paterna (Valencia)',
    },
  },
  {
    title: 'Local comercial en Gandia (210 m²)',
    description: 'Local a pie de calle con escaparate de 12 m en zona comercial.',
    price: 165000,
    meta: { Superficie: '210 m²', Ubicación: 'Gandia (Valencia)' },
  },
  {
    title: 'Vivienda en Torrent (3 dormitorios)',
    description: 'Piso de 98 m² con ascensor, terraza y plaza de garaje.',
    price: 118000,
    meta: { Superficie: '98 m²', Ubicación: 'Torrent (Valencia)' },
  },
  {
    title: 'Solar urbano en Llíria (1.200 m²)',
    description: 'Solar de uso residencial con licencia para 8 viviendas.',
    price: 240000,
    meta: { Superficie: '1.200 m²', Ubicación: 'Llíria (Valencia)' },
  },
  {
    title: 'Plaza de garaje en Valencia (Ruzafa)',
    description: 'Plaza de 12 m² para turismo, fácil maniobra.',
    price: 14500,
    meta: { Superficie: '12 m²', Ubicación: 'Valencia' },
  },
  {
    title: 'Trastero en Valencia (Ruzafa)',
    description: 'Trastero de 6 m² en el mismo edificio.',
    price: 4500,
    meta: { Superficie: '6 m²', Ubicación: 'Valencia' },
  },
  {
    title: 'Oficina en Valencia (Avenida de Aragón)',
    description: 'Oficina de 145 m² con 4 despachos y sala de reuniones.',
    price: 210000,
    meta: { Superficie: '145 m²', Ubicación: 'Valencia' },
  },
  {
    title: 'Nave en Sagunto (900 m²)',
    description: 'Nave entre medianeras con puente grúa.',
    price: 310000,
    meta: { Superficie: '900 m²', Ubicación: 'Sagunto (Valencia)' },
  },
  {
    title: 'Apartamento en Cullera (2 dormitorios)',
    description: 'Apartamento a 200 m de la playa con piscina comunitaria.',
    price: 96000,
    meta: { Superficie: '64 m²', Ubicación: 'Cullera (Valencia)' },
  },
  {
    title: 'Parcela rústica en Requena (3,2 ha)',
    description: 'Viñedo en producción con pozo propio.',
    price: 58000,
    meta: { Superficie: '32.000 m²', Ubicación: 'Requena (Valencia)' },
  },
  {
    title: 'Local en Alzira (85 m²)',
    description: 'Local en esquina, apto para comercio u oficina.',
    price: 52000,
    meta: { Superficie: '85 m²', Ubicación: 'Alzira (Valencia)' },
  },
  {
    title: 'Plazas de garaje en Mislata (3 unidades)',
    description: 'Tres plazas consecutivas en sótano -1.',
    price: 27000,
    meta: { Ubicación: 'Mislata (Valencia)' },
    sublots: [
      { title: 'Plaza 14', description: '11 m².' },
      { title: 'Plaza 15', description: '11 m².' },
      { title: 'Plaza 16', description: '13 m², apta para furgoneta.' },
    ],
  },
];

const catering: TDemoLot[] = [
  {
    title: 'Cocina industrial de 6 fuegos con horno',
    description: 'Cocina a gas Fagor de la serie 900.',
    price: 1800,
    meta: { Marca: 'Fagor', Estado: 'Bueno' },
  },
  {
    title: 'Horno mixto Rational iCombi Pro 10-1/1',
    description: 'Horno combinado de 10 bandejas GN 1/1.',
    price: 6500,
    meta: { Marca: 'Rational', Año: '2019' },
  },
  {
    title: 'Cámara frigorífica modular',
    description: 'Cámara de 2 × 2 m con equipo de frío.',
    price: 2200,
    meta: { Estado: 'En funcionamiento' },
  },
  {
    title: 'Lavavajillas de capota Winterhalter',
    description: 'Con descalcificador.',
    price: 1600,
    meta: { Marca: 'Winterhalter' },
  },
  {
    title: 'Mobiliario de comedor (30 mesas)',
    description: 'Mesas y sillas de madera maciza.',
    price: 1500,
    meta: { Estado: 'Bueno' },
  },
  {
    title: 'Barra de bar con botelleros',
    description: 'Barra de 6 m con botelleros refrigerados.',
    price: 1900,
    meta: { Estado: 'Bueno' },
  },
  {
    title: 'Cafetera La Marzocco Linea PB',
    description: 'Tres grupos, con molinillo Mazzer.',
    price: 3400,
    meta: { Marca: 'La Marzocco' },
  },
  {
    title: 'Campana extractora de 4 m',
    description: 'Con filtros y motor.',
    price: 900,
    meta: { Estado: 'Usado' },
  },
  {
    title: 'Menaje y vajilla completa',
    description: 'Vajilla para 120 comensales.',
    price: 600,
    meta: { Estado: 'Bueno' },
  },
  {
    title: 'Máquina de hielo Scotsman',
    description: 'Producción de 90 kg al día.',
    price: 700,
    meta: { Marca: 'Scotsman' },
  },
  {
    title: 'Terraza exterior completa',
    description: 'Mesas, sillas y sombrillas para 60 plazas.',
    price: 1300,
    meta: { Estado: 'Usado' },
  },
  {
    title: 'Equipo de sonido ambiente',
    description: 'Amplificador y 8 altavoces de techo.',
    price: 400,
    meta: { Estado: 'Bueno' },
  },
];

export const demoAuctions: TDemoAuction[] = [
  {
    key: 'running',
    title: 'Liquidación de Talleres Mecánicos Turia, S.L.',
    description:
      'Subasta de la maquinaria, herramienta y vehículos de un taller de mecanizado y calderería en liquidación concursal. Todo el equipo puede verse en funcionamiento durante las jornadas de visita.\n\nLos bienes se venden en el estado en que se encuentran. La retirada corre por cuenta del comprador, que debe presentar la documentación de prevención de riesgos laborales si necesita medios de elevación.',
    theme: 'Maquinaria industrial',
    address: 'Calle de la Técnica 14, Polígono Fuente del Jarro, 46988 Paterna (Valencia)',
    location: { lat: 39.5186, lng: -0.4521 },
    commissionPercent: 10,
    goodsVatPercent: 21,
    invoicing: houseInvoicing,
    caution: null,
    lotInterval: 1,
    inspectionDates: 'Martes y jueves de 10:00 a 13:00, con cita previa',
    lots: workshop,
  },
  {
    key: 'running-deposit',
    title: 'Vehículos y maquinaria de obra — Construcciones Levante',
    description:
      'Flota de vehículos y maquinaria de construcción procedente de un concurso de acreedores. Para pujar es necesario depositar una fianza, que se devuelve a quien no resulte adjudicatario.\n\nSe admiten ofertas por debajo del precio de salida, que la administración concursal valorará al cierre.',
    theme: 'Vehículos y obra',
    address: 'Camino del Mar 41, 46120 Alboraya (Valencia)',
    location: { lat: 39.5008, lng: -0.3521 },
    commissionPercent: 15,
    goodsVatPercent: 21,
    invoicing: houseInvoicing,
    caution: 500,
    lotInterval: 2,
    inspectionDates: 'Lunes a viernes de 9:00 a 14:00',
    lots: vehicles,
  },
  {
    key: 'upcoming',
    title: 'Mobiliario y equipos de oficina — Consultora Ibérica',
    description:
      'Mobiliario de oficina de diseño, equipos informáticos y de comunicaciones de una consultora en liquidación. Los equipos informáticos se entregan con el almacenamiento borrado y certificado.',
    theme: 'Oficina e informática',
    address: 'Avenida de Aragón 30, 46021 Valencia',
    location: { lat: 39.4725, lng: -0.3561 },
    commissionPercent: 12,
    goodsVatPercent: 21,
    invoicing: houseInvoicing,
    caution: null,
    lotInterval: 1,
    inspectionDates: 'El día anterior a la apertura, de 10:00 a 18:00',
    lots: office,
  },
  {
    key: 'closed',
    title: 'Inmuebles de Promociones Costa Azahar (concurso 412/2025)',
    description:
      'Naves, locales, viviendas y solares de una promotora en concurso de acreedores. Subasta finalizada: puedes consultar los resultados de cada lote.',
    theme: 'Inmuebles',
    address: 'Juzgado de lo Mercantil nº 2 de Valencia, Avenida del Saler 14, 46013 Valencia',
    location: { lat: 39.4561, lng: -0.3545 },
    commissionPercent: 3,
    goodsVatPercent: null,
    invoicing: {
      issuerName: 'Promociones Costa Azahar, S.L. (en concurso de acreedores)',
      issuerVatId: 'B46123451',
      issuerAddress: 'Avenida del Mar 22, 12100 Castellón de la Plana',
      invoiceSeries: 'PCA',
      notes:
        'Concurso 412/2025, Juzgado de lo Mercantil nº 2 de Valencia. Administración concursal: Ruiz & Asociados.',
    },
    caution: 3000,
    lotInterval: 1,
    inspectionDates: 'Visitas concertadas con la administración concursal',
    lots: realEstate,
  },
  {
    key: 'draft',
    title: 'Equipamiento de hostelería — Restaurante El Puerto',
    description: 'Borrador: equipamiento completo de cocina, sala y terraza de un restaurante.',
    theme: 'Hostelería',
    address: 'Calle de la Reina 102, 46011 Valencia',
    location: { lat: 39.4699, lng: -0.3263 },
    commissionPercent: 10,
    goodsVatPercent: 21,
    invoicing: houseInvoicing,
    caution: null,
    lotInterval: 1,
    inspectionDates: 'Por determinar',
    lots: catering,
  },
];

export const metadataFieldPriorities: Record<string, { priority: number; type: 'string' | 'number' }> = {
  Marca: { priority: 10, type: 'string' },
  Modelo: { priority: 20, type: 'string' },
  Año: { priority: 30, type: 'number' },
  Matrícula: { priority: 40, type: 'string' },
  Kilómetros: { priority: 50, type: 'number' },
  'Horas de uso': { priority: 60, type: 'number' },
  Superficie: { priority: 70, type: 'string' },
  'Referencia catastral': { priority: 80, type: 'string' },
  Estado: { priority: 90, type: 'string' },
  Ubicación: { priority: 100, type: 'string' },
  Juzgado: { priority: 5, type: 'string' },
};

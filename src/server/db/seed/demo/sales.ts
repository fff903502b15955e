import type { TDb } from '@/server/db/client.ts';
import { images, saleLots, sales } from '@/server/db/schema/index.ts';
import type { TStoredImage } from '@/server/media/storage.ts';

const day = 86_400_000;

const demoSales = [
  {
    kind: 'industrial' as const,
    title: 'Venta directa: stock de almacén de Suministros Eléctricos Júcar',
    description:
      'Material eléctrico nuevo en su embalaje: cable, mecanismos, luminarias LED y cuadros. Se aceptan ofertas por lotes completos.',
    slug: 'stock-suministros-electricos-jucar',
    address: 'Polígono El Romaní, 46440 Sueca (Valencia)',
    provinceId: 46,
    lat: 39.2026,
    lng: -0.3103,
    lots: [
      ['Bobinas de cable RZ1-K (38 unidades)', 950_000],
      ['Luminarias LED de superficie (420 unidades)', 1_260_000],
      ['Mecanismos Simon serie 27 (cajas completas)', 380_000],
      ['Cuadros eléctricos de obra', 240_000],
      ['Estanterías y carretillas de almacén', 160_000],
    ],
    theme: 'Maquinaria industrial',
  },
  {
    kind: 'real-estate' as const,
    title: 'Venta directa: locales y plazas de garaje en Castellón',
    description: 'Inmuebles libres de cargas procedentes de una liquidación societaria. Visitas concertadas.',
    slug: 'locales-garajes-castellon',
    address: 'Avenida del Mar 21, 12003 Castellón de la Plana',
    provinceId: 12,
    lat: 39.9864,
    lng: -0.0377,
    lots: [
      ['Local comercial de 120 m² en la Avenida del Mar', 9_800_000],
      ['Local de 65 m² en calle Enmedio', 5_400_000],
      ['Plaza de garaje 7', 950_000],
      ['Plaza de garaje 8', 950_000],
    ],
    theme: 'Inmuebles',
  },
];

/** Two published liquidaciones (one industrial, one real estate) with priced lots and a cover each. */
export const seedDemoSales = async ({
  db,
  now,
  pictures,
}: {
  db: TDb;
  now: Date;
  pictures: Map<string, TStoredImage[]>;
}) => {
  for (const demo of demoSales) {
    const { lots: lotList, theme, ...fields } = demo;
    const [sale] = await db
      .insert(sales)
      .values({
        ...fields,
        startDate: new Date(now.getTime() - 10 * day),
        endDate: new Date(now.getTime() + 50 * day),
        published: true,
      })
      .returning();
    const picture = pictures.get(theme)![0]!;
    await db.insert(images).values({
      saleId: sale!.id,
      alt: sale!.title,
      urls: picture.urls,
      width: picture.width,
      height: picture.height,
    });
    const rows = await db
      .insert(saleLots)
      .values(
        lotList.map(([title, price], index) => ({
          saleId: sale!.id,
          title: title as string,
          slug: `lote-${index + 1}`,
          price: price as number,
          order: index + 1,
        })),
      )
      .returning();
    await db.insert(images).values(
      rows.map((row, index) => {
        const image = pictures.get(theme)![(index + 1) % pictures.get(theme)!.length]!;
        return {
          saleLotId: row.id,
          alt: row.title,
          urls: image.urls,
          width: image.width,
          height: image.height,
        };
      }),
    );
  }
};

import { and, asc, eq } from 'drizzle-orm';
import type { TDb } from '@/server/db/client.ts';
import { auctions, images, lots, sales } from '@/server/db/schema/index.ts';

export type TPageMeta = { title: string; description: string; image?: string | null; jsonLd?: object };

const staticPages: Record<string, Omit<TPageMeta, 'image'>> = {
  '/': {
    title: 'Subastas online',
    description:
      'Maquinaria, vehículos, mobiliario e inmuebles de empresas en liquidación. Puja desde cualquier lugar, con precios en directo.',
  },
  '/subastas': { title: 'Subastas', description: 'Subastas en curso, próximas y finalizadas.' },
  '/liquidaciones': {
    title: 'Liquidaciones',
    description: 'Venta directa de bienes de empresas en liquidación: presenta tu oferta.',
  },
  '/como-funciona': {
    title: 'Cómo funciona',
    description: 'Regístrate, inscríbete en la subasta y puja en directo.',
  },
  '/how-does-it-work': {
    title: 'How it works',
    description: 'Sign up, register for the auction and bid live.',
  },
  '/como-participar': { title: 'Cómo participar', description: 'Requisitos, costes y fianzas para pujar.' },
  '/how-to-take-part': { title: 'How to take part', description: 'Requirements, costs and deposits.' },
  '/contacto': { title: 'Contacto', description: 'Dirección, teléfono, horario y formulario de contacto.' },
  '/aviso-legal': { title: 'Aviso legal', description: 'Titular del sitio y condiciones de uso.' },
  '/privacidad': { title: 'Política de privacidad', description: 'Cómo tratamos tus datos.' },
  '/servicios': {
    title: 'Servicios',
    description: 'Servicios para administraciones concursales, empresas y compradores.',
  },
};

const plain = (text: string, max = 180) => {
  const clean = text
    .replace(/[*_#>`[\]()]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  return clean.length > max ? `${clean.slice(0, max - 1)}…` : clean;
};

const cover = async (db: TDb, column: 'auctionId' | 'lotId' | 'saleId', id: number) => {
  const [row] = await db
    .select()
    .from(images)
    .where(eq(images[column], id))
    .orderBy(asc(images.position))
    .limit(1);
  return row?.urls?.big ?? row?.legacyUrl ?? null;
};

/**
 * Title, description, picture and structured data of a public page, for the HTML the server sends, so
 * crawlers and link previews see them without running the app.
 */
export const pageMeta = async (db: TDb, path: string): Promise<TPageMeta | null> => {
  if (staticPages[path]) return staticPages[path];
  const lotMatch = /^\/(?:subastas\/\d+|lotes)\/(\d+)$/.exec(path) ?? /^\/lotes\/(\d+)$/.exec(path);
  const auctionMatch = /^\/subastas\/(\d+)$/.exec(path);
  const saleMatch = /^\/liquidaciones\/(\d+)$/.exec(path);
  if (auctionMatch) {
    const [auction] = await db
      .select()
      .from(auctions)
      .where(and(eq(auctions.id, Number(auctionMatch[1])), eq(auctions.published, true)));
    if (!auction) return null;
    return {
      title: auction.title,
      description: plain(auction.description),
      image: await cover(db, 'auctionId', auction.id),
      jsonLd: {
        '@context': 'https://schema.org',
        '@type': 'Event',
        name: auction.title,
        startDate: auction.startDate.toISOString(),
        endDate: auction.endDate.toISOString(),
        location: auction.address ? { '@type': 'Place', address: auction.address } : undefined,
        eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode',
      },
    };
  }
  if (lotMatch) {
    const [row] = await db
      .select({ lot: lots, auction: auctions })
      .from(lots)
      .innerJoin(auctions, eq(auctions.id, lots.auctionId))
      .where(and(eq(lots.id, Number(lotMatch[1])), eq(lots.published, true), eq(auctions.published, true)));
    if (!row) return null;
    const image = await cover(db, 'lotId', row.lot.id);
    return {
      title: row.lot.title,
      description: plain(row.lot.description || row.auction.title),
      image,
      jsonLd: {
        '@context': 'https://schema.org',
        '@type': 'Product',
        name: row.lot.title,
        description: plain(row.lot.description, 500),
        image: image ?? undefined,
        offers: {
          '@type': 'Offer',
          priceCurrency: 'EUR',
          price: ((row.lot.maxBid ?? row.lot.price) / 100).toFixed(2),
          availability:
            row.lot.status === 'open' ? 'https://schema.org/InStock' : 'https://schema.org/SoldOut',
        },
      },
    };
  }
  if (saleMatch) {
    const [sale] = await db
      .select()
      .from(sales)
      .where(and(eq(sales.id, Number(saleMatch[1])), eq(sales.published, true)));
    if (!sale) return null;
    return {
      title: sale.title,
      description: plain(sale.description),
      image: await cover(db, 'saleId', sale.id),
    };
  }
  return null;
};

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!,
  );

/** Writes the page's meta tags into index.html's head. */
export const withMeta = (
  html: string,
  meta: TPageMeta | null,
  options: { siteName: string; url: string; publicUrl: string },
) => {
  // Replacements are functions throughout: a `$&` in a title must stay text, not repeat what it replaces.
  if (!meta)
    return html.replace(
      '</head>',
      () => `    <link rel="canonical" href="${escapeHtml(options.url)}" />\n  </head>`,
    );
  const title = `${meta.title} · ${options.siteName}`;
  const image = meta.image ? `${options.publicUrl}${meta.image}` : null;
  const tags = [
    `<meta property="og:title" content="${escapeHtml(meta.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:url" content="${escapeHtml(options.url)}" />`,
    `<meta property="og:site_name" content="${escapeHtml(options.siteName)}" />`,
    `<meta property="og:locale" content="es_ES" />`,
    image ? `<meta property="og:image" content="${escapeHtml(image)}" />` : '',
    `<meta name="twitter:card" content="${image ? 'summary_large_image' : 'summary'}" />`,
    `<link rel="canonical" href="${escapeHtml(options.url)}" />`,
    // JSON in a script element: "<" is escaped so no text can close the element early.
    meta.jsonLd
      ? `<script type="application/ld+json">${JSON.stringify(meta.jsonLd).replace(/</g, '\\u003c')}</script>`
      : '',
  ].filter(Boolean);
  return html
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`)
    .replace(
      /<meta name="description" content="[^"]*" \/>/,
      () => `<meta name="description" content="${escapeHtml(meta.description)}" />`,
    )
    .replace('</head>', () => `    ${tags.join('\n    ')}\n  </head>`);
};

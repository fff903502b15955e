import type { ComponentType } from 'react';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { productSlug } from '@/web/lib/paths.ts';
import { NotFoundPage, RouteErrorPage } from './error-pages.tsx';
import { SiteLayout } from './layout/site-layout.tsx';
import type { TPageQueries } from './page-queries.ts';

/** What a route carries for the server's render: the data its page reads first (page-queries.ts). */
export type TRouteHandle = { queries?: TPageQueries };

/** Every page is its own chunk, so a visitor downloads only what the page in front of them needs. */
const page = (
  load: () => Promise<{ default: ComponentType; queries?: TPageQueries }>,
): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => {
    const module = await load();
    return { Component: module.default, handle: { queries: module.queries } satisfies TRouteHandle };
  },
});

export const routes: RouteObject[] = [
  {
    element: <SiteLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      {
        errorElement: <RouteErrorPage />,
        children: [
          { index: true, ...page(() => import('./routes/home.tsx')) },
          { path: 'subastas', ...page(() => import('./routes/auctions.tsx')) },
          { path: 'subastas/:auctionId', ...page(() => import('./routes/auction.tsx')) },
          { path: 'subastas/:auctionId/:lotId', ...page(() => import('./routes/lot.tsx')) },
          { path: 'lotes/:lotId', ...page(() => import('./routes/lot.tsx')) },
          { path: `acerca-de-${productSlug}`, ...page(() => import('./routes/about.tsx')) },
          { path: `acerca-de-${productSlug}/:pageId`, ...page(() => import('./routes/about.tsx')) },
          { path: 'aviso-legal', ...page(() => import('./routes/info/legal-notice.tsx')) },
          { path: 'privacidad', ...page(() => import('./routes/info/privacy.tsx')) },
          { path: 'servicios', ...page(() => import('./routes/info/services.tsx')) },
          { path: 'como-funciona', ...page(() => import('./routes/info/how-it-works.tsx')) },
          { path: 'how-does-it-work', ...page(() => import('./routes/info/how-it-works-en.tsx')) },
          { path: 'como-participar', ...page(() => import('./routes/info/how-to-take-part.tsx')) },
          { path: 'how-to-take-part', ...page(() => import('./routes/info/how-to-take-part-en.tsx')) },
          { path: 'buscar', ...page(() => import('./routes/search.tsx')) },
          { path: 'contacto', ...page(() => import('./routes/contact.tsx')) },
          { path: 'liquidaciones', ...page(() => import('./routes/sales.tsx')) },
          { path: 'liquidaciones/industriales', ...page(() => import('./routes/sales.tsx')) },
          { path: 'liquidaciones/inmobiliarias', ...page(() => import('./routes/sales.tsx')) },
          { path: 'liquidaciones/:saleId', ...page(() => import('./routes/sale.tsx')) },
          { path: 'liquidaciones/:saleId/:lotId', ...page(() => import('./routes/sale.tsx')) },
          { path: 'mi-cuenta/adjudicaciones', ...page(() => import('./routes/account/won-lots.tsx')) },
          { path: 'mi-cuenta/datos/:section', ...page(() => import('./routes/account/data.tsx')) },
          { path: 'mi-cuenta/subastas/:section', ...page(() => import('./routes/account/auctions.tsx')) },
          {
            path: 'user/password-restablishment/:passwordRecoveryKey',
            ...page(() => import('./routes/account/password-reset.tsx')),
          },
          {
            path: 'user/signup/validation/:validationId',
            ...page(() => import('./routes/account/activation.tsx')),
          },
          {
            path: 'admin',
            ...page(() => import('./routes/admin/admin-layout.tsx')),
            children: [
              { index: true, ...page(() => import('./routes/admin/dashboard.tsx')) },
              { path: 'inscripciones', ...page(() => import('./routes/admin/subscriptions.tsx')) },
              { path: 'usuarios', ...page(() => import('./routes/admin/users.tsx')) },
              { path: 'usuarios/:id', ...page(() => import('./routes/admin/user.tsx')) },
              { path: 'subastas', ...page(() => import('./routes/admin/auctions.tsx')) },
              { path: 'subastas/nueva', ...page(() => import('./routes/admin/auction-edit.tsx')) },
              { path: 'subastas/:id', ...page(() => import('./routes/admin/auction-edit.tsx')) },
              { path: 'subastas/:id/resultados', ...page(() => import('./routes/admin/results.tsx')) },
              { path: 'subastas/:id/pujas', ...page(() => import('./routes/admin/bids.tsx')) },
              { path: 'subastas/:id/liquidacion', ...page(() => import('./routes/admin/settlement.tsx')) },
              { path: 'facturas', ...page(() => import('./routes/admin/invoices.tsx')) },
              { path: 'cobros', ...page(() => import('./routes/admin/payments.tsx')) },
              { path: 'depositos', ...page(() => import('./routes/admin/deposits.tsx')) },
              { path: 'retiradas', ...page(() => import('./routes/admin/collections.tsx')) },
              { path: 'lotes/:id', ...page(() => import('./routes/admin/lot-edit.tsx')) },
              { path: 'configuracion', ...page(() => import('./routes/admin/config.tsx')) },
              { path: 'liquidaciones', ...page(() => import('./routes/admin/sales.tsx')) },
              { path: 'paginas', ...page(() => import('./routes/admin/pages.tsx')) },
            ],
          },
          { path: '*', Component: NotFoundPage },
        ],
      },
    ],
  },
];

/**
 * Loads the code of the routes the address matches, so that the first render can take over the markup the
 * server sent: a route still lazy would render nothing and throw that markup away.
 */
export const loadMatchedRoutes = async (location: Location) => {
  await Promise.all(
    (matchRoutes(routes, location) ?? []).map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, await route.lazy(), { lazy: undefined });
    }),
  );
};

export const createRouter = () => createBrowserRouter(routes);

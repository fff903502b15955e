import { type ComponentType, createElement } from 'react';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { pathIn } from '@/common/localized-paths.ts';
import { NotFoundPage, RouteErrorPage } from './error-pages.tsx';
import { SiteLayout } from './layout/site-layout.tsx';
import type { TPublicPage } from './public-page.ts';
import { publicPages } from './public-pages.ts';

/** What a public page's route carries: its descriptor, which the server renders it by (entry-server.tsx). */
export type TRouteHandle = { page?: TPublicPage };

type TPageModule = { default: ComponentType };

/** Every page is its own chunk, so a visitor downloads only what the page in front of them needs. */
const page = (load: () => Promise<TPageModule>): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: (await load()).default }),
});

/** An account page at its Spanish address and at its English one (src/common/localized-paths.ts). */
const inBothLanguages = (path: string, load: () => Promise<TPageModule>): RouteObject[] =>
  [path, pathIn('en', path)].map((address) => ({ path: address.slice(1), ...page(load) }));

/**
 * The public pages' components, by the module their descriptor names. A descriptor names its module
 * rather than importing it, so that it can be read without loading the page's code.
 */
const publicPageModules = import.meta.glob<TPageModule>(['./routes/*.tsx', './routes/info/*.tsx']);

const publicRoutes = publicPages.flatMap((descriptor): RouteObject[] => {
  const load = publicPageModules[descriptor.module.replace(/^app\//, './')];
  if (!load) throw new Error(`No module ${descriptor.module} for the page at ${descriptor.paths[0]}`);
  const lazy = async () => {
    const { default: Page } = await load();
    return { Component: descriptor.props ? () => createElement(Page, descriptor.props) : Page };
  };
  const handle: TRouteHandle = { page: descriptor };
  return descriptor.paths.map((path) =>
    path === '/' ? { index: true, lazy, handle } : { path: path.slice(1), lazy, handle },
  );
});

export const routes: RouteObject[] = [
  {
    element: <SiteLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      {
        errorElement: <RouteErrorPage />,
        children: [
          ...publicRoutes,
          ...inBothLanguages('/mi-cuenta/adjudicaciones', () => import('./routes/account/won-lots.tsx')),
          ...inBothLanguages('/mi-cuenta/datos/:section', () => import('./routes/account/data.tsx')),
          ...inBothLanguages('/mi-cuenta/subastas/:section', () => import('./routes/account/auctions.tsx')),
          ...inBothLanguages(
            '/user/password-restablishment/:passwordRecoveryKey',
            () => import('./routes/account/password-reset.tsx'),
          ),
          ...inBothLanguages('/avisos/baja', () => import('./routes/account/unsubscribe.tsx')),
          ...inBothLanguages(
            '/user/signup/validation/:validationId',
            () => import('./routes/account/activation.tsx'),
          ),
          {
            path: 'admin',
            ...page(() => import('./routes/admin/admin-layout.tsx')),
            children: [
              { index: true, ...page(() => import('./routes/admin/dashboard.tsx')) },
              { path: 'inscripciones', ...page(() => import('./routes/admin/subscriptions.tsx')) },
              { path: 'usuarios', ...page(() => import('./routes/admin/users.tsx')) },
              { path: 'usuarios/revision', ...page(() => import('./routes/admin/account-reviews.tsx')) },
              { path: 'usuarios/:id', ...page(() => import('./routes/admin/user.tsx')) },
              { path: 'subastas', ...page(() => import('./routes/admin/auctions.tsx')) },
              { path: 'subastas/nueva', ...page(() => import('./routes/admin/auction-edit.tsx')) },
              { path: 'subastas/:id', ...page(() => import('./routes/admin/auction-edit.tsx')) },
              { path: 'subastas/:id/resultados', ...page(() => import('./routes/admin/results.tsx')) },
              { path: 'subastas/:id/en-vivo', ...page(() => import('./routes/admin/live-sale.tsx')) },
              {
                path: 'subastas/:id/resultados-pendientes',
                ...page(() => import('./routes/admin/awards.tsx')),
              },
              { path: 'subastas/:id/pujas', ...page(() => import('./routes/admin/bids.tsx')) },
              { path: 'subastas/:id/liquidacion', ...page(() => import('./routes/admin/settlement.tsx')) },
              { path: 'subastas/:id/informe', ...page(() => import('./routes/admin/auction-report.tsx')) },
              { path: 'informes', ...page(() => import('./routes/admin/reports.tsx')) },
              { path: 'auditoria', ...page(() => import('./routes/admin/audit.tsx')) },
              { path: 'aprobaciones', ...page(() => import('./routes/admin/approvals.tsx')) },
              { path: 'facturas', ...page(() => import('./routes/admin/invoices.tsx')) },
              { path: 'facturas/registros', ...page(() => import('./routes/admin/billing-records.tsx')) },
              { path: 'cobros', ...page(() => import('./routes/admin/payments.tsx')) },
              { path: 'depositos', ...page(() => import('./routes/admin/deposits.tsx')) },
              { path: 'desistimientos', ...page(() => import('./routes/admin/withdrawals.tsx')) },
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

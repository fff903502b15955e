import type { Page } from 'playwright-core';
import { visit } from './actions.ts';

/** The id in the first link of a page that matches `pattern`: the records a clerk would open. */
const firstId = async (page: Page, path: string, pattern: RegExp) => {
  await visit(page, path);
  // The list arrives after the page: wait for the first matching link.
  await page.waitForFunction(
    (source) =>
      [...document.querySelectorAll('a[href]')].some((link) =>
        new RegExp(source).test(link.getAttribute('href') ?? ''),
      ),
    pattern.source,
  );
  const hrefs = await page
    .locator('a[href]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  const match = hrefs.map((href) => pattern.exec(href ?? '')).find(Boolean);
  if (!match) throw new Error(`No link matching ${pattern} on ${path}`);
  return match[1];
};

/**
 * Every route under /admin in src/web/app/router.tsx, with records of the demo data where it takes one:
 * a new admin page belongs here too (admin-a11y.e2e.ts and admin-layout.e2e.ts visit them all).
 */
export const adminPaths = async (page: Page) => {
  const auctionId = await firstId(page, '/admin/subastas', /^\/admin\/subastas\/(\d+)$/);
  const lotId = await firstId(page, `/admin/subastas/${auctionId}`, /^\/admin\/lotes\/(\d+)$/);
  const userId = await firstId(page, '/admin/usuarios', /^\/admin\/usuarios\/(\d+)$/);
  return [
    '/admin',
    '/admin/inscripciones',
    '/admin/usuarios',
    '/admin/usuarios/revision',
    `/admin/usuarios/${userId}`,
    '/admin/subastas',
    '/admin/subastas/nueva',
    `/admin/subastas/${auctionId}`,
    `/admin/subastas/${auctionId}/resultados`,
    `/admin/subastas/${auctionId}/resultados-pendientes`,
    `/admin/subastas/${auctionId}/informe`,
    `/admin/subastas/${auctionId}/pujas`,
    `/admin/subastas/${auctionId}/liquidacion`,
    `/admin/lotes/${lotId}`,
    '/admin/facturas',
    '/admin/cobros',
    '/admin/depositos',
    '/admin/retiradas',
    '/admin/configuracion',
    '/admin/liquidaciones',
    '/admin/paginas',
    '/admin/informes',
    '/admin/aprobaciones',
    '/admin/auditoria',
  ];
};

/** Opens an admin page and waits until its lists have loaded. */
export const visitAdminPage = async (page: Page, path: string) => {
  await visit(page, path);
  await page.getByRole('heading', { level: 2 }).first().waitFor();
  await page.waitForLoadState('networkidle');
};

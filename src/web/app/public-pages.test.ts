import { resolve } from 'node:path';
import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { languages } from '@/common/language.ts';
import { languageOfPath, pathIn } from '@/common/localized-paths.ts';
import { createRenderer } from '@/web/entry-server.tsx';
import { setLanguage } from '@/web/i18n/language.ts';
import { paths } from '@/web/lib/paths.ts';
import { publicPages } from './public-pages.ts';
import { routes, type TRouteHandle } from './router.tsx';

/** Every route with a path, as a path from the site's root, with what it carries. */
const flatten = (list: RouteObject[], parent = ''): { path: string; route: RouteObject }[] =>
  list.flatMap((route) => {
    const path = route.index ? parent || '/' : route.path ? `${parent}/${route.path}` : parent;
    const own = route.index || route.path ? [{ path, route }] : [];
    return [...own, ...flatten(route.children ?? [], path)];
  });

/** The account, the back office and the unsubscribe page: rendered in the browser for one person, never public. */
const isPrivate = (path: string) =>
  /^\/(mi-cuenta|user|admin|avisos)(\/|$)/.test(pathIn('es', path)) || path === '/*';

describe('public pages', () => {
  it('have a descriptor for every route that is not the account or the back office', () => {
    const publicRoutes = flatten(routes).filter(({ path }) => !isPrivate(path));
    expect(publicRoutes.length).toBeGreaterThan(0);
    for (const { path, route } of publicRoutes) {
      const page = (route.handle as TRouteHandle | undefined)?.page;
      expect(page, path).toBeDefined();
      expect(page?.paths, path).toContain(path);
    }
    // And every descriptor's paths are routes.
    const routed = new Set(publicRoutes.map(({ path }) => path));
    for (const page of publicPages) for (const path of page.paths) expect(routed, path).toContain(path);
    // Each at its address in the other language too (src/common/localized-paths.ts).
    for (const path of routed) {
      const other = pathIn(languageOfPath(path) === 'es' ? 'en' : 'es', path);
      expect(routed, path).toContain(other === '/en/' ? '/en' : other);
    }
  });

  it('name a component module that exists', async () => {
    for (const page of publicPages) {
      const module = await import(resolve('src/web', page.module));
      expect(typeof module.default, page.module).toBe('function');
    }
  });

  it.each(languages)('are where the site links to, in %s', (language) => {
    setLanguage(language);
    const links = [
      paths.home(),
      paths.about(),
      paths.aboutPage('equipo'),
      paths.legalNotice(),
      paths.privacy(),
      paths.services(),
      paths.howItWorks(),
      paths.howItWorksEn(),
      paths.howToTakePart(),
      paths.howToTakePartEn(),
      paths.contact(),
      paths.search('torno'),
      paths.sales(),
      paths.industrialSales(),
      paths.realEstateSales(),
      paths.sale(4),
      paths.saleLot(4, 7),
      paths.auctions(),
      paths.auction(3),
      paths.auctionLot(3, 41),
      paths.lot(41),
    ];
    for (const link of links) {
      const leaf = matchRoutes(routes, link.split('?')[0]!)?.at(-1);
      expect((leaf?.route.handle as TRouteHandle | undefined)?.page, link).toBeDefined();
      expect(languageOfPath(link), link).toBe(language === 'en' || link.startsWith('/how-') ? 'en' : 'es');
    }
    setLanguage('es');
  });

  it('put the same addresses in the sitemap as before, when there are no records', async () => {
    // Every list the sitemap reads, empty.
    const fetchApi = async () =>
      Response.json({ data: { auctions: [], sales: [] }, metadata: { total: 0, page: 1, limit: 100 } });
    const listed = await createRenderer({ fetchApi }).sitemap();
    // Each in both languages; the sitemap names both for each Spanish one (src/server/plugins/sitemap.ts).
    expect(listed).toEqual(
      expect.arrayContaining(['/en/auctions', '/how-does-it-work', '/how-to-take-part']),
    );
    expect([...new Set(listed.map((path) => pathIn('es', path)))].sort()).toEqual(
      [
        '/',
        '/subastas',
        '/liquidaciones',
        '/liquidaciones/industriales',
        '/liquidaciones/inmobiliarias',
        '/buscar',
        '/contacto',
        '/como-funciona',
        '/como-participar',
        '/servicios',
        '/aviso-legal',
        '/privacidad',
        '/acerca-de-lonja',
        '/verificar-puja',
      ].sort(),
    );
  });
});

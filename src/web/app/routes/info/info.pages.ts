import type { TPageMeta } from '@/common/rendered-page.ts';
import { getPageQueryOptions } from '@/web/features/pages/api/get-page.ts';
import { paths } from '@/web/lib/paths.ts';
import { publicPage } from '../../public-page.ts';

/**
 * A page of text the office edits in the back office (stored by `slug` and language), at `path`, linked to
 * its translation if any. One component renders them all.
 */
const infoPage = (
  path: string,
  info: { slug: string; lang: 'es' | 'en'; translation?: string },
  meta: TPageMeta,
) =>
  publicPage({
    paths: [path],
    module: 'app/routes/info/info-route.tsx',
    props: info,
    queries: () => [getPageQueryOptions(info.slug, info.lang)],
    meta: () => meta,
  });

export const infoPages = [
  infoPage(
    paths.legalNotice(),
    { slug: 'aviso-legal', lang: 'es' },
    { title: 'Aviso legal', description: 'Titular del sitio y condiciones de uso.' },
  ),
  infoPage(
    paths.privacy(),
    { slug: 'privacidad', lang: 'es' },
    { title: 'Política de privacidad', description: 'Cómo tratamos tus datos.' },
  ),
  infoPage(
    paths.services(),
    { slug: 'servicios', lang: 'es' },
    {
      title: 'Servicios',
      description: 'Servicios para administraciones concursales, empresas y compradores.',
    },
  ),
  infoPage(
    paths.howItWorks(),
    { slug: 'como-funciona', lang: 'es', translation: paths.howItWorksEn() },
    { title: 'Cómo funciona', description: 'Regístrate, inscríbete en la subasta y puja en directo.' },
  ),
  infoPage(
    paths.howItWorksEn(),
    { slug: 'como-funciona', lang: 'en', translation: paths.howItWorks() },
    { title: 'How it works', description: 'Sign up, register for the auction and bid live.' },
  ),
  infoPage(
    paths.howToTakePart(),
    { slug: 'como-participar', lang: 'es', translation: paths.howToTakePartEn() },
    { title: 'Cómo participar', description: 'Requisitos, costes y fianzas para pujar.' },
  ),
  infoPage(
    paths.howToTakePartEn(),
    { slug: 'como-participar', lang: 'en', translation: paths.howToTakePart() },
    { title: 'How to take part', description: 'Requirements, costs and deposits.' },
  ),
];

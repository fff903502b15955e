import type { TPageMeta } from '@/common/rendered-page.ts';
import { getPageQueryOptions } from '@/web/features/pages/api/get-page.ts';
import { messages } from '@/web/i18n/messages.ts';
import { publicPage } from '../../public-page.ts';

/**
 * A page of text the office edits in the back office (stored by `slug` and language), at `addresses`, linked
 * to its translation if any. One component renders them all. The legal notice, the privacy policy and the
 * services are written in Spanish only: their English addresses show the Spanish text in the English site.
 */
const infoPage = (
  addresses: string[],
  info: { slug: string; lang: 'es' | 'en'; translation?: string },
  meta: () => TPageMeta,
) =>
  publicPage({
    paths: addresses,
    module: 'app/routes/info/info-route.tsx',
    props: info,
    queries: () => [getPageQueryOptions(info.slug, info.lang)],
    meta,
  });

const t = messages.pageMeta;

export const infoPages = [
  infoPage(['/aviso-legal', '/en/legal-notice'], { slug: 'aviso-legal', lang: 'es' }, () => ({
    title: messages.footer.legalNotice,
    description: t.legalNotice,
  })),
  infoPage(['/privacidad', '/en/privacy'], { slug: 'privacidad', lang: 'es' }, () => ({
    title: t.privacyTitle,
    description: t.privacy,
  })),
  infoPage(['/servicios', '/en/services'], { slug: 'servicios', lang: 'es' }, () => ({
    title: messages.footer.services,
    description: t.services,
  })),
  infoPage(
    ['/como-funciona'],
    { slug: 'como-funciona', lang: 'es', translation: '/how-does-it-work' },
    () => ({ title: messages.footer.howItWorks, description: t.howItWorks }),
  ),
  infoPage(
    ['/how-does-it-work'],
    { slug: 'como-funciona', lang: 'en', translation: '/como-funciona' },
    () => ({ title: messages.footer.howItWorks, description: t.howItWorks }),
  ),
  infoPage(
    ['/como-participar'],
    { slug: 'como-participar', lang: 'es', translation: '/how-to-take-part' },
    () => ({ title: messages.nav.howToTakePart, description: t.howToTakePart }),
  ),
  infoPage(
    ['/how-to-take-part'],
    { slug: 'como-participar', lang: 'en', translation: '/como-participar' },
    () => ({ title: messages.nav.howToTakePart, description: t.howToTakePart }),
  ),
];

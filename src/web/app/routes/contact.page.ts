import type { TContact } from '@/common/schemas/config-data.ts';
import { getConfigDataQueryOptions } from '@/web/features/config-data/api/get-config-data.ts';
import { messages } from '@/web/i18n/messages.ts';
import { publicPage } from '../public-page.ts';

/** `/contacto`: the office's address, phone, hours and map, and the contact form. */
export const contactPage = publicPage({
  paths: ['/contacto', '/en/contact'],
  module: 'app/routes/contact.tsx',
  queries: () => [getConfigDataQueryOptions<TContact>('contact')],
  meta: () => ({ title: messages.contact.title, description: messages.contact.metaDescription }),
});

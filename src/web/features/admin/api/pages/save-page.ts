import { useMutation } from '@tanstack/react-query';
import { api } from '@/web/lib/api-client.ts';
import { adminKeys, invalidate } from '../admin-keys.ts';
import type { TPageRow } from './get-admin-pages.ts';

// TODO(schema): PUT /admin/pages/{slug} — swap for the response schema's type once it exists.
export type TSavePageResponse = { data: { page: { html: string } } };

/** Saves the Markdown and answers with the rendered HTML, which the editor shows as a preview. */
export const savePage = (
  { slug, lang }: Pick<TPageRow, 'slug' | 'lang'>,
  page: { title: string; body: string },
) => api.put<TSavePageResponse>(`/admin/pages/${slug}?lang=${lang}`, { page });

export const useSavePage = (target: Pick<TPageRow, 'slug' | 'lang'>) =>
  useMutation({
    mutationFn: (page: { title: string; body: string }) => savePage(target, page),
    onSuccess: () => invalidate(adminKeys.pages()),
  });

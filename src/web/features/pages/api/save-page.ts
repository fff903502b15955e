import { useMutation } from '@tanstack/react-query';
import type { TAdminPage, TPageResponse, TSavePageRequest } from '@/common/schemas/pages.ts';
import { adminKeys, invalidate } from '@/web/lib/admin-keys.ts';
import { api } from '@/web/lib/api-client.ts';

type TPageTarget = Pick<TAdminPage, 'slug' | 'lang'>;

/** Saves the Markdown and answers with the rendered HTML, which the editor shows as a preview. */
export const savePage = ({ slug, lang }: TPageTarget, page: TSavePageRequest['page']) =>
  api.put<TPageResponse>(`/admin/pages/${slug}?lang=${lang}`, { page });

export const useSavePage = (target: TPageTarget) =>
  useMutation({
    mutationFn: (page: TSavePageRequest['page']) => savePage(target, page),
    onSuccess: () => invalidate(adminKeys.pages()),
  });

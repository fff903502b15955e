import { and, eq } from 'drizzle-orm';
import type { TPage } from '@/common/schemas/pages.ts';
import type { TDb } from '@/server/db/client.ts';
import { pages } from '@/server/db/schema/index.ts';
import { notFound } from '@/server/lib/app-error.ts';
import { renderMarkdown } from '@/server/lib/markdown.ts';

export const getPage = async ({
  db,
  slug,
  lang,
}: {
  db: TDb;
  slug: string;
  lang: 'es' | 'en';
}): Promise<TPage> => {
  const [row] = await db
    .select()
    .from(pages)
    .where(and(eq(pages.slug, slug), eq(pages.lang, lang)));
  if (!row) throw notFound('La página no existe.');
  return {
    slug: row.slug,
    lang: row.lang,
    title: row.title,
    html: renderMarkdown(row.body),
    updatedOn: row.updatedOn.toISOString(),
  };
};

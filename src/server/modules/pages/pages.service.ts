import { and, asc, eq } from 'drizzle-orm';
import { apiText } from '@/common/i18n/api/index.ts';
import type { TAdminPage, TPage, TSavePageRequest } from '@/common/schemas/pages.ts';
import type { TDb } from '@/server/db/client.ts';
import { pages } from '@/server/db/schema/index.ts';
import { notFound } from '@/server/lib/app-error.ts';
import { renderMarkdown } from '@/server/lib/markdown.ts';
import { recordAudit } from '../audit/audit.service.ts';

type TLang = TPage['lang'];

export const getPage = async ({ db, slug, lang }: { db: TDb; slug: string; lang: TLang }): Promise<TPage> => {
  const [row] = await db
    .select()
    .from(pages)
    .where(and(eq(pages.slug, slug), eq(pages.lang, lang)));
  if (!row) throw notFound(apiText.pages.notFound);
  return {
    slug: row.slug,
    lang: row.lang,
    title: row.title,
    html: renderMarkdown(row.body),
    updatedOn: row.updatedOn.toISOString(),
  };
};

/** Every page in every language, with its Markdown source, for the back office. */
export const listPages = async ({ db }: { db: TDb }): Promise<TAdminPage[]> =>
  (await db.select().from(pages).orderBy(asc(pages.slug), asc(pages.lang))).map((page) => ({
    slug: page.slug,
    lang: page.lang,
    title: page.title,
    body: page.body,
    updatedOn: page.updatedOn.toISOString(),
  }));

/** Creates or replaces a page; the answer is the rendered page, which the editor shows as a preview. */
export const savePage = async (options: {
  db: TDb;
  slug: string;
  lang: TLang;
  page: TSavePageRequest['page'];
  actorId: number;
}) => {
  const { db, slug, lang, actorId } = options;
  const { title, body } = options.page;
  await db
    .insert(pages)
    .values({ slug, lang, title, body })
    .onConflictDoUpdate({ target: [pages.slug, pages.lang], set: { title, body, updatedOn: new Date() } });
  await recordAudit(db, {
    actorId,
    entity: 'page',
    entityId: `${slug}:${lang}`,
    action: 'update',
    changes: { title },
  });
  return getPage({ db, slug, lang });
};

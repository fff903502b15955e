import { Anchor, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { usePageTitle } from '@/web/components/page-title.tsx';
import { QueryState } from '@/web/components/query-state.tsx';
import { messages } from '@/web/i18n/messages.ts';
import { formatDate } from '@/web/lib/format.ts';
import { usePage } from '../api/get-page.ts';

/**
 * An info page stored as Markdown and rendered to HTML on the server, which escapes any HTML in the
 * source, so inserting it here cannot run script.
 */
export const InfoPage = ({
  slug,
  lang = 'es',
  translation,
}: {
  slug: string;
  lang?: 'es' | 'en';
  translation?: string;
}) => {
  const query = usePage(slug, lang);
  usePageTitle(query.data?.data.page.title);
  return (
    <QueryState query={query}>
      {({ data: { page } }) => (
        <Stack gap="md" lang={lang}>
          <Title order={1}>{page.title}</Title>
          {translation && (
            <Anchor component={Link} to={translation} reloadDocument lang={lang === 'es' ? 'en' : 'es'}>
              {lang === 'es' ? messages.pages.englishVersion : messages.pages.spanishVersion}
            </Anchor>
          )}
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: server-rendered Markdown with HTML escaped */}
          <div className="prose" dangerouslySetInnerHTML={{ __html: page.html }} />
          <Text size="sm" c="dimmed">
            {messages.pages.lastUpdated}: {formatDate(page.updatedOn)}
          </Text>
        </Stack>
      )}
    </QueryState>
  );
};

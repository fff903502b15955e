import { Anchor, Button, Card, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { TSavedSearch } from '@/common/schemas/saved-searches.ts';
import { QueryState } from '@/web/components/query-state.tsx';
import { messages } from '@/web/i18n/messages.ts';
import { formatCents } from '@/web/lib/format.ts';
import { paths } from '@/web/lib/paths.ts';
import { useDeleteSavedSearch } from '../api/delete-saved-search.ts';
import { useSavedSearches } from '../api/get-saved-searches.ts';
import { useUpdateSavedSearch } from '../api/update-saved-search.ts';

const t = messages.savedSearches;

/** Where the search goes on /buscar, with its price filters in euros as the page's URL has them. */
const searchUrl = ({ query }: TSavedSearch) => {
  const params = new URLSearchParams({ q: query.q, tipo: 'lot', estado: 'open' });
  if (query.minPrice !== undefined) params.set('desde', String(query.minPrice / 100));
  if (query.maxPrice !== undefined) params.set('hasta', String(query.maxPrice / 100));
  return `${paths.search()}?${params}`;
};

const SavedSearchCard = ({ savedSearch }: { savedSearch: TSavedSearch }) => {
  const update = useUpdateSavedSearch(savedSearch.id);
  const remove = useDeleteSavedSearch(savedSearch.id);
  const { query } = savedSearch;
  const prices = [
    query.minPrice !== undefined ? t.from(formatCents(query.minPrice)) : null,
    query.maxPrice !== undefined ? t.upTo(formatCents(query.maxPrice)) : null,
  ].filter(Boolean);
  return (
    <Card withBorder padding="sm" component="li" data-testid="saved-search">
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={2}>
          <Anchor component={Link} to={searchUrl(savedSearch)} fw={600}>
            {savedSearch.name}
          </Anchor>
          <Text size="sm" c="dimmed">
            {[messages.site.quoted(query.q), ...prices].join(' · ')}
          </Text>
        </Stack>
        <Group gap="xs">
          <Text component="span" size="xs" c="dimmed" aria-hidden>
            {t.frequency}
          </Text>
          <SegmentedControl
            size="xs"
            aria-label={t.frequencyOf(savedSearch.name)}
            value={savedSearch.frequency}
            onChange={(value) => update.mutate({ frequency: value as TSavedSearch['frequency'] })}
            data={[
              { value: 'instant', label: t.instant },
              { value: 'daily', label: t.daily },
            ]}
          />
          <Button
            size="xs"
            variant="subtle"
            color="red.9"
            loading={remove.isPending}
            onClick={() => remove.mutate()}
            aria-label={t.deleteOf(savedSearch.name)}
          >
            {t.delete}
          </Button>
        </Group>
      </Group>
    </Card>
  );
};

/** `/mi-cuenta/subastas/busquedas`: the searches the user keeps, how often each alerts, and a way out. */
export const SavedSearchesList = () => {
  const query = useSavedSearches();
  return (
    <QueryState query={query}>
      {({ data }) =>
        data.savedSearches.length === 0 ? (
          <Text c="dimmed">{t.empty}</Text>
        ) : (
          <Stack gap="sm" component="ul" p={0} style={{ listStyle: 'none' }}>
            {data.savedSearches.map((savedSearch) => (
              <SavedSearchCard key={savedSearch.id} savedSearch={savedSearch} />
            ))}
          </Stack>
        )
      }
    </QueryState>
  );
};

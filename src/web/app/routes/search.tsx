import { Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useSearchParams } from 'react-router';
import { usePageTitle } from '@/web/components/page-title.tsx';
import { QueryState } from '@/web/components/query-state.tsx';
import { usePublishedAuctions } from '@/web/features/auctions/api/get-published-auctions.ts';
import { AuctionGrid } from '@/web/features/auctions/components/auction-grid.tsx';
import { es } from '@/web/i18n/es.ts';

const Results = ({ query }: { query: string }) => {
  const results = usePublishedAuctions({ page: 1, limit: 24, filter: { search: query } });
  return (
    <QueryState query={results}>
      {({ data, metadata }) => (
        <Stack gap="md">
          <Text role="status">{es.search.results(metadata.total, query)}</Text>
          <AuctionGrid auctions={data.auctions} empty={es.search.empty} />
        </Stack>
      )}
    </QueryState>
  );
};

/** `/buscar?q=…`: the query lives in the URL so a search can be shared and reloaded. */
const SearchPage = () => {
  const [params, setParams] = useSearchParams();
  const query = params.get('q')?.trim() ?? '';
  const [text, setText] = useState(query);
  usePageTitle(query ? `${es.search.title}: ${query}` : es.search.title);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setParams(text.trim() ? { q: text.trim() } : {});
  };
  return (
    <Stack gap="lg">
      <Title order={1}>{es.search.title}</Title>
      <search>
        <form onSubmit={submit}>
          <Group align="flex-end">
            <TextInput
              label={es.search.label}
              value={text}
              onChange={(event) => setText(event.currentTarget.value)}
              type="search"
              w={{ base: '100%', sm: 420 }}
            />
            <Button type="submit">{es.site.searchButton}</Button>
          </Group>
        </form>
      </search>
      {query ? <Results query={query} /> : <Text c="dimmed">{es.search.hint}</Text>}
    </Stack>
  );
};

export default SearchPage;

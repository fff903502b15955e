import { Center, Pagination, Stack, Tabs, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { usePageTitle } from '@/web/components/page-title.tsx';
import { QueryState } from '@/web/components/query-state.tsx';
import {
  getPublishedAuctionsQueryOptions,
  type TPublishedAuctionsQuery,
  usePublishedAuctions,
} from '@/web/features/auctions/api/get-published-auctions.ts';
import { AuctionGrid } from '@/web/features/auctions/components/auction-grid.tsx';
import { es } from '@/web/i18n/es.ts';
import { pageQuery, type TPageQueries } from '../page-queries.ts';

const tabs = ['running', 'upcoming', 'closed'] as const;
type TTab = (typeof tabs)[number];
const pageSize = 12;

/** The tab and page in the URL, and the list they ask for. */
const listOf = (params: URLSearchParams) => {
  const tab: TTab = tabs.find((value) => value === params.get('estado')) ?? 'running';
  const page = Math.max(1, Number(params.get('pagina')) || 1);
  const list: TPublishedAuctionsQuery = {
    page,
    limit: pageSize,
    filter: { status: tab },
    order: {
      field: tab === 'closed' ? 'endDate' : 'startDate',
      direction: tab === 'closed' ? 'desc' : 'asc',
    },
  };
  return { tab, page, list };
};

export const queries: TPageQueries = ({ searchParams }) => [
  pageQuery(getPublishedAuctionsQueryOptions(listOf(searchParams).list)),
];

/** `/subastas?estado=…&pagina=…`: the tab and page live in the URL, so they survive reloads and links. */
const AuctionsPage = () => {
  usePageTitle(es.auctions.title);
  const [params, setParams] = useSearchParams();
  const { tab, page, list } = listOf(params);
  const query = usePublishedAuctions(list);
  return (
    <Stack gap="lg">
      <Title order={1}>{es.auctions.title}</Title>
      <Tabs value={tab} onChange={(value) => setParams({ estado: value ?? 'running' })}>
        <Tabs.List>
          {tabs.map((value) => (
            <Tabs.Tab key={value} value={value}>
              {es.auctions.tabs[value]}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <QueryState query={query}>
        {({ data, metadata }) => (
          <Stack gap="lg">
            <AuctionGrid auctions={data.auctions} empty={es.auctions.empty} />
            {metadata.total > pageSize && (
              <Center>
                <Pagination
                  total={Math.ceil(metadata.total / pageSize)}
                  value={page}
                  onChange={(next) => setParams({ estado: tab, pagina: String(next) })}
                  getControlProps={(control) => ({ 'aria-label': control })}
                  aria-label={es.auctions.pagination}
                />
              </Center>
            )}
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
};

export default AuctionsPage;

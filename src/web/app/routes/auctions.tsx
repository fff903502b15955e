import { Center, Pagination, Stack, Tabs, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { usePageTitle } from '@/web/components/page-title.tsx';
import { QueryState } from '@/web/components/query-state.tsx';
import { usePublishedAuctions } from '@/web/features/auctions/api/get-published-auctions.ts';
import { AuctionGrid } from '@/web/features/auctions/components/auction-grid.tsx';
import { messages } from '@/web/i18n/messages.ts';
import { auctionListOf, auctionsPageSize, auctionTabs } from './auctions.page.ts';

/** `/subastas?estado=…&pagina=…`: the tab and page live in the URL, so they survive reloads and links. */
const AuctionsPage = () => {
  usePageTitle(messages.auctions.title);
  const [params, setParams] = useSearchParams();
  const { tab, page, list } = auctionListOf(params);
  const query = usePublishedAuctions(list);
  return (
    <Stack gap="lg">
      <Title order={1}>{messages.auctions.title}</Title>
      <Tabs value={tab} onChange={(value) => setParams({ estado: value ?? 'running' })}>
        <Tabs.List>
          {auctionTabs.map((value) => (
            <Tabs.Tab key={value} value={value}>
              {messages.auctions.tabs[value]}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <QueryState query={query}>
        {({ data, metadata }) => (
          <Stack gap="lg">
            <AuctionGrid auctions={data.auctions} empty={messages.auctions.empty} />
            {metadata.total > auctionsPageSize && (
              <Center>
                <Pagination
                  total={Math.ceil(metadata.total / auctionsPageSize)}
                  value={page}
                  onChange={(next) => setParams({ estado: tab, pagina: String(next) })}
                  getControlProps={(control) => ({ 'aria-label': control })}
                  aria-label={messages.auctions.pagination}
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

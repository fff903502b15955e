import { Anchor, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { auctionPhase } from '@/common/auction-phase.ts';
import { usePageTitle } from '@/web/components/page-title.tsx';
import { QueryState } from '@/web/components/query-state.tsx';
import { useOpenAuctions } from '@/web/features/auctions/api/get-open-auctions.ts';
import { AuctionGrid } from '@/web/features/auctions/components/auction-grid.tsx';
import { LotCard } from '@/web/features/auctions/components/lot-card.tsx';
import { useClosingSoon } from '@/web/features/lots/api/get-closing-soon.ts';
import { useSales } from '@/web/features/sales/api/get-sales.ts';
import { SaleCard } from '@/web/features/sales/components/sale-card.tsx';
import { FollowButton } from '@/web/features/watchlist/components/follow-button.tsx';
import { messages } from '@/web/i18n/messages.ts';
import { useServerNow } from '@/web/lib/clock.ts';
import { paths } from '@/web/lib/paths.ts';
import { closingSoonCount, latestSales } from './home.page.ts';

const ClosingSoon = ({ query }: { query: ReturnType<typeof useClosingSoon> }) => {
  if (!query.data?.data.lots.length) return null;
  return (
    <section aria-labelledby="closing-heading">
      <Title id="closing-heading" order={2} mb="md">
        {messages.home.closingSoon}
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
        {query.data.data.lots.map((lot) => (
          <LotCard
            key={lot.id}
            lot={lot}
            action={<FollowButton target={{ kind: 'lot', id: lot.id }} title={lot.title} />}
          />
        ))}
      </SimpleGrid>
    </section>
  );
};

const LatestSales = ({ query }: { query: ReturnType<typeof useSales> }) => {
  if (!query.data?.data.sales.length) return null;
  return (
    <section aria-labelledby="sales-heading">
      <Title id="sales-heading" order={2} mb="md">
        {messages.home.latestSales}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
        {query.data.data.sales.slice(0, 3).map((sale) => (
          <SaleCard key={sale.id} sale={sale} />
        ))}
      </SimpleGrid>
    </section>
  );
};

const steps = ['signup', 'subscribe', 'bid'] as const;

const HowItWorks = () => (
  <section aria-labelledby="how-heading">
    <Title id="how-heading" order={2} mb="md">
      {messages.home.howItWorks}
    </Title>
    <SimpleGrid
      cols={{ base: 1, md: 3 }}
      spacing="lg"
      component="ol"
      style={{ listStyle: 'none', padding: 0 }}
    >
      {steps.map((step, index) => (
        <Paper key={step} withBorder p="md" component="li">
          <Text fw={800} c="blue.9">
            {messages.home.step(index + 1, messages.home.steps[step].title)}
          </Text>
          <Text size="sm">{messages.home.steps[step].text}</Text>
        </Paper>
      ))}
    </SimpleGrid>
    <Anchor component={Link} to={paths.howItWorks()} mt="sm" display="inline-block">
      {messages.home.moreDetails}
    </Anchor>
  </section>
);

const HomePage = () => {
  usePageTitle(undefined);
  const query = useOpenAuctions();
  const closingSoon = useClosingSoon(closingSoonCount);
  const sales = useSales(latestSales);
  const now = useServerNow();
  // The page appears in one piece once its three lists are in: sections arriving one by one would push
  // each other down the screen (layout shift) while the visitor reads.
  const settled = !closingSoon.isPending && !sales.isPending;
  return (
    <Stack gap="xl">
      <Stack gap="xs">
        <Title order={1}>{messages.home.title}</Title>
        <Text size="lg" maw={720}>
          {messages.home.intro}
        </Text>
      </Stack>
      <QueryState query={query} alsoWaitFor={[closingSoon, sales]}>
        {({ data }) => {
          const running = data.auctions.filter((auction) => auctionPhase(auction, now) === 'running');
          const upcoming = data.auctions.filter((auction) => auctionPhase(auction, now) === 'upcoming');
          return (
            <Stack gap="xl">
              <section aria-labelledby="running-heading">
                <Title id="running-heading" order={2} mb="md">
                  {messages.home.running}
                </Title>
                <AuctionGrid auctions={running} empty={messages.home.noRunning} eagerFirst />
              </section>
              <section aria-labelledby="upcoming-heading">
                <Title id="upcoming-heading" order={2} mb="md">
                  {messages.home.upcoming}
                </Title>
                <AuctionGrid auctions={upcoming} empty={messages.home.noUpcoming} />
              </section>
            </Stack>
          );
        }}
      </QueryState>
      {settled && query.isSuccess && (
        <>
          <ClosingSoon query={closingSoon} />
          <LatestSales query={sales} />
          <HowItWorks />
          <Anchor component={Link} to={paths.auctions()} fw={600}>
            {messages.home.allAuctions} →
          </Anchor>
        </>
      )}
    </Stack>
  );
};

export default HomePage;

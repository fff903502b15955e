import { Anchor, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { usePageTitle } from '@/web/components/page-title.tsx';
import { QueryState } from '@/web/components/query-state.tsx';
import { useOpenAuctions } from '@/web/features/auctions/api/get-open-auctions.ts';
import { AuctionGrid } from '@/web/features/auctions/components/auction-grid.tsx';
import { auctionPhase } from '@/web/features/auctions/components/auction-phase.ts';
import { es } from '@/web/i18n/es.ts';
import { useServerNow } from '@/web/lib/clock.ts';
import { paths } from '@/web/lib/paths.ts';

const HomePage = () => {
  usePageTitle(undefined);
  const query = useOpenAuctions();
  const now = useServerNow();
  return (
    <Stack gap="xl">
      <Stack gap="xs">
        <Title order={1}>{es.home.title}</Title>
        <Text size="lg" maw={720}>
          {es.home.intro}
        </Text>
      </Stack>
      <QueryState query={query}>
        {({ data }) => {
          const running = data.auctions.filter((auction) => auctionPhase(auction, now) === 'running');
          const upcoming = data.auctions.filter((auction) => auctionPhase(auction, now) === 'upcoming');
          return (
            <Stack gap="xl">
              <section aria-labelledby="running-heading">
                <Title id="running-heading" order={2} mb="md">
                  {es.home.running}
                </Title>
                <AuctionGrid auctions={running} empty={es.home.noRunning} />
              </section>
              <section aria-labelledby="upcoming-heading">
                <Title id="upcoming-heading" order={2} mb="md">
                  {es.home.upcoming}
                </Title>
                <AuctionGrid auctions={upcoming} empty={es.home.noUpcoming} />
              </section>
            </Stack>
          );
        }}
      </QueryState>
      <Anchor component={Link} to={paths.auctions()} fw={600}>
        {es.home.allAuctions} →
      </Anchor>
    </Stack>
  );
};

export default HomePage;

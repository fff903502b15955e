import { Anchor, Center, Group, Pagination, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link, useLocation, useSearchParams } from 'react-router';
import { usePageTitle } from '@/web/components/page-title.tsx';
import { QueryState } from '@/web/components/query-state.tsx';
import { useSales } from '@/web/features/sales/api/get-sales.ts';
import { SaleCard } from '@/web/features/sales/components/sale-card.tsx';
import { messages } from '@/web/i18n/messages.ts';
import { paths } from '@/web/lib/paths.ts';
import { salesListOf } from './sales.page.ts';

/** `/liquidaciones`, `/liquidaciones/industriales` and `/liquidaciones/inmobiliarias`. */
const SalesPage = () => {
  const { pathname } = useLocation();
  const [params, setParams] = useSearchParams();
  const { page, kind } = salesListOf(pathname, params);
  const title =
    kind === 'industrial'
      ? messages.sales.industrialTitle
      : kind === 'real-estate'
        ? messages.sales.realEstateTitle
        : messages.sales.title;
  usePageTitle(title);
  const query = useSales({ page, kind });
  return (
    <Stack gap="md">
      <Title order={1}>{title}</Title>
      <Text maw={720}>{messages.sales.intro}</Text>
      <Group gap="lg" component="nav" aria-label={messages.sales.kindsNav}>
        <Anchor component={Link} to={paths.sales()}>
          {messages.sales.title}
        </Anchor>
        <Anchor component={Link} to={paths.industrialSales()}>
          {messages.sales.industrialTitle}
        </Anchor>
        <Anchor component={Link} to={paths.realEstateSales()}>
          {messages.sales.realEstateTitle}
        </Anchor>
      </Group>
      <QueryState query={query}>
        {({ data, metadata }) => (
          <Stack>
            {data.sales.length === 0 ? (
              <Text c="dimmed">{messages.sales.empty}</Text>
            ) : (
              <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
                {data.sales.map((sale) => (
                  <SaleCard key={sale.id} sale={sale} />
                ))}
              </SimpleGrid>
            )}
            {metadata.total > metadata.limit && (
              <Center>
                <Pagination
                  total={Math.ceil(metadata.total / metadata.limit)}
                  value={page}
                  onChange={(next) => setParams({ pagina: String(next) })}
                  aria-label={messages.sales.pagination}
                />
              </Center>
            )}
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
};

export default SalesPage;

import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { usePageTitle } from '@/web/components/page-title.tsx';
import { es } from '@/web/i18n/es.ts';
import { paths } from '@/web/lib/paths.ts';

/** `/liquidaciones` and its two kinds. The sales catalogue and its API come with the liquidaciones issue. */
const SalesPage = () => {
  const { pathname } = useLocation();
  const title =
    pathname === paths.industrialSales()
      ? es.sales.industrialTitle
      : pathname === paths.realEstateSales()
        ? es.sales.realEstateTitle
        : es.sales.title;
  usePageTitle(title);
  return (
    <Stack gap="md">
      <Title order={1}>{title}</Title>
      <Text maw={720}>{es.sales.intro}</Text>
      <Group gap="lg">
        <Anchor component={Link} to={paths.industrialSales()}>
          {es.sales.industrialTitle}
        </Anchor>
        <Anchor component={Link} to={paths.realEstateSales()}>
          {es.sales.realEstateTitle}
        </Anchor>
      </Group>
    </Stack>
  );
};

export default SalesPage;

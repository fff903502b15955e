import { Stack, Text, Title } from '@mantine/core';
import { useParams } from 'react-router';
import { usePageTitle } from '@/web/components/page-title.tsx';
import { es } from '@/web/i18n/es.ts';
import { NotFoundError } from '@/web/lib/not-found.ts';
import { parseId } from '@/web/lib/paths.ts';

/** `/liquidaciones/{saleId}` and `/liquidaciones/{saleId}/{lotId}`. */
const SalePage = () => {
  const params = useParams();
  const saleId = parseId(params.saleId);
  const lotId = params.lotId === undefined ? undefined : parseId(params.lotId);
  if (saleId === null || lotId === null) throw new NotFoundError();
  const title = lotId ? es.sales.saleLotTitle : es.sales.saleTitle;
  usePageTitle(title);
  return (
    <Stack gap="md">
      <Title order={1}>{title}</Title>
      <Text maw={720}>{es.sales.intro}</Text>
    </Stack>
  );
};

export default SalePage;

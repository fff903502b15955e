import { Anchor, Breadcrumbs, Card, Grid, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { ImageGallery } from '@/web/components/image-gallery.tsx';
import { MetadataTable } from '@/web/components/metadata-table.tsx';
import { usePageTitle } from '@/web/components/page-title.tsx';
import { PicturePlaceholder } from '@/web/components/picture-placeholder.tsx';
import { QueryState } from '@/web/components/query-state.tsx';
import { ResponsiveImage } from '@/web/components/responsive-image.tsx';
import { IndicativeAmount } from '@/web/features/exchange-rates/components/indicative-amount.tsx';
import { useSale } from '@/web/features/sales/api/get-sale.ts';
import { useSaleLot } from '@/web/features/sales/api/get-sale-lot.ts';
import { OfferForm } from '@/web/features/sales/components/offer-form.tsx';
import { messages } from '@/web/i18n/messages.ts';
import { formatCents } from '@/web/lib/format.ts';
import { paths } from '@/web/lib/paths.ts';
import { saleIdsOf } from './sale.page.ts';

const SaleDetail = ({ saleId }: { saleId: number }) => {
  const query = useSale(saleId);
  usePageTitle(query.data?.data.sale.title);
  return (
    <QueryState query={query}>
      {({ data: { sale, lots } }) => (
        <Stack gap="lg">
          <Breadcrumbs>
            <Anchor component={Link} to={paths.sales()}>
              {messages.sales.title}
            </Anchor>
            <Text span>{messages.sales.kinds[sale.kind]}</Text>
          </Breadcrumbs>
          <Title order={1}>{sale.title}</Title>
          <Grid gap="xl">
            <Grid.Col span={{ base: 12, md: 7 }}>
              <ImageGallery images={sale.images} title={sale.title} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 5 }}>
              {/* biome-ignore lint/security/noDangerouslySetInnerHtml: server-rendered Markdown with HTML escaped */}
              <div className="prose" dangerouslySetInnerHTML={{ __html: sale.descriptionHtml }} />
              {sale.address && <Text mt="sm">{sale.address}</Text>}
            </Grid.Col>
          </Grid>
          <section aria-labelledby="sale-lots-heading">
            <Title id="sale-lots-heading" order={2} mb="md">
              {messages.sales.lotsCount(lots.length)}
            </Title>
            <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
              {lots.map((lot) => (
                <Card key={lot.id} withBorder padding="sm" component="article">
                  <Link to={paths.saleLot(sale.id, lot.id)} className="card-link">
                    <Card.Section>
                      {lot.cover ? (
                        <ResponsiveImage image={lot.cover} sizes="(min-width: 62em) 33vw, 100vw" alt="" />
                      ) : (
                        <PicturePlaceholder />
                      )}
                    </Card.Section>
                    <Title order={3} size="h5" mt="xs">
                      {lot.title}
                    </Title>
                    <Text fw={800}>{lot.sold ? messages.sales.sold : formatCents(lot.price)}</Text>
                  </Link>
                </Card>
              ))}
            </SimpleGrid>
          </section>
        </Stack>
      )}
    </QueryState>
  );
};

const SaleLotDetail = ({ saleId, lotId }: { saleId: number; lotId: number }) => {
  const query = useSaleLot(saleId, lotId);
  usePageTitle(query.data?.data.lot.title);
  return (
    <QueryState query={query}>
      {({ data: { lot, sale } }) => (
        <Stack gap="lg">
          <Breadcrumbs>
            <Anchor component={Link} to={paths.sales()}>
              {messages.sales.title}
            </Anchor>
            <Anchor component={Link} to={paths.sale(sale.id)}>
              {sale.title}
            </Anchor>
            <Text span>{lot.title}</Text>
          </Breadcrumbs>
          <Title order={1}>{lot.title}</Title>
          <Grid gap="xl">
            <Grid.Col span={{ base: 12, md: 7 }}>
              <ImageGallery images={lot.images} title={lot.title} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 5 }}>
              <Stack gap="md">
                <Text fz={28} fw={800}>
                  {lot.sold ? messages.sales.sold : formatCents(lot.price)}
                </Text>
                {!lot.sold && <IndicativeAmount cents={lot.price} />}
                {!lot.sold && <OfferForm saleId={sale.id} lotId={lot.id} price={lot.price} />}
              </Stack>
            </Grid.Col>
          </Grid>
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: server-rendered Markdown with HTML escaped */}
          <div className="prose" dangerouslySetInnerHTML={{ __html: lot.descriptionHtml }} />
          {lot.metadata.length > 0 && (
            <MetadataTable entries={lot.metadata} caption={messages.lots.features} />
          )}
        </Stack>
      )}
    </QueryState>
  );
};

/** `/liquidaciones/{saleId}` and `/liquidaciones/{saleId}/{lotId}`. */
const SalePage = () => {
  const { saleId, lotId } = saleIdsOf(useParams());
  return lotId === undefined ? (
    <SaleDetail saleId={saleId} />
  ) : (
    <SaleLotDetail saleId={saleId} lotId={lotId} />
  );
};

export default SalePage;

import { Badge, Card, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { TSaleSummary } from '@/common/schemas/sales.ts';
import { PicturePlaceholder } from '@/web/components/picture-placeholder.tsx';
import { ResponsiveImage } from '@/web/components/responsive-image.tsx';
import { messages } from '@/web/i18n/messages.ts';
import { paths } from '@/web/lib/paths.ts';

export const SaleCard = ({ sale }: { sale: TSaleSummary }) => (
  <Card withBorder padding="md" component="article" h="100%" className="row-card">
    <Link to={paths.sale(sale.id)} className="card-link">
      <Card.Section>
        {sale.cover ? (
          <ResponsiveImage
            image={sale.cover}
            sizes="(min-width: 62em) 33vw, (min-width: 36em) 50vw, 100vw"
            alt=""
          />
        ) : (
          <PicturePlaceholder />
        )}
      </Card.Section>
      <Stack gap={6} mt="sm">
        <Badge variant="outline" color="blue.9">
          {messages.sales.kinds[sale.kind]}
        </Badge>
        <Title order={3} size="h4">
          {sale.title}
        </Title>
        <Text size="sm">
          {messages.auctions.lots(sale.lotsCount)}
          {sale.address ? ` · ${sale.address}` : ''}
        </Text>
      </Stack>
    </Link>
  </Card>
);

import { Alert, Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { formatDateTime } from '@/common/format.ts';
import { useCloseAuction } from '@/web/features/admin/api/auctions/close-auction.ts';
import { useAdminAuction } from '@/web/features/admin/api/auctions/get-admin-auction.ts';
import { usePublishAuction } from '@/web/features/admin/api/auctions/publish-auction.ts';
import { AddLotForm, AuctionForm } from '@/web/features/admin/components/auction-form.tsx';
import { FilesManager } from '@/web/features/admin/components/files-manager.tsx';
import { InvoicingForm } from '@/web/features/admin/components/invoicing-form.tsx';
import { LotImport } from '@/web/features/admin/components/lot-import.tsx';
import { LotsTable } from '@/web/features/admin/components/lots-table.tsx';
import { MediaManager } from '@/web/features/admin/components/media-manager.tsx';
import { MetadataEditor } from '@/web/features/admin/components/metadata-editor.tsx';
import { es } from '@/web/i18n/es.ts';
import { NotFoundError } from '@/web/lib/not-found.ts';
import { parseId } from '@/web/lib/paths.ts';

const t = es.admin.auctionEdit;
const common = es.admin.common;

/** `/admin/subastas/nueva` and `/admin/subastas/{id}`: the auction, its lots, publishing and results. */
const AdminAuctionEdit = () => {
  const { id } = useParams();
  const auctionId = id === undefined ? null : parseId(id);
  if (id !== undefined && auctionId === null) throw new NotFoundError();
  const query = useAdminAuction(auctionId);
  const publish = usePublishAuction(auctionId ?? 0);
  const close = useCloseAuction(auctionId ?? 0);
  if (auctionId === null) {
    return (
      <Stack>
        <Title order={2} size="h3">
          {es.admin.auctions.newAuction}
        </Title>
        <AuctionForm />
      </Stack>
    );
  }
  if (!query.data) return <Text>{query.error?.message ?? common.loading}</Text>;
  const { auction, lots, audit, invoiceData, followers } = query.data.data;
  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Title order={2} size="h3">
          {auction.title}
        </Title>
        <Group>
          <Anchor component={Link} to={`/admin/subastas/${auction.id}/pujas`}>
            {t.bids}
          </Anchor>
          <Anchor component={Link} to={`/admin/subastas/${auction.id}/resultados`}>
            {t.results}
          </Anchor>
          <Anchor component={Link} to={`/admin/subastas/${auction.id}/liquidacion`}>
            {t.settlement}
          </Anchor>
          {auction.status === 'open' && (
            <Button variant="default" color="red.9" loading={close.isPending} onClick={() => close.mutate()}>
              {t.close}
            </Button>
          )}
          <Button
            variant={auction.published ? 'default' : 'filled'}
            loading={publish.isPending}
            onClick={() => publish.mutate(!auction.published)}
          >
            {auction.published ? t.unpublish : t.publish}
          </Button>
        </Group>
      </Group>
      <Paper withBorder p="md">
        <AuctionForm key={auction.id} auction={auction} />
      </Paper>
      <Paper withBorder p="md">
        <Title order={3} size="h4" mb="sm">
          {t.media}
        </Title>
        <MediaManager owner="auction" ownerId={auction.id} images={auction.images} />
        <FilesManager owner="auction" ownerId={auction.id} files={auction.files} />
      </Paper>
      <Paper withBorder p="md">
        <Title order={3} size="h4" mb="sm">
          {t.lots(lots.length)}
        </Title>
        <LotsTable auctionId={auction.id} lots={lots} followers={followers} />
        <AddLotForm auctionId={auction.id} />
        <LotImport auctionId={auction.id} />
      </Paper>
      {close.error && (
        <Alert color="red" role="alert">
          {close.error.message}
        </Alert>
      )}
      <Paper withBorder p="md">
        <Title order={3} size="h4" mb="sm">
          {t.metadata}
        </Title>
        <MetadataEditor key={auction.id} owner="auctions" ownerId={auction.id} entries={auction.metadata} />
      </Paper>
      <Paper withBorder p="md">
        <Title order={3} size="h4" mb="sm">
          {t.invoicing}
        </Title>
        <InvoicingForm auctionId={auction.id} initial={invoiceData} />
      </Paper>
      <Paper withBorder p="md">
        <Title order={3} size="h4" mb="sm">
          {common.history}
        </Title>
        {audit.map((entry) => (
          <Text key={entry.id} size="sm">
            {formatDateTime(entry.createdOn)} ·{' '}
            {entry.actorId === null ? common.system : common.adminActor(entry.actorId)} · {entry.action}
          </Text>
        ))}
      </Paper>
    </Stack>
  );
};

export default AdminAuctionEdit;

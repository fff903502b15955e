import { Alert, Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { formatDateTime } from '@/common/format.ts';
import { useAdminAuction, useCloseAuction, usePublishAuction } from '@/web/features/admin/api/admin-api.ts';
import { AddLotForm, AuctionForm } from '@/web/features/admin/components/auction-form.tsx';
import { FilesManager } from '@/web/features/admin/components/files-manager.tsx';
import { InvoicingForm } from '@/web/features/admin/components/invoicing-form.tsx';
import { LotImport } from '@/web/features/admin/components/lot-import.tsx';
import { LotsTable } from '@/web/features/admin/components/lots-table.tsx';
import { MediaManager } from '@/web/features/admin/components/media-manager.tsx';
import { MetadataEditor } from '@/web/features/admin/components/metadata-editor.tsx';
import { NotFoundError } from '@/web/lib/not-found.ts';
import { parseId } from '@/web/lib/paths.ts';

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
          Nueva subasta
        </Title>
        <AuctionForm />
      </Stack>
    );
  }
  if (!query.data) return <Text>{query.error?.message ?? 'Cargando…'}</Text>;
  const { auction, lots, audit, invoiceData } = query.data.data;
  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Title order={2} size="h3">
          {auction.title}
        </Title>
        <Group>
          <Anchor component={Link} to={`/admin/subastas/${auction.id}/pujas`}>
            Pujas
          </Anchor>
          <Anchor component={Link} to={`/admin/subastas/${auction.id}/resultados`}>
            Resultados
          </Anchor>
          <Anchor component={Link} to={`/admin/subastas/${auction.id}/liquidacion`}>
            Liquidación, cobros y retiradas
          </Anchor>
          {auction.status === 'open' && (
            <Button variant="default" color="red.9" loading={close.isPending} onClick={() => close.mutate()}>
              Cerrar subasta
            </Button>
          )}
          <Button
            variant={auction.published ? 'default' : 'filled'}
            loading={publish.isPending}
            onClick={() => publish.mutate(!auction.published)}
          >
            {auction.published ? 'Despublicar' : 'Publicar'}
          </Button>
        </Group>
      </Group>
      <Paper withBorder p="md">
        <AuctionForm key={auction.id} auction={auction} />
      </Paper>
      <Paper withBorder p="md">
        <Title order={3} size="h4" mb="sm">
          Imágenes y documentos de la subasta
        </Title>
        <MediaManager owner="auction" ownerId={auction.id} images={auction.images} />
        <FilesManager owner="auction" ownerId={auction.id} files={auction.files} />
      </Paper>
      <Paper withBorder p="md">
        <Title order={3} size="h4" mb="sm">
          Lotes ({lots.length})
        </Title>
        <LotsTable auctionId={auction.id} lots={lots} />
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
          Datos de la subasta (juzgado, expediente…)
        </Title>
        <MetadataEditor key={auction.id} owner="auctions" ownerId={auction.id} entries={auction.metadata} />
      </Paper>
      <Paper withBorder p="md">
        <Title order={3} size="h4" mb="sm">
          Datos de facturación
        </Title>
        <InvoicingForm auctionId={auction.id} initial={invoiceData} />
      </Paper>
      <Paper withBorder p="md">
        <Title order={3} size="h4" mb="sm">
          Historial de cambios
        </Title>
        {audit.map((entry) => (
          <Text key={entry.id} size="sm">
            {formatDateTime(entry.createdOn)} ·{' '}
            {entry.actorId === null ? 'Sistema' : `Admin #${entry.actorId}`} · {entry.action}
          </Text>
        ))}
      </Paper>
    </Stack>
  );
};

export default AdminAuctionEdit;

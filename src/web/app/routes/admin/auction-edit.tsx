import { Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { AdminPanel } from '@/web/components/admin/admin-panel.tsx';
import { ConfirmButton } from '@/web/components/admin/confirm-dialog.tsx';
import { EditableFor, WriteOnly } from '@/web/components/admin/staff-only.tsx';
import { useStaffAccess } from '@/web/components/admin/use-staff-access.ts';
import { ErrorAlert } from '@/web/components/error-alert.tsx';
import { useCloseAuction } from '@/web/features/auctions/api/close-auction.ts';
import { useAdminAuction } from '@/web/features/auctions/api/get-admin-auction.ts';
import { usePublishAuction } from '@/web/features/auctions/api/publish-auction.ts';
import { AuctionForm } from '@/web/features/auctions/components/auction-form.tsx';
import { InvoicingForm } from '@/web/features/auctions/components/invoicing-form.tsx';
import { AddLotForm } from '@/web/features/lots/components/add-lot-form.tsx';
import { LotImport } from '@/web/features/lots/components/lot-import.tsx';
import { LotsTable } from '@/web/features/lots/components/lots-table.tsx';
import { MetadataEditor } from '@/web/features/lots/components/metadata-editor.tsx';
import { FilesManager } from '@/web/features/media/components/files-manager.tsx';
import { MediaManager } from '@/web/features/media/components/media-manager.tsx';
import { messages } from '@/web/i18n/messages.ts';
import { formatDateTime } from '@/web/lib/format.ts';
import { NotFoundError } from '@/web/lib/not-found.ts';
import { parseId } from '@/web/lib/paths.ts';

const t = messages.admin.auctionEdit;
const common = messages.admin.common;

/** `/admin/subastas/nueva` and `/admin/subastas/{id}`: the auction, its lots, publishing and results. */
const AdminAuctionEdit = () => {
  const { id } = useParams();
  const auctionId = id === undefined ? null : parseId(id);
  if (id !== undefined && auctionId === null) throw new NotFoundError();
  const query = useAdminAuction(auctionId);
  const publish = usePublishAuction(auctionId ?? 0);
  const close = useCloseAuction(auctionId ?? 0);
  const { mayRead } = useStaffAccess();
  if (auctionId === null) {
    return (
      <Stack>
        <Title order={2} size="h3">
          {messages.admin.auctions.newAuction}
        </Title>
        <EditableFor needs="subastas">
          <AuctionForm />
        </EditableFor>
      </Stack>
    );
  }
  if (!query.data) return <Text>{query.error?.message ?? common.loading}</Text>;
  const { auction, lots, audit, invoiceData, followers, draftLotIds, moneyLock } = query.data.data;
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
          <Anchor component={Link} to={`/admin/subastas/${auction.id}/resultados-pendientes`}>
            {messages.admin.awards.link}
          </Anchor>
          {mayRead(['contabilidad', 'almacen']) && (
            <Anchor component={Link} to={`/admin/subastas/${auction.id}/liquidacion`}>
              {t.settlement}
            </Anchor>
          )}
          {mayRead('contabilidad') && (
            <Anchor component={Link} to={`/admin/subastas/${auction.id}/informe`}>
              {t.report}
            </Anchor>
          )}
          <WriteOnly needs="subastas">
            {auction.status === 'open' && (
              <ConfirmButton
                variant="default"
                color="red.9"
                isPending={close.isPending}
                confirmation={{
                  question: t.closeQuestion(auction.title),
                  detail: t.closeDetail,
                  confirmLabel: t.close,
                  isDestructive: true,
                }}
                onConfirm={() => close.mutate()}
              >
                {t.close}
              </ConfirmButton>
            )}
            <Button
              variant={auction.published ? 'default' : 'filled'}
              loading={publish.isPending}
              onClick={() => publish.mutate(!auction.published)}
            >
              {auction.published ? t.unpublish : t.publish}
            </Button>
          </WriteOnly>
        </Group>
      </Group>
      <EditableFor needs="subastas">
        <Paper withBorder p="md">
          <AuctionForm key={auction.id} auction={auction} moneyLock={moneyLock} />
        </Paper>
        <AdminPanel title={t.media}>
          <MediaManager owner="auction" ownerId={auction.id} images={auction.images} />
          <FilesManager owner="auction" ownerId={auction.id} files={auction.files} />
        </AdminPanel>
        <AdminPanel title={t.lots(lots.length)}>
          <LotsTable auctionId={auction.id} lots={lots} followers={followers} draftLotIds={draftLotIds} />
          <AddLotForm auctionId={auction.id} />
          <LotImport auctionId={auction.id} />
        </AdminPanel>
        <ErrorAlert error={close.error} />
        <AdminPanel title={t.metadata}>
          <MetadataEditor key={auction.id} owner="auctions" ownerId={auction.id} entries={auction.metadata} />
        </AdminPanel>
        <AdminPanel title={t.invoicing}>
          <InvoicingForm auctionId={auction.id} initial={invoiceData} />
        </AdminPanel>
      </EditableFor>
      <AdminPanel title={common.history}>
        {audit.map((entry) => (
          <Text key={entry.id} size="sm">
            {formatDateTime(entry.createdOn)} ·{' '}
            {entry.actorId === null ? common.system : common.adminActor(entry.actorId)} · {entry.action}
          </Text>
        ))}
      </AdminPanel>
    </Stack>
  );
};

export default AdminAuctionEdit;

import {
  Alert,
  Badge,
  Button,
  Group,
  NativeSelect,
  Paper,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { formatCents, formatDateTime } from '@/common/format.ts';
import type { TSaleInput, TSaleLotSummary } from '@/common/schemas/sales.ts';
import { EuroInput } from '@/web/components/euro-input.tsx';
import { useAddSaleLot } from '@/web/features/admin/api/sales/add-sale-lot.ts';
import { useCreateSale } from '@/web/features/admin/api/sales/create-sale.ts';
import { useDecideOffer } from '@/web/features/admin/api/sales/decide-offer.ts';
import { useAdminSales } from '@/web/features/admin/api/sales/get-admin-sales.ts';
import { usePendingOffers } from '@/web/features/admin/api/sales/get-pending-offers.ts';
import { useSaleLotPictures } from '@/web/features/admin/api/sales/get-sale-lot-pictures.ts';
import { useSalePictures } from '@/web/features/admin/api/sales/get-sale-pictures.ts';
import { MediaManager } from '@/web/features/admin/components/media-manager.tsx';
import { ConfirmAction } from '@/web/features/settlements/components/confirm-action.tsx';
import { es } from '@/web/i18n/es.ts';

const t = es.admin.sales;

/** Pictures of a published liquidación (its cover is the first). */
const SalePictures = ({ saleId }: { saleId: number }) => {
  const query = useSalePictures(saleId);
  if (!query.data) return null;
  const { sale, lots } = query.data.data;
  return (
    <Stack gap="xs" mt="md">
      <Text fw={700}>{t.picturesOf(sale.title)}</Text>
      <MediaManager owner="sale" ownerId={saleId} images={sale.images} />
      {lots.length > 0 && <SaleLotPictures saleId={saleId} lots={lots} />}
    </Stack>
  );
};

/** Pictures of one lot of a liquidación, chosen from its lots (the lot's cover is the first). */
const SaleLotPictures = ({ saleId, lots }: { saleId: number; lots: TSaleLotSummary[] }) => {
  const [lotId, setLotId] = useState<string | null>(null);
  const query = useSaleLotPictures(saleId, lotId === null ? null : Number(lotId));
  return (
    <Stack gap="xs" mt="md">
      <NativeSelect
        label={t.lotPictures}
        value={lotId ?? ''}
        onChange={(event) => setLotId(event.currentTarget.value || null)}
        data={[
          { value: '', label: t.chooseLot },
          ...lots.map((lot) => ({ value: String(lot.id), label: lot.title })),
        ]}
        w={320}
      />
      {query.data && (
        <MediaManager owner="sale-lot" ownerId={query.data.data.lot.id} images={query.data.data.lot.images} />
      )}
    </Stack>
  );
};

/** Liquidaciones in the back office: create them, add lots, and decide the buyers' offers. */
const AdminSales = () => {
  const salesQuery = useAdminSales();
  const offersQuery = usePendingOffers();
  const decide = useDecideOffer();
  const create = useCreateSale();
  const addLot = useAddSaleLot();
  const [title, setTitle] = useState('');
  const [kind, setKind] = useState<TSaleInput['kind']>('industrial');
  const [lotTitle, setLotTitle] = useState('');
  const [lotPrice, setLotPrice] = useState(0);
  const [saleId, setSaleId] = useState<string | null>(null);
  return (
    <Stack gap="lg">
      <Title order={2} size="h3">
        {t.title}
      </Title>
      <Paper withBorder p="md">
        <Title order={3} size="h4" mb="sm">
          {t.pendingOffers}
        </Title>
        {decide.error && (
          <Alert color="red" role="alert">
            {decide.error.message}
          </Alert>
        )}
        {offersQuery.data?.data.offers.length === 0 && <Text c="dimmed">{t.noPendingOffers}</Text>}
        <Table striped>
          <Table.Tbody>
            {offersQuery.data?.data.offers.map((offer) => (
              <Table.Tr key={offer.id}>
                <Table.Td>{formatDateTime(offer.createdOn)}</Table.Td>
                <Table.Td>
                  {offer.lot.title}{' '}
                  <Text span size="xs">
                    {t.offerPrice(formatCents(offer.lot.price))}
                    {offer.lot.auctionTitle && t.offerAuction(offer.lot.auctionTitle, offer.lot.isClosed)}
                  </Text>
                </Table.Td>
                <Table.Td>
                  {offer.user.fullName}{' '}
                  <Text span size="xs">
                    {offer.user.email}
                  </Text>
                </Table.Td>
                <Table.Td fw={700}>{formatCents(offer.amount)}</Table.Td>
                <Table.Td>{offer.message}</Table.Td>
                <Table.Td>
                  <Group gap="xs">
                    <ConfirmAction
                      label={t.accept}
                      title={t.acceptTitle(offer.lot.title)}
                      message={t.acceptMessage(
                        offer.lot.title,
                        offer.user.fullName,
                        formatCents(offer.amount),
                      )}
                      color="green.9"
                      isPending={decide.isPending}
                      error={decide.error}
                      onConfirm={(_text, close) =>
                        decide.mutate({ id: offer.id, action: 'accept' }, { onSuccess: close })
                      }
                    />
                    <ConfirmAction
                      label={t.reject}
                      title={t.rejectTitle(offer.lot.title)}
                      message={t.rejectMessage(formatCents(offer.amount), offer.user.fullName)}
                      color="red.9"
                      isPending={decide.isPending}
                      error={decide.error}
                      onConfirm={(_text, close) =>
                        decide.mutate({ id: offer.id, action: 'reject' }, { onSuccess: close })
                      }
                    />
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Paper>
      <Paper withBorder p="md">
        <Title order={3} size="h4" mb="sm">
          {t.title}
        </Title>
        <Table striped>
          <Table.Tbody>
            {salesQuery.data?.data.sales.map((sale) => (
              <Table.Tr key={sale.id}>
                <Table.Td>{sale.title}</Table.Td>
                <Table.Td>{t.kinds[sale.kind]}</Table.Td>
                <Table.Td>
                  <Badge variant="outline" color={sale.published ? '#1e6b34' : '#495057'}>
                    {sale.published ? es.admin.common.published : es.admin.common.draft}
                  </Badge>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Group align="flex-end" mt="md">
          <TextInput
            label={t.newSale}
            value={title}
            onChange={(event) => setTitle(event.currentTarget.value)}
            w={320}
          />
          <NativeSelect
            label={t.kind}
            value={kind}
            onChange={(event) => setKind(event.currentTarget.value as TSaleInput['kind'])}
            data={Object.entries(t.kinds).map(([value, label]) => ({ value, label }))}
            w={160}
          />
          <Button
            loading={create.isPending}
            onClick={() => create.mutate({ kind, title, published: true }, { onSuccess: () => setTitle('') })}
          >
            {t.createAndPublish}
          </Button>
        </Group>
        {create.error && (
          <Alert color="red" role="alert" mt="sm">
            {create.error.message}
          </Alert>
        )}
        <Group align="flex-end" mt="md">
          <NativeSelect
            label={t.sale}
            value={saleId ?? ''}
            onChange={(event) => setSaleId(event.currentTarget.value || null)}
            data={[
              { value: '', label: t.choose },
              ...(salesQuery.data?.data.sales ?? []).map((sale) => ({
                value: String(sale.id),
                label: sale.title,
              })),
            ]}
            w={320}
          />
          <TextInput
            label={es.admin.common.lot}
            value={lotTitle}
            onChange={(event) => setLotTitle(event.currentTarget.value)}
            w={240}
          />
          <EuroInput
            label={t.price}
            value={lotPrice}
            onChange={(value) => setLotPrice(Number(value) || 0)}
            w={140}
          />
          <Button
            disabled={!saleId}
            loading={addLot.isPending}
            onClick={() =>
              saleId &&
              addLot.mutate(
                { saleId: Number(saleId), lot: { title: lotTitle, price: Math.round(lotPrice * 100) } },
                { onSuccess: () => setLotTitle('') },
              )
            }
          >
            {t.addLot}
          </Button>
        </Group>
        {addLot.error && (
          <Alert color="red" role="alert" mt="sm">
            {addLot.error.message}
          </Alert>
        )}
        {addLot.isSuccess && (
          <Alert color="green" role="status" mt="sm">
            {t.lotAdded}
          </Alert>
        )}
        {saleId && <SalePictures saleId={Number(saleId)} />}
      </Paper>
    </Stack>
  );
};

export default AdminSales;

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
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatCents, formatDateTime } from '@/common/format.ts';
import type { TAdminOffersResponse } from '@/common/schemas/offers.ts';
import type { TSaleLotResponse, TSaleLotSummary, TSaleResponse } from '@/common/schemas/sales.ts';
import { EuroInput } from '@/web/components/euro-input.tsx';
import { MediaManager } from '@/web/features/admin/components/media-manager.tsx';
import { ConfirmAction } from '@/web/features/settlements/components/confirm-action.tsx';
import { api } from '@/web/lib/api-client.ts';
import { queryClient } from '@/web/lib/query-client.ts';

type TSaleRow = { id: number; kind: 'industrial' | 'real-estate'; title: string; published: boolean };

const refresh = () => queryClient.invalidateQueries({ queryKey: ['admin', 'sales'] });

/** Pictures of a published liquidación (its cover is the first). */
const SalePictures = ({ saleId }: { saleId: number }) => {
  const query = useQuery({
    queryKey: ['admin', 'sales', 'pictures', saleId],
    queryFn: () => api.get<TSaleResponse>(`/frontend/sales/${saleId}`),
  });
  if (!query.data) return null;
  const { sale, lots } = query.data.data;
  return (
    <Stack gap="xs" mt="md">
      <Text fw={700}>Imágenes de «{sale.title}»</Text>
      <MediaManager owner="sale" ownerId={saleId} images={sale.images} />
      {lots.length > 0 && <SaleLotPictures saleId={saleId} lots={lots} />}
    </Stack>
  );
};

/** Pictures of one lot of a liquidación, chosen from its lots (the lot's cover is the first). */
const SaleLotPictures = ({ saleId, lots }: { saleId: number; lots: TSaleLotSummary[] }) => {
  const [lotId, setLotId] = useState<string | null>(null);
  const query = useQuery({
    queryKey: ['admin', 'sales', 'lot-pictures', saleId, lotId],
    queryFn: () => api.get<TSaleLotResponse>(`/frontend/sales/${saleId}/lots/${lotId}`),
    enabled: lotId !== null,
  });
  return (
    <Stack gap="xs" mt="md">
      <NativeSelect
        label="Imágenes del lote"
        value={lotId ?? ''}
        onChange={(event) => setLotId(event.currentTarget.value || null)}
        data={[
          { value: '', label: 'Elige un lote' },
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
  const salesQuery = useQuery({
    queryKey: ['admin', 'sales', 'list'],
    queryFn: () => api.get<{ data: { sales: TSaleRow[] } }>('/admin/sales'),
  });
  const offersQuery = useQuery({
    queryKey: ['admin', 'sales', 'offers'],
    queryFn: () => api.get<TAdminOffersResponse>('/admin/offers', { query: { status: 'pending' } }),
  });
  const decide = useMutation({
    mutationFn: ({ id, action }: { id: number; action: 'accept' | 'reject' }) =>
      api.put(`/admin/offers/${id}/${action}`),
    onSuccess: refresh,
  });
  const create = useMutation({
    mutationFn: (sale: { kind: string; title: string; published: boolean }) =>
      api.post('/admin/sales', { sale }),
    onSuccess: refresh,
  });
  const addLot = useMutation({
    mutationFn: ({ saleId, lot }: { saleId: number; lot: { title: string; price: number } }) =>
      api.post(`/admin/sales/${saleId}/lots`, { lot }),
    onSuccess: refresh,
  });
  const [title, setTitle] = useState('');
  const [kind, setKind] = useState<string>('industrial');
  const [lotTitle, setLotTitle] = useState('');
  const [lotPrice, setLotPrice] = useState(0);
  const [saleId, setSaleId] = useState<string | null>(null);
  return (
    <Stack gap="lg">
      <Title order={2} size="h3">
        Liquidaciones
      </Title>
      <Paper withBorder p="md">
        <Title order={3} size="h4" mb="sm">
          Ofertas pendientes
        </Title>
        {decide.error && (
          <Alert color="red" role="alert">
            {decide.error.message}
          </Alert>
        )}
        {offersQuery.data?.data.offers.length === 0 && <Text c="dimmed">No hay ofertas pendientes.</Text>}
        <Table striped>
          <Table.Tbody>
            {offersQuery.data?.data.offers.map((offer) => (
              <Table.Tr key={offer.id}>
                <Table.Td>{formatDateTime(offer.createdOn)}</Table.Td>
                <Table.Td>
                  {offer.lot.title}{' '}
                  <Text span size="xs">
                    (precio {formatCents(offer.lot.price)})
                    {offer.lot.auctionTitle &&
                      ` · subasta «${offer.lot.auctionTitle}»${offer.lot.isClosed ? '' : ', lote aún abierto'}`}
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
                      label="Aceptar"
                      title={`Aceptar la oferta por «${offer.lot.title}»`}
                      message={`Se venderá «${offer.lot.title}» a ${offer.user.fullName} por ${formatCents(offer.amount)}; pasará a su liquidación y se rechazarán las demás ofertas del lote.`}
                      color="green.9"
                      isPending={decide.isPending}
                      error={decide.error}
                      onConfirm={(_text, close) =>
                        decide.mutate({ id: offer.id, action: 'accept' }, { onSuccess: close })
                      }
                    />
                    <ConfirmAction
                      label="Rechazar"
                      title={`Rechazar la oferta por «${offer.lot.title}»`}
                      message={`Se rechazará la oferta de ${formatCents(offer.amount)} de ${offer.user.fullName} y se le avisará por correo.`}
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
          Liquidaciones
        </Title>
        <Table striped>
          <Table.Tbody>
            {salesQuery.data?.data.sales.map((sale) => (
              <Table.Tr key={sale.id}>
                <Table.Td>{sale.title}</Table.Td>
                <Table.Td>{sale.kind === 'industrial' ? 'Industrial' : 'Inmobiliaria'}</Table.Td>
                <Table.Td>
                  <Badge variant="outline" color={sale.published ? '#1e6b34' : '#495057'}>
                    {sale.published ? 'Publicada' : 'Borrador'}
                  </Badge>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Group align="flex-end" mt="md">
          <TextInput
            label="Nueva liquidación"
            value={title}
            onChange={(event) => setTitle(event.currentTarget.value)}
            w={320}
          />
          <NativeSelect
            label="Tipo"
            value={kind}
            onChange={(event) => setKind(event.currentTarget.value)}
            data={[
              { value: 'industrial', label: 'Industrial' },
              { value: 'real-estate', label: 'Inmobiliaria' },
            ]}
            w={160}
          />
          <Button
            loading={create.isPending}
            onClick={() => create.mutate({ kind, title, published: true }, { onSuccess: () => setTitle('') })}
          >
            Crear y publicar
          </Button>
        </Group>
        {create.error && (
          <Alert color="red" role="alert" mt="sm">
            {create.error.message}
          </Alert>
        )}
        <Group align="flex-end" mt="md">
          <NativeSelect
            label="Liquidación"
            value={saleId ?? ''}
            onChange={(event) => setSaleId(event.currentTarget.value || null)}
            data={[
              { value: '', label: 'Elige' },
              ...(salesQuery.data?.data.sales ?? []).map((sale) => ({
                value: String(sale.id),
                label: sale.title,
              })),
            ]}
            w={320}
          />
          <TextInput
            label="Lote"
            value={lotTitle}
            onChange={(event) => setLotTitle(event.currentTarget.value)}
            w={240}
          />
          <EuroInput
            label="Precio (€)"
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
            Añadir lote
          </Button>
        </Group>
        {addLot.error && (
          <Alert color="red" role="alert" mt="sm">
            {addLot.error.message}
          </Alert>
        )}
        {addLot.isSuccess && (
          <Alert color="green" role="status" mt="sm">
            Lote añadido.
          </Alert>
        )}
        {saleId && <SalePictures saleId={Number(saleId)} />}
      </Paper>
    </Stack>
  );
};

export default AdminSales;

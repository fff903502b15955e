import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Group,
  NumberInput,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { formatCents, formatDateTime } from '@/common/format.ts';
import { fromMadridLocal, toMadridLocal } from '@/common/madrid-time.ts';
import { ZAuctionInputSchema, ZLotInputSchema } from '@/common/schemas/admin-auctions.ts';
import type { TAuction, TLotSummary } from '@/common/schemas/catalogue.ts';
import { SaveState } from '@/web/components/save-state.tsx';
import {
  useAddLot,
  useAdminAuction,
  useLotActions,
  usePublishAuction,
  useSaveAuction,
} from '@/web/features/admin/api/admin-api.ts';
import { FilesManager } from '@/web/features/admin/components/files-manager.tsx';
import { LotImport } from '@/web/features/admin/components/lot-import.tsx';
import { MediaManager } from '@/web/features/admin/components/media-manager.tsx';
import { ApiError } from '@/web/lib/api-client.ts';
import { NotFoundError } from '@/web/lib/not-found.ts';
import { parseId } from '@/web/lib/paths.ts';

type TValues = {
  title: string;
  description: string;
  inspectionDates: string;
  commissionPercent: number;
  caution: number;
  startDate: string;
  endDate: string;
  lotInterval: number;
  address: string;
  subscriptionIsOpen: boolean;
  acceptOffers: boolean;
  googleMapsUrl: string;
  youtubeUrl: string;
  lastPaymentDate: string;
  lastCollectionDate: string;
  lat: number | string;
  lng: number | string;
  inHistory: boolean;
  externalInvoice: boolean;
  showHammerPrice: boolean;
};

const fromAuction = (auction?: TAuction): TValues => ({
  title: auction?.title ?? '',
  description: auction?.description ?? '',
  inspectionDates: auction?.inspectionDates ?? '',
  commissionPercent: auction?.commissionPercent ?? 10,
  caution: auction?.caution ? auction.caution / 100 : 0,
  startDate: auction ? toMadridLocal(auction.startDate) : '',
  endDate: auction ? toMadridLocal(auction.endDate) : '',
  lotInterval: auction?.lotInterval ?? 1,
  address: auction?.address ?? '',
  subscriptionIsOpen: auction?.subscriptionIsOpen ?? true,
  acceptOffers: auction?.acceptOffers ?? false,
  googleMapsUrl: auction?.googleMapsUrl ?? '',
  youtubeUrl: auction?.youtubeUrl ?? '',
  lastPaymentDate: auction?.lastPaymentDate ? toMadridLocal(auction.lastPaymentDate) : '',
  lastCollectionDate: auction?.lastCollectionDate ? toMadridLocal(auction.lastCollectionDate) : '',
  lat: auction?.location?.lat ?? '',
  lng: auction?.location?.lng ?? '',
  inHistory: auction?.inHistory ?? false,
  externalInvoice: auction?.externalInvoice ?? false,
  showHammerPrice: auction?.showHammerPrice ?? true,
});

const toInput = ({ lat, lng, ...values }: TValues) => ({
  ...values,
  caution: values.caution > 0 ? Math.round(values.caution * 100) : null,
  startDate: values.startDate ? fromMadridLocal(values.startDate) : '',
  endDate: values.endDate ? fromMadridLocal(values.endDate) : '',
  lastPaymentDate: values.lastPaymentDate ? fromMadridLocal(values.lastPaymentDate) : null,
  lastCollectionDate: values.lastCollectionDate ? fromMadridLocal(values.lastCollectionDate) : null,
  googleMapsUrl: values.googleMapsUrl || null,
  youtubeUrl: values.youtubeUrl || null,
  location: lat !== '' && lng !== '' ? { lat: Number(lat), lng: Number(lng) } : null,
});

const zodErrors = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => {
  const errors: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) errors[issue.path.join('.')] ??= issue.message;
  return errors;
};

const AuctionForm = ({ auction }: { auction?: TAuction }) => {
  const navigate = useNavigate();
  const save = useSaveAuction(auction?.id ?? null);
  const form = useForm<TValues>({
    mode: 'uncontrolled',
    initialValues: fromAuction(auction),
    validate: (values) => zodErrors(ZAuctionInputSchema.safeParse(toInput(values))),
  });
  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) =>
        save.mutate(toInput(values), {
          onSuccess: ({ data }) => !auction && navigate(`/admin/subastas/${data.auction.id}`),
          onError: (error) => {
            if (error instanceof ApiError)
              form.setErrors(
                Object.fromEntries(
                  Object.entries(error.fields).map(([key, value]) => [key.replace(/^auction\./, ''), value]),
                ),
              );
          },
        }),
      )}
    >
      <Stack gap="sm">
        <SaveState saved={save.isSuccess && !!auction} error={save.error} />
        <TextInput label="Título" required key={form.key('title')} {...form.getInputProps('title')} />
        <Textarea
          label="Descripción"
          description="Admite Markdown: **negrita**, listas con «-», enlaces [texto](https://…)"
          autosize
          minRows={4}
          key={form.key('description')}
          {...form.getInputProps('description')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            type="datetime-local"
            label="Inicio (hora de Madrid)"
            required
            key={form.key('startDate')}
            {...form.getInputProps('startDate')}
          />
          <TextInput
            type="datetime-local"
            label="Cierre del primer lote (hora de Madrid)"
            required
            key={form.key('endDate')}
            {...form.getInputProps('endDate')}
          />
          <NumberInput
            label="Comisión (%)"
            min={0}
            max={100}
            decimalScale={2}
            key={form.key('commissionPercent')}
            {...form.getInputProps('commissionPercent')}
          />
          <NumberInput
            label="Depósito (€, 0 = sin depósito)"
            min={0}
            decimalScale={2}
            thousandSeparator="."
            decimalSeparator=","
            key={form.key('caution')}
            {...form.getInputProps('caution')}
          />
          <NumberInput
            label="Minutos entre cierres de lotes"
            min={0}
            max={1440}
            key={form.key('lotInterval')}
            {...form.getInputProps('lotInterval')}
          />
          <TextInput
            label="Visitas"
            key={form.key('inspectionDates')}
            {...form.getInputProps('inspectionDates')}
          />
        </SimpleGrid>
        <TextInput label="Dirección" key={form.key('address')} {...form.getInputProps('address')} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            type="datetime-local"
            label="Fecha límite de pago (hora de Madrid)"
            key={form.key('lastPaymentDate')}
            {...form.getInputProps('lastPaymentDate')}
          />
          <TextInput
            type="datetime-local"
            label="Fecha límite de retirada (hora de Madrid)"
            key={form.key('lastCollectionDate')}
            {...form.getInputProps('lastCollectionDate')}
          />
          <NumberInput
            label="Latitud"
            decimalScale={6}
            min={-90}
            max={90}
            key={form.key('lat')}
            {...form.getInputProps('lat')}
          />
          <NumberInput
            label="Longitud"
            decimalScale={6}
            min={-180}
            max={180}
            key={form.key('lng')}
            {...form.getInputProps('lng')}
          />
          <TextInput
            label="Enlace a Google Maps"
            type="url"
            key={form.key('googleMapsUrl')}
            {...form.getInputProps('googleMapsUrl')}
          />
          <TextInput
            label="Vídeo (YouTube)"
            type="url"
            key={form.key('youtubeUrl')}
            {...form.getInputProps('youtubeUrl')}
          />
        </SimpleGrid>
        <Group>
          <Checkbox
            label="Mostrar el precio de remate"
            key={form.key('showHammerPrice')}
            {...form.getInputProps('showHammerPrice', { type: 'checkbox' })}
          />
          <Checkbox
            label="Facturación externa"
            key={form.key('externalInvoice')}
            {...form.getInputProps('externalInvoice', { type: 'checkbox' })}
          />
          <Checkbox
            label="En el histórico"
            key={form.key('inHistory')}
            {...form.getInputProps('inHistory', { type: 'checkbox' })}
          />
        </Group>
        <Group>
          <Checkbox
            label="Inscripciones abiertas"
            key={form.key('subscriptionIsOpen')}
            {...form.getInputProps('subscriptionIsOpen', { type: 'checkbox' })}
          />
          <Checkbox
            label="Admite ofertas por debajo del precio de salida"
            key={form.key('acceptOffers')}
            {...form.getInputProps('acceptOffers', { type: 'checkbox' })}
          />
        </Group>
        <Button type="submit" loading={save.isPending} w="fit-content">
          {auction ? 'Guardar cambios' : 'Crear subasta'}
        </Button>
      </Stack>
    </form>
  );
};

const AddLotForm = ({ auctionId }: { auctionId: number }) => {
  const add = useAddLot(auctionId);
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { title: '', description: '', price: 0 },
    validate: (values) =>
      zodErrors(ZLotInputSchema.safeParse({ ...values, price: Math.round(values.price * 100) })),
  });
  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) =>
        add.mutate({ ...values, price: Math.round(values.price * 100) }, { onSuccess: () => form.reset() }),
      )}
    >
      <Stack gap="sm">
        <Title order={3} size="h5">
          Añadir lote
        </Title>
        {add.error && <Alert color="red">{add.error.message}</Alert>}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label="Título del lote"
            required
            key={form.key('title')}
            {...form.getInputProps('title')}
          />
          <NumberInput
            label="Precio de salida (€)"
            min={0}
            decimalScale={2}
            thousandSeparator="."
            decimalSeparator=","
            key={form.key('price')}
            {...form.getInputProps('price')}
          />
        </SimpleGrid>
        <Textarea
          label="Descripción del lote"
          autosize
          minRows={2}
          key={form.key('description')}
          {...form.getInputProps('description')}
        />
        <Text size="xs" c="dimmed">
          El cierre del lote será el del último lote más el intervalo de la subasta.
        </Text>
        <Button type="submit" loading={add.isPending} w="fit-content">
          Añadir lote
        </Button>
      </Stack>
    </form>
  );
};

const LotsTable = ({ auctionId, lots }: { auctionId: number; lots: TLotSummary[] }) => {
  const actions = useLotActions(auctionId);
  const [shift, setShift] = useState(0);
  const move = (index: number, by: -1 | 1) => {
    const ids = lots.map((lot) => lot.id);
    const [moved] = ids.splice(index, 1);
    ids.splice(index + by, 0, moved!);
    actions.mutate({ kind: 'order', ids });
  };
  return (
    <Stack gap="sm">
      {actions.error && (
        <Alert color="red" role="alert">
          {actions.error.message}
        </Alert>
      )}
      <Table striped>
        <Table.Tbody>
          {lots.map((lot, index) => (
            <Table.Tr key={lot.id}>
              <Table.Td>{lot.order}</Table.Td>
              <Table.Td>
                <Anchor component={Link} to={`/admin/lotes/${lot.id}`}>
                  {lot.title}
                </Anchor>
              </Table.Td>
              <Table.Td>{formatCents(lot.price)}</Table.Td>
              <Table.Td>{formatDateTime(lot.endDate)}</Table.Td>
              <Table.Td>{lot.bidsCount} pujas</Table.Td>
              <Table.Td>
                <Group gap={4} wrap="nowrap">
                  <Button
                    size="compact-xs"
                    variant="default"
                    disabled={index === 0}
                    onClick={() => move(index, -1)}
                    aria-label={`Subir ${lot.title}`}
                  >
                    ↑
                  </Button>
                  <Button
                    size="compact-xs"
                    variant="default"
                    disabled={index === lots.length - 1}
                    onClick={() => move(index, 1)}
                    aria-label={`Bajar ${lot.title}`}
                  >
                    ↓
                  </Button>
                  <Button
                    size="compact-xs"
                    color="red.9"
                    variant="subtle"
                    disabled={lot.bidsCount > 0}
                    onClick={() => actions.mutate({ kind: 'delete', id: lot.id })}
                    aria-label={`Eliminar ${lot.title}`}
                  >
                    Eliminar
                  </Button>
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Group align="flex-end">
        <NumberInput
          label="Desplazar los cierres de los lotes abiertos (minutos)"
          w={360}
          value={shift}
          onChange={(value) => setShift(Number(value) || 0)}
        />
        <Button
          variant="default"
          disabled={shift === 0}
          onClick={() => actions.mutate({ kind: 'shift', minutes: shift })}
        >
          Desplazar
        </Button>
      </Group>
    </Stack>
  );
};

/** `/admin/subastas/nueva` and `/admin/subastas/{id}`: the auction, its lots, publishing and results. */
const AdminAuctionEdit = () => {
  const { id } = useParams();
  const auctionId = id === undefined ? null : parseId(id);
  if (id !== undefined && auctionId === null) throw new NotFoundError();
  const query = useAdminAuction(auctionId);
  const publish = usePublishAuction(auctionId ?? 0);
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
  const { auction, lots, audit } = query.data.data;
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
      <Paper withBorder p="md">
        <Title order={3} size="h4" mb="sm">
          Historial de cambios
        </Title>
        {audit.map((entry) => (
          <Text key={entry.id} size="sm">
            {formatDateTime(entry.createdOn)} · Admin #{entry.actorId} · {entry.action}
          </Text>
        ))}
      </Paper>
    </Stack>
  );
};

export default AdminAuctionEdit;

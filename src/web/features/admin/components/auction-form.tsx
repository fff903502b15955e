import {
  Alert,
  Button,
  Checkbox,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { fromMadridLocal, toMadridLocal } from '@/common/madrid-time.ts';
import { ZAuctionInputSchema, ZLotInputSchema } from '@/common/schemas/admin-auctions.ts';
import type { TAuction } from '@/common/schemas/catalogue.ts';
import { EuroInput } from '@/web/components/euro-input.tsx';
import { LazyLocationMap } from '@/web/components/lazy-location-map.tsx';
import { SaveState } from '@/web/components/save-state.tsx';
import { ApiError } from '@/web/lib/api-client.ts';
import { useAddLot, useSaveAuction } from '../api/admin-api.ts';

type TValues = {
  title: string;
  description: string;
  inspectionDates: string;
  commissionPercent: number;
  goodsVat: string;
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
  goodsVat: auction ? (auction.goodsVatPercent === null ? 'exento' : String(auction.goodsVatPercent)) : '21',
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

const toInput = ({ lat, lng, goodsVat, ...values }: TValues) => ({
  ...values,
  goodsVatPercent: goodsVat === 'exento' ? null : Number(goodsVat),
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

export const AuctionForm = ({ auction }: { auction?: TAuction }) => {
  const navigate = useNavigate();
  const save = useSaveAuction(auction?.id ?? null);
  const [picked, setPicked] = useState(auction?.location ?? null);
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
          <Select
            label="IVA de los bienes (sobre el remate)"
            data={[
              { value: '21', label: '21 % (general)' },
              { value: '10', label: '10 % (reducido)' },
              { value: '4', label: '4 % (superreducido)' },
              { value: 'exento', label: 'Exento (p. ej. segunda transmisión de inmuebles)' },
            ]}
            allowDeselect={false}
            key={form.key('goodsVat')}
            {...form.getInputProps('goodsVat')}
          />
          <EuroInput
            label="Depósito (€, 0 = sin depósito)"
            min={0}
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
        <LazyLocationMap
          location={picked}
          label="Ubicación de la subasta: haz clic en el mapa para fijarla"
          onPick={(location) => {
            setPicked(location);
            form.setFieldValue('lat', location.lat);
            form.setFieldValue('lng', location.lng);
          }}
        />
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

export const AddLotForm = ({ auctionId }: { auctionId: number }) => {
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
          <EuroInput
            label="Precio de salida (€)"
            min={0}
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

import {
  Anchor,
  Button,
  Checkbox,
  Group,
  NumberInput,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link, useParams } from 'react-router';
import { formatDateTime } from '@/common/format.ts';
import { fromMadridLocal, toMadridLocal } from '@/common/madrid-time.ts';
import type { TLot } from '@/common/schemas/catalogue.ts';
import { EuroInput } from '@/web/components/euro-input.tsx';
import { QueryState } from '@/web/components/query-state.tsx';
import { SaveState } from '@/web/components/save-state.tsx';
import { useAdminLot, useSaveLot } from '@/web/features/admin/api/admin-api.ts';
import { FilesManager } from '@/web/features/admin/components/files-manager.tsx';
import { MediaManager } from '@/web/features/admin/components/media-manager.tsx';
import { MetadataEditor } from '@/web/features/admin/components/metadata-editor.tsx';
import { SublotsEditor } from '@/web/features/admin/components/sublots-editor.tsx';
import { NotFoundError } from '@/web/lib/not-found.ts';
import { parseId } from '@/web/lib/paths.ts';

const LotForm = ({ lot }: { lot: TLot & { invoiceDescription: string | null } }) => {
  const save = useSaveLot(lot.id);
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: {
      title: lot.title,
      description: lot.description,
      price: lot.price / 100,
      originalPrice: (lot.originalPrice ?? 0) / 100,
      hasDownprice: lot.hasDownprice,
      quantity: lot.quantity,
      published: lot.published,
      endDate: toMadridLocal(lot.endDate),
      invoiceDescription: lot.invoiceDescription ?? '',
    },
  });
  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) =>
        save.mutate({
          ...values,
          price: Math.round(values.price * 100),
          originalPrice: values.originalPrice ? Math.round(values.originalPrice * 100) : null,
          endDate: fromMadridLocal(values.endDate),
          invoiceDescription: values.invoiceDescription.trim() || null,
        }),
      )}
    >
      <Stack gap="sm">
        <SaveState saved={save.isSuccess} error={save.error} />
        <TextInput label="Título" required key={form.key('title')} {...form.getInputProps('title')} />
        <TextInput
          label="Descripción en factura"
          description="Lo que dirán la liquidación y la factura; vacío: el título"
          placeholder={lot.title}
          key={form.key('invoiceDescription')}
          {...form.getInputProps('invoiceDescription')}
        />
        <Textarea
          label="Descripción"
          description="Admite Markdown: **negrita**, listas con «-», enlaces [texto](https://…)"
          autosize
          minRows={3}
          key={form.key('description')}
          {...form.getInputProps('description')}
        />
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <EuroInput
            label="Precio de salida (€)"
            min={0}
            key={form.key('price')}
            {...form.getInputProps('price')}
          />
          <EuroInput
            label="Valoración (€)"
            min={0}
            key={form.key('originalPrice')}
            {...form.getInputProps('originalPrice')}
          />
          <NumberInput
            label="Unidades"
            min={1}
            key={form.key('quantity')}
            {...form.getInputProps('quantity')}
          />
          <TextInput
            type="datetime-local"
            label="Cierre (hora de Madrid)"
            key={form.key('endDate')}
            {...form.getInputProps('endDate')}
          />
        </SimpleGrid>
        <Group>
          <Checkbox
            label="Mostrar la valoración tachada (rebajado)"
            key={form.key('hasDownprice')}
            {...form.getInputProps('hasDownprice', { type: 'checkbox' })}
          />
          <Checkbox
            label="Publicado"
            key={form.key('published')}
            {...form.getInputProps('published', { type: 'checkbox' })}
          />
        </Group>
        <Button type="submit" loading={save.isPending} w="fit-content">
          Guardar lote
        </Button>
      </Stack>
    </form>
  );
};

const AdminLotEdit = () => {
  const id = parseId(useParams().id);
  if (id === null) throw new NotFoundError();
  const query = useAdminLot(id);
  return (
    <QueryState query={query}>
      {({ data: { lot, auction, audit } }) => (
        <Stack gap="lg">
          <Anchor component={Link} to={`/admin/subastas/${auction.id}`}>
            ← {auction.title}
          </Anchor>
          <Title order={2} size="h3">
            Lote {lot.order}: {lot.title}
          </Title>
          <Paper withBorder p="md">
            <LotForm key={lot.id} lot={lot} />
          </Paper>
          <Paper withBorder p="md">
            <Title order={3} size="h4" mb="sm">
              Imágenes y documentos del lote
            </Title>
            <MediaManager owner="lot" ownerId={lot.id} images={lot.images} />
            <FilesManager owner="lot" ownerId={lot.id} files={lot.files} />
          </Paper>
          <Paper withBorder p="md">
            <Title order={3} size="h4" mb="sm">
              Características
            </Title>
            <MetadataEditor key={lot.id} owner="lots" ownerId={lot.id} entries={lot.metadata} />
          </Paper>
          <Paper withBorder p="md">
            <Title order={3} size="h4" mb="sm">
              Sublotes
            </Title>
            <SublotsEditor lotId={lot.id} sublots={lot.sublots} />
          </Paper>
          <Paper withBorder p="md">
            <Title order={3} size="h4" mb="sm">
              Historial de cambios
            </Title>
            {audit.length === 0 ? (
              <Text c="dimmed">Sin cambios registrados.</Text>
            ) : (
              audit.map((entry) => (
                <Text key={entry.id} size="sm">
                  {formatDateTime(entry.createdOn)} ·{' '}
                  {entry.actorId === null ? 'Sistema' : `Admin #${entry.actorId}`} · {entry.action}
                </Text>
              ))
            )}
          </Paper>
        </Stack>
      )}
    </QueryState>
  );
};

export default AdminLotEdit;

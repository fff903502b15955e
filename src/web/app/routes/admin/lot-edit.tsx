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
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link, useParams } from 'react-router';
import type { TAdminLotResponse } from '@/common/schemas/auctions.ts';
import { AdminPanel } from '@/web/components/admin/admin-panel.tsx';
import { EditableFor } from '@/web/components/admin/staff-only.tsx';
import { TaxTreatmentFields, treatmentOf } from '@/web/components/admin/tax-treatment-fields.tsx';
import { EuroInput } from '@/web/components/euro-input.tsx';
import { MadridDateTimeInput } from '@/web/components/madrid-date-time-input.tsx';
import { QueryState } from '@/web/components/query-state.tsx';
import { SaveState } from '@/web/components/save-state.tsx';
import { useAdminLot } from '@/web/features/lots/api/get-admin-lot.ts';
import { useSaveLot } from '@/web/features/lots/api/save-lot.ts';
import { MetadataEditor } from '@/web/features/lots/components/metadata-editor.tsx';
import { SublotsEditor } from '@/web/features/lots/components/sublots-editor.tsx';
import { FilesManager } from '@/web/features/media/components/files-manager.tsx';
import { MediaManager } from '@/web/features/media/components/media-manager.tsx';
import { messages } from '@/web/i18n/messages.ts';
import { formatDateTime } from '@/web/lib/format.ts';
import { NotFoundError } from '@/web/lib/not-found.ts';
import { parseId } from '@/web/lib/paths.ts';

const t = messages.admin.lotEdit;
const common = messages.admin.common;
const tax = messages.admin.taxForm;
/** A lot keeps its auction's treatment or overrides it. */
const keepAuctions = 'auction';
const lotTreatmentChoices = () => [
  { value: keepAuctions, label: tax.sameAsAuction },
  { value: 'general', label: tax.lotGeneral },
  ...(['exempt', 'not-subject', 'rebu'] as const).map((value) => ({
    value,
    label: tax.treatmentOptions[value]!,
  })),
];

type TAdminLot = TAdminLotResponse['data']['lot'];

/** The form's values from the saved lot: euros for cents, the auction's treatment as its own choice. */
const lotFormValues = (lot: TAdminLot) => ({
  title: lot.title,
  description: lot.description,
  price: lot.price / 100,
  originalPrice: (lot.originalPrice ?? 0) / 100,
  hasDownprice: lot.hasDownprice,
  quantity: lot.quantity,
  published: lot.published,
  endDate: lot.endDate,
  invoiceDescription: lot.invoiceDescription ?? '',
  treatment: lot.taxTreatment ?? keepAuctions,
  taxProvision: lot.taxProvision ?? '',
  purchasePrice: (lot.purchasePrice ?? 0) / 100,
});

/** What saving sends: the form's values in cents, and the fields this form does not show as they were. */
const lotInput = (lot: TAdminLot, values: ReturnType<typeof lotFormValues>) => ({
  ...values,
  // Not in this form: sent as they are, so saving never clears them.
  reservePrice: lot.reservePrice,
  isBlock: lot.isBlock,
  blockMarginPercent: lot.blockMarginPercent,
  blockLotId: lot.blockLotId,
  price: Math.round(values.price * 100),
  originalPrice: values.originalPrice ? Math.round(values.originalPrice * 100) : null,
  endDate: values.endDate,
  invoiceDescription: values.invoiceDescription.trim() || null,
  taxTreatment: values.treatment === keepAuctions ? null : treatmentOf(values.treatment),
  taxProvision: values.taxProvision || null,
  purchasePrice: values.purchasePrice ? Math.round(values.purchasePrice * 100) : null,
});

/**
 * The lot's form. Once the lot is settled or invoiced (`moneyLock`, the API's reason) its prices are
 * read-only: corrections go through a factura rectificativa (docs/after-the-hammer.md).
 */
const LotForm = ({ lot, moneyLock }: { lot: TAdminLot; moneyLock: string | null }) => {
  const save = useSaveLot(lot.id);
  const isMoneyLocked = moneyLock !== null;
  const fixedHint = isMoneyLocked ? t.fixedBySettlement : undefined;
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: lotFormValues(lot),
  });
  return (
    <form noValidate onSubmit={form.onSubmit((values) => save.mutate(lotInput(lot, values)))}>
      <Stack gap="sm">
        <SaveState saved={save.isSuccess} error={save.error} />
        {isMoneyLocked && (
          <Alert color="gray" title={t.moneyLocked}>
            {moneyLock}
          </Alert>
        )}
        <TextInput label={common.title} required key={form.key('title')} {...form.getInputProps('title')} />
        <TextInput
          label={t.invoiceDescription}
          description={t.invoiceDescriptionHint}
          placeholder={lot.title}
          key={form.key('invoiceDescription')}
          {...form.getInputProps('invoiceDescription')}
        />
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TaxTreatmentFields
            form={form}
            label={tax.lotTreatment}
            choices={lotTreatmentChoices()}
            disabled={isMoneyLocked}
            description={fixedHint}
          />
          <EuroInput
            label={tax.purchasePrice}
            description={tax.purchasePriceHint}
            min={0}
            key={form.key('purchasePrice')}
            {...form.getInputProps('purchasePrice')}
          />
        </SimpleGrid>
        <Textarea
          label={common.description}
          description={common.markdownHint}
          autosize
          minRows={3}
          key={form.key('description')}
          {...form.getInputProps('description')}
        />
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <EuroInput
            label={common.startPrice}
            min={0}
            disabled={isMoneyLocked}
            description={fixedHint}
            key={form.key('price')}
            {...form.getInputProps('price')}
          />
          <EuroInput
            label={t.originalPrice}
            min={0}
            disabled={isMoneyLocked}
            description={fixedHint}
            key={form.key('originalPrice')}
            {...form.getInputProps('originalPrice')}
          />
          <NumberInput
            label={common.units}
            min={1}
            key={form.key('quantity')}
            {...form.getInputProps('quantity')}
          />
          <MadridDateTimeInput
            label={t.endDate}
            required
            key={form.key('endDate')}
            {...form.getInputProps('endDate')}
          />
        </SimpleGrid>
        <Group>
          <Checkbox
            label={t.hasDownprice}
            key={form.key('hasDownprice')}
            {...form.getInputProps('hasDownprice', { type: 'checkbox' })}
          />
          <Checkbox
            label={t.published}
            key={form.key('published')}
            {...form.getInputProps('published', { type: 'checkbox' })}
          />
        </Group>
        <Button type="submit" loading={save.isPending} w="fit-content">
          {t.save}
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
      {({ data: { lot, auction, audit, moneyLock } }) => (
        <Stack gap="lg">
          <Anchor component={Link} to={`/admin/subastas/${auction.id}`}>
            {t.back(auction.title)}
          </Anchor>
          <Title order={2} size="h3">
            {t.heading(lot.order, lot.title)}
          </Title>
          <EditableFor needs="subastas">
            <Paper withBorder p="md">
              <LotForm key={lot.id} lot={lot} moneyLock={moneyLock} />
            </Paper>
            <AdminPanel title={t.media}>
              <MediaManager owner="lot" ownerId={lot.id} images={lot.images} />
              <FilesManager owner="lot" ownerId={lot.id} files={lot.files} />
            </AdminPanel>
            <AdminPanel title={t.characteristics}>
              <MetadataEditor key={lot.id} owner="lots" ownerId={lot.id} entries={lot.metadata} />
            </AdminPanel>
            <AdminPanel title={t.sublots}>
              <SublotsEditor lotId={lot.id} sublots={lot.sublots} />
            </AdminPanel>
          </EditableFor>
          <AdminPanel title={common.history}>
            {audit.length === 0 ? (
              <Text c="dimmed">{common.noChanges}</Text>
            ) : (
              audit.map((entry) => (
                <Text key={entry.id} size="sm">
                  {formatDateTime(entry.createdOn)} ·{' '}
                  {entry.actorId === null ? common.system : common.adminActor(entry.actorId)} · {entry.action}
                </Text>
              ))
            )}
          </AdminPanel>
        </Stack>
      )}
    </QueryState>
  );
};

export default AdminLotEdit;

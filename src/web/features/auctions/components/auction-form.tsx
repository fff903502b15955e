import {
  Alert,
  Button,
  Checkbox,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { type UseFormReturnType, useForm } from '@mantine/form';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { TAuction } from '@/common/schemas/auctions.ts';
import { type TAdminAuctionResponse, ZAuctionInputSchema } from '@/common/schemas/auctions.ts';
import { TaxTreatmentFields, treatmentOf } from '@/web/components/admin/tax-treatment-fields.tsx';
import { EuroInput } from '@/web/components/euro-input.tsx';
import { LazyLocationMap } from '@/web/components/lazy-location-map.tsx';
import { MadridDateTimeInput } from '@/web/components/madrid-date-time-input.tsx';
import { SaveState } from '@/web/components/save-state.tsx';
import { messages } from '@/web/i18n/messages.ts';
import { ApiError } from '@/web/lib/api-client.ts';
import { zodErrors } from '@/web/lib/zod-errors.ts';
import { useSaveAuction } from '../api/save-auction.ts';
import { LiveFormatFields, type TLiveFormatValues } from './live-format-fields.tsx';

type TFormAuction = TAuction &
  Partial<Pick<TAdminAuctionResponse['data']['auction'], 'taxTreatment' | 'taxProvision' | 'houseSells'>>;

const t = messages.admin.auctionForm;
const common = messages.admin.common;

type TValues = {
  title: string;
  description: string;
  inspectionDates: string;
  commissionPercent: number;
  /** A rate ('21', '10', '4') of the general treatment, or another treatment. */
  treatment: string;
  taxProvision: string;
  houseSells: boolean;
  caution: number;
  /** Instants (ISO) as the API has them; the pickers show them in Madrid time. */
  startDate: string | null;
  endDate: string | null;
  lotInterval: number;
  address: string;
  subscriptionIsOpen: boolean;
  acceptOffers: boolean;
  googleMapsUrl: string;
  youtubeUrl: string;
  lastPaymentDate: string | null;
  lastCollectionDate: string | null;
  lat: number | string;
  lng: number | string;
  inHistory: boolean;
  externalInvoice: boolean;
  showHammerPrice: boolean;
  buyers: 'all' | 'professionals';
  withdrawalExcluded: boolean;
  withdrawalExclusionReason: string;
  depositRefundDays: number;
} & TLiveFormatValues;

// The form's starting values, one group of fields at a time: the auction's own, or a new auction's defaults.

/** The dates and the live format's start. */
const scheduleValues = (auction?: TFormAuction) => ({
  startDate: auction?.startDate ?? null,
  endDate: auction?.endDate ?? null,
  lotInterval: auction?.lotInterval ?? 1,
  inspectionDates: auction?.inspectionDates ?? '',
  format: auction?.format ?? 'timed',
  liveStartsAt: auction?.liveStartsAt ?? null,
});

/** Commission, tax treatment and deposit (euros in the form, cents in the API). */
const moneyValues = (auction?: TFormAuction) => ({
  commissionPercent: auction?.commissionPercent ?? 10,
  treatment:
    auction?.taxTreatment && auction.taxTreatment !== 'general'
      ? auction.taxTreatment
      : String(auction?.goodsVatPercent ?? 21),
  taxProvision: auction?.taxProvision ?? '',
  houseSells: auction?.houseSells ?? false,
  caution: auction?.caution ? auction.caution / 100 : 0,
});

/** The address, the deadlines to pay and collect, the links and the point on the map. */
const placeValues = (auction?: TFormAuction) => ({
  address: auction?.address ?? '',
  lastPaymentDate: auction?.lastPaymentDate ?? null,
  lastCollectionDate: auction?.lastCollectionDate ?? null,
  googleMapsUrl: auction?.googleMapsUrl ?? '',
  youtubeUrl: auction?.youtubeUrl ?? '',
  lat: auction?.location?.lat ?? '',
  lng: auction?.location?.lng ?? '',
});

/** What the public sees and may do, and who may buy. */
const termsValues = (auction?: TFormAuction) => ({
  subscriptionIsOpen: auction?.subscriptionIsOpen ?? true,
  acceptOffers: auction?.acceptOffers ?? false,
  inHistory: auction?.inHistory ?? false,
  externalInvoice: auction?.externalInvoice ?? false,
  showHammerPrice: auction?.showHammerPrice ?? true,
  buyers: auction?.buyers ?? 'all',
  withdrawalExcluded: auction?.withdrawalExcluded ?? false,
  withdrawalExclusionReason: auction?.withdrawalExclusionReason ?? '',
  depositRefundDays: auction?.depositRefundDays ?? 3,
});

const fromAuction = (auction?: TFormAuction): TValues => ({
  title: auction?.title ?? '',
  description: auction?.description ?? '',
  ...scheduleValues(auction),
  ...moneyValues(auction),
  ...placeValues(auction),
  ...termsValues(auction),
});

const toInput = ({ lat, lng, treatment, taxProvision, ...values }: TValues) => ({
  ...values,
  taxTreatment: treatmentOf(treatment),
  goodsVatPercent: treatmentOf(treatment) === 'general' ? Number(treatment) : null,
  taxProvision: taxProvision || null,
  caution: values.caution > 0 ? Math.round(values.caution * 100) : null,
  // An empty start or close fails the schema's date check, whose message shows under that field.
  startDate: values.startDate ?? '',
  endDate: values.endDate ?? '',
  lastPaymentDate: values.lastPaymentDate || null,
  lastCollectionDate: values.lastCollectionDate || null,
  googleMapsUrl: values.googleMapsUrl || null,
  youtubeUrl: values.youtubeUrl || null,
  withdrawalExclusionReason: values.withdrawalExclusionReason || null,
  liveStartsAt: values.liveStartsAt || null,
  location: lat !== '' && lng !== '' ? { lat: Number(lat), lng: Number(lng) } : null,
});

type TForm = UseFormReturnType<TValues>;

/** Dates, live format, commission, tax treatment and deposit; the money read-only once it is locked. */
const ScheduleAndMoneyFields = ({
  form,
  moneyLockHint,
  liveAuctionId,
}: {
  form: TForm;
  /** Why the money fields are read-only; undefined while they can change. */
  moneyLockHint: string | undefined;
  liveAuctionId: number | undefined;
}) => (
  <SimpleGrid cols={{ base: 1, sm: 2 }}>
    <MadridDateTimeInput
      label={t.startDate}
      required
      key={form.key('startDate')}
      {...form.getInputProps('startDate')}
    />
    <MadridDateTimeInput
      label={t.endDate}
      required
      key={form.key('endDate')}
      {...form.getInputProps('endDate')}
    />
    <LiveFormatFields form={form} liveAuctionId={liveAuctionId} />
    <NumberInput
      label={t.commission}
      min={0}
      max={100}
      decimalScale={2}
      disabled={moneyLockHint !== undefined}
      description={moneyLockHint}
      key={form.key('commissionPercent')}
      {...form.getInputProps('commissionPercent')}
    />
    <TaxTreatmentFields
      form={form}
      label={messages.admin.taxForm.treatment}
      choices={Object.entries(messages.admin.taxForm.treatmentOptions).map(([value, label]) => ({
        value,
        label,
      }))}
      disabled={moneyLockHint !== undefined}
      description={moneyLockHint}
    />
    <EuroInput
      label={t.caution}
      min={0}
      disabled={moneyLockHint !== undefined}
      description={moneyLockHint}
      key={form.key('caution')}
      {...form.getInputProps('caution')}
    />
    <NumberInput
      label={t.lotInterval}
      min={0}
      max={1440}
      key={form.key('lotInterval')}
      {...form.getInputProps('lotInterval')}
    />
    <TextInput
      label={t.inspectionDates}
      key={form.key('inspectionDates')}
      {...form.getInputProps('inspectionDates')}
    />
  </SimpleGrid>
);

/** Where the goods are: the address, the deadlines to pay and collect, and a point on the map. */
const PlaceFields = ({
  form,
  initialLocation,
}: {
  form: TForm;
  initialLocation: TFormAuction['location'];
}) => {
  const [picked, setPicked] = useState(initialLocation);
  return (
    <>
      <TextInput label={t.address} key={form.key('address')} {...form.getInputProps('address')} />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <MadridDateTimeInput
          label={t.lastPaymentDate}
          key={form.key('lastPaymentDate')}
          {...form.getInputProps('lastPaymentDate')}
        />
        <MadridDateTimeInput
          label={t.lastCollectionDate}
          key={form.key('lastCollectionDate')}
          {...form.getInputProps('lastCollectionDate')}
        />
        <NumberInput
          label={t.lat}
          decimalScale={6}
          min={-90}
          max={90}
          key={form.key('lat')}
          {...form.getInputProps('lat')}
        />
        <NumberInput
          label={t.lng}
          decimalScale={6}
          min={-180}
          max={180}
          key={form.key('lng')}
          {...form.getInputProps('lng')}
        />
        <TextInput
          label={t.googleMapsUrl}
          type="url"
          key={form.key('googleMapsUrl')}
          {...form.getInputProps('googleMapsUrl')}
        />
        <TextInput
          label={t.youtubeUrl}
          type="url"
          key={form.key('youtubeUrl')}
          {...form.getInputProps('youtubeUrl')}
        />
      </SimpleGrid>
      <LazyLocationMap
        location={picked}
        label={t.mapLabel}
        onPick={(location) => {
          setPicked(location);
          form.setFieldValue('lat', location.lat);
          form.setFieldValue('lng', location.lng);
        }}
      />
    </>
  );
};

/** What the public sees and may do, and who may buy: hammer shown, offers, subscription, withdrawal right. */
const TermsFields = ({ form }: { form: TForm }) => (
  <>
    <Group>
      <Checkbox
        label={t.showHammerPrice}
        key={form.key('showHammerPrice')}
        {...form.getInputProps('showHammerPrice', { type: 'checkbox' })}
      />
      <Checkbox
        label={t.externalInvoice}
        key={form.key('externalInvoice')}
        {...form.getInputProps('externalInvoice', { type: 'checkbox' })}
      />
      <Checkbox
        label={messages.admin.taxForm.houseSells}
        key={form.key('houseSells')}
        {...form.getInputProps('houseSells', { type: 'checkbox' })}
      />
      <Checkbox
        label={t.inHistory}
        key={form.key('inHistory')}
        {...form.getInputProps('inHistory', { type: 'checkbox' })}
      />
    </Group>
    <Group>
      <Checkbox
        label={t.subscriptionIsOpen}
        key={form.key('subscriptionIsOpen')}
        {...form.getInputProps('subscriptionIsOpen', { type: 'checkbox' })}
      />
      <Checkbox
        label={t.acceptOffers}
        key={form.key('acceptOffers')}
        {...form.getInputProps('acceptOffers', { type: 'checkbox' })}
      />
    </Group>
    <Title order={3} size="h5">
      {t.buyersTitle}
    </Title>
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <Select
        label={t.buyers}
        data={[
          { value: 'all', label: t.buyersOptions.all },
          { value: 'professionals', label: t.buyersOptions.professionals },
        ]}
        allowDeselect={false}
        key={form.key('buyers')}
        {...form.getInputProps('buyers')}
      />
      <NumberInput
        label={t.depositRefundDays}
        description={t.depositRefundDaysHint}
        min={1}
        max={60}
        key={form.key('depositRefundDays')}
        {...form.getInputProps('depositRefundDays')}
      />
      <Checkbox
        label={t.withdrawalExcluded}
        key={form.key('withdrawalExcluded')}
        {...form.getInputProps('withdrawalExcluded', { type: 'checkbox' })}
      />
      <TextInput
        label={t.withdrawalExclusionReason}
        description={t.withdrawalExclusionReasonHint}
        key={form.key('withdrawalExclusionReason')}
        {...form.getInputProps('withdrawalExclusionReason')}
      />
    </SimpleGrid>
  </>
);

/**
 * The auction's form. `moneyLock` (from the API) says why commission, IVA and deposit can no longer change:
 * the auction has settlements or invoices (docs/after-the-hammer.md); those fields are then read-only.
 */
export const AuctionForm = ({
  auction,
  moneyLock = null,
}: {
  auction?: TFormAuction;
  moneyLock?: string | null;
}) => {
  const isMoneyLocked = moneyLock !== null;
  const fixedHint = isMoneyLocked ? t.fixedBySettlement : undefined;
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
        <TextInput label={common.title} required key={form.key('title')} {...form.getInputProps('title')} />
        <Textarea
          label={common.description}
          description={common.markdownHint}
          autosize
          minRows={4}
          key={form.key('description')}
          {...form.getInputProps('description')}
        />
        {isMoneyLocked && (
          <Alert color="gray" title={t.moneyLocked}>
            {moneyLock}
          </Alert>
        )}
        <ScheduleAndMoneyFields
          form={form}
          moneyLockHint={fixedHint}
          liveAuctionId={auction?.format === 'live' ? auction.id : undefined}
        />
        <PlaceFields form={form} initialLocation={auction?.location ?? null} />
        <TermsFields form={form} />
        <Button type="submit" loading={save.isPending} w="fit-content">
          {auction ? t.saveChanges : t.create}
        </Button>
      </Stack>
    </form>
  );
};

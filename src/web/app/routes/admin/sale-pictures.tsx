import { NativeSelect, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { TSaleLotSummary } from '@/common/schemas/sales.ts';
import { MediaManager } from '@/web/features/media/components/media-manager.tsx';
import { useSaleLotPictures } from '@/web/features/sales/api/get-sale-lot-pictures.ts';
import { useSalePictures } from '@/web/features/sales/api/get-sale-pictures.ts';
import { messages } from '@/web/i18n/messages.ts';

const t = messages.admin.sales;

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

/** Pictures of a published liquidación (its cover is the first) and of its lots. */
export const SalePictures = ({ saleId }: { saleId: number }) => {
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
